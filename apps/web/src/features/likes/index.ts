/** The likes feature's public API (its page is loaded by the router, not through here). */
export { likesKeys } from './api/keys';
export { CardLikeButton, LikeButton, type LikeButtonProps } from './components/LikeButton';
export type { LikeState } from './api/mutations';
export { LikePopup } from './components/LikePopup';
export { LikesSync } from './lazy-likes-sync';
export { onMatchOverlaySelect, useMatchOverlay } from './hooks/match-overlay-store';
