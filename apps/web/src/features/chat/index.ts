/** The chat feature's public API (its page is loaded by the router, not through here). */
import { lazy } from 'react';

export { chatKeys } from './api/keys';
/** Loaded only for logged-in members: visitors' first page carries none of the realtime code. */
export const ChatSync = lazy(() => import('./ChatSync').then((m) => ({ default: m.ChatSync })));
