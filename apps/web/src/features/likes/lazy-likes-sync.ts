import { lazyPage } from '../../lib/lazy-page';

/** Loaded only for logged-in members: visitors' first page carries none of the likes code. */
export const LikesSync = lazyPage(() => import('./LikesSync').then((m) => ({ default: m.LikesSync })));
