import { lazy } from 'react';
import type { ConsoleRoute } from '../../console-route';

/** This area's pages (lazy: each is its own chunk). */
export const routes: ConsoleRoute[] = [
  { path: 'queue', action: 'queue.answer', nav: 'queue', order: 20, page: lazy(() => import('./pages/QueuePage')) },
  { path: 'queue/:id', action: 'queue.answer', page: lazy(() => import('./pages/AnswerPage')) },
];
