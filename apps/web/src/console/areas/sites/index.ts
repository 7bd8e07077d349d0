import { lazy } from 'react';
import type { ConsoleRoute } from '../../console-route';

/** The dashboard (the console's start page), sites, staff and the audit trail; each page lazy, its own chunk. */
export const routes: ConsoleRoute[] = [
  { path: '', action: 'dashboard.view', nav: 'dashboard', order: 0, page: lazy(() => import('./pages/DashboardPage')) },
  { path: 'sites', action: 'sites.manage', nav: 'sites', order: 80, page: lazy(() => import('./pages/SitesPage')) },
  { path: 'sites/new', action: 'sites.manage', page: lazy(() => import('./pages/SiteEditorPage')) },
  { path: 'sites/:id', action: 'sites.manage', page: lazy(() => import('./pages/SiteEditorPage')) },
  { path: 'staff', action: 'staff.manage', nav: 'staff', order: 90, page: lazy(() => import('./pages/StaffPage')) },
  { path: 'audit', action: 'audit.view', nav: 'audit', order: 100, page: lazy(() => import('./pages/AuditPage')) },
];
