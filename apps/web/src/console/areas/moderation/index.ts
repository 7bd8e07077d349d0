import { lazy } from 'react';
import type { ConsoleRoute } from '../../console-route';

/** This area's pages (lazy: each is its own chunk): the photo queue, reports and complaints, fictional profiles. */
export const routes: ConsoleRoute[] = [
  { path: 'photos', action: 'photos.moderate', nav: 'photos', order: 30, page: lazy(() => import('./pages/PhotosPage')) },
  { path: 'cases', action: 'cases.handle', nav: 'cases', order: 40, page: lazy(() => import('./pages/CasesPage')) },
  { path: 'cases/:kind/:id', action: 'cases.handle', page: lazy(() => import('./pages/CasePage')) },
  { path: 'fictional', action: 'fictional.manage', nav: 'fictional', order: 50, page: lazy(() => import('./pages/FictionalListPage')) },
  { path: 'fictional/new', action: 'fictional.manage', page: lazy(() => import('./pages/FictionalEditPage')) },
  { path: 'fictional/:id', action: 'fictional.manage', page: lazy(() => import('./pages/FictionalEditPage')) },
];
