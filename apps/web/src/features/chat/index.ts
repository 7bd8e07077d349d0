/** The chat feature's public API (its page is loaded by the router, not through here). */
export { chatKeys } from './api/keys';
export { ChatSync } from './lazy-chat-sync';
export { onPushedMessage } from './realtime/pushed-messages';
export { isRealtimeConnected, onLikesSignal, type LikesSignal } from './realtime/likes-bridge';
