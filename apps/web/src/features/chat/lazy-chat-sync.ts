import { lazy } from 'react';

/** Loaded only for logged-in members: visitors' first page carries none of the realtime code. */
export const ChatSync = lazy(() => import('./ChatSync').then((m) => ({ default: m.ChatSync })));
