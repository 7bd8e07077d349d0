import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardResponseSchema, trafficQuerySchema, trafficResponseSchema } from '@app/shared/contracts/console/dashboard';
import type { AppDeps } from '../../../kernel/deps.js';
import { consoleAccess, requireStaff } from '../console-http.js';
import { getDashboard } from './get-dashboard.js';
import { getTrafficReport } from './get-traffic-report.js';

export async function dashboardConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Several grouped queries over up to 90 days: a person reloads it now and then, a script should not hammer it.
  r.get('/api/console/dashboard.php', { ...consoleAccess('GET', '/api/console/dashboard.php', 'dashboard.view'),
    schema: { querystring: dashboardQuerySchema, response: { 200: dashboardResponseSchema } }, config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
  async (request, reply) => reply.headers({ 'cache-control': 'no-store' }).send(await getDashboard(deps, requireStaff(request), request.query)));

  // Grouped queries over up to a year of one site's members and payments: for a person now and then, not a script.
  r.get('/api/console/traffic.php', { ...consoleAccess('GET', '/api/console/traffic.php', 'traffic.view'),
    schema: { querystring: trafficQuerySchema, response: { 200: trafficResponseSchema } }, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
  async (request, reply) => reply.headers({ 'cache-control': 'no-store' }).send(await getTrafficReport(deps, requireStaff(request), request.query)));
}
