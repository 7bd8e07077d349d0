/** The likes feature's public API (its page is loaded by the router, not through here). */
export { likesKeys } from './api/keys';
export { CardLikeButton, LikeButton, type LikeButtonProps } from './components/LikeButton';
export { LikePopup } from './components/LikePopup';
export { LikesSync } from './lazy-likes-sync';
export { CONVERSATION_START_KEY, onMatchOverlaySelect, useMatchOverlay } from './hooks/match-overlay-store';
