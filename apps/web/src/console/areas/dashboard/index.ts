import { lazy } from 'react';
import type { ConsoleRoute } from '../../console-route';

/** The dashboard's reports beside the start page (which lives with the sites area): traffic sources, admins only. */
export const routes: ConsoleRoute[] = [
  { path: 'traffic', action: 'traffic.view', nav: 'traffic', order: 5, page: lazy(() => import('./pages/TrafficPage')) },
];
