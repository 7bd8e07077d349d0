import { lazy } from 'react';

/** Loaded only for logged-in members: visitors' first page carries none of the likes code. */
export const LikesSync = lazy(() => import('./LikesSync').then((m) => ({ default: m.LikesSync })));
