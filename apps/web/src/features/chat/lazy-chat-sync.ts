import { lazyPage } from '../../lib/lazy-page';

/** Loaded only for logged-in members: visitors' first page carries none of the realtime code. */
export const ChatSync = lazyPage(() => import('./ChatSync').then((m) => ({ default: m.ChatSync })));
