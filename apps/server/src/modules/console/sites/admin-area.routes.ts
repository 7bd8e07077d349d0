import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../kernel/deps.js';
import { dashboardConsoleRoutes } from '../dashboard/dashboard.routes.js';
import { devTotpRoutes } from '../staff/dev-totp.routes.js';
import { staffConsoleRoutes } from '../staff/staff.routes.js';
import { sitesConsoleRoutes } from './sites.routes.js';

/** The console's running-the-business part: dashboard, sites, staff, audit trail (and /dev/totp outside production). */
export async function adminAreaRoutes(app: FastifyInstance, deps: AppDeps) {
  await dashboardConsoleRoutes(app, deps);
  await sitesConsoleRoutes(app, deps);
  await staffConsoleRoutes(app, deps);
  await devTotpRoutes(app, deps);
}
