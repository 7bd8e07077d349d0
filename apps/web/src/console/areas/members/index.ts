import { lazy } from 'react';
import type { ConsoleRoute } from '../../console-route';

/** This area's pages (lazy: each is its own chunk). */
export const routes: ConsoleRoute[] = [
  { path: 'members', action: 'members.view', nav: 'members', order: 60, page: lazy(() => import('./pages/MembersPage')) },
  { path: 'members/:id', action: 'members.view', page: lazy(() => import('./pages/MemberPage')) },
];
