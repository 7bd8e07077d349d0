import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inArray } from 'drizzle-orm';
import { CONSOLE_ACTIONS, staffMay, type ConsoleAction } from '@app/shared';
import { okResponseSchema, staffLoginBodySchema, staffMeResponseSchema, type StaffMe } from '@app/shared/contracts/console/auth';
import { sites } from '../../db/schema/index.js';
import type { AppDeps } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { clearStaffCookie, CONSOLE_LOGIN_URL, consoleAccess, requireStaff, setStaffCookie } from './console-http.js';
import { visibleSiteIds } from './console.policy.js';
import { logInStaff, STAFF_SESSION_SECONDS } from './staff-login.js';
import { authenticateStaff, endStaffSession, type StaffSession } from './staff-sessions.js';

async function presentStaffMe(deps: Pick<AppDeps, 'db'>, who: StaffSession): Promise<StaffMe> {
  const only = visibleSiteIds(who);
  const siteRows = await deps.db.select({ id: sites.id, name: sites.name, domain: sites.domain }).from(sites)
    .where(only ? inArray(sites.id, only.length ? only : [-1]) : undefined).orderBy(sites.id);
  const actions = (Object.keys(CONSOLE_ACTIONS) as ConsoleAction[]).filter((a) => staffMay(who.role, a));
  return { id: who.staff.id, email: who.staff.email, name: who.staff.name, role: who.role, language: who.staff.language, sites: siteRows, actions };
}

export async function consoleAuthRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(CONSOLE_LOGIN_URL, {
    schema: { body: staffLoginBodySchema, response: { 200: staffMeResponseSchema } },
    config: { rateLimit: { max: 20, timeWindow: 15 * 60_000 } },
  }, async (request, reply) => {
    const { token } = await logInStaff(deps, { ...request.body, ip: request.ip });
    setStaffCookie(request, reply, token, STAFF_SESSION_SECONDS);
    const who = (await authenticateStaff(deps.db, deps.clock, token, request.ip))!;
    return reply.headers({ 'cache-control': 'no-store' }).send({ staff: await presentStaffMe(deps, who) });
  });

  r.get('/api/console/me.php', { ...consoleAccess('GET', '/api/console/me.php', 'signed_in'), schema: { response: { 200: staffMeResponseSchema } } }, async (request, reply) =>
    reply.headers({ 'cache-control': 'no-store' }).send({ staff: await presentStaffMe(deps, requireStaff(request)) }));

  r.post('/api/console/logout.php', { ...consoleAccess('POST', '/api/console/logout.php', 'signed_in'), schema: { response: { 200: okResponseSchema } } }, async (request, reply) => {
    await endStaffSession(deps.db, requireStaff(request).idHash);
    clearStaffCookie(request, reply);
    return reply.send({ ok: true as const });
  });
}

/** Registered last: an unknown console path is 401 for anyone but staff (the guard), then 404. */
export async function consoleNotFound(app: FastifyInstance) {
  app.all('/api/console/*', async () => { throw new DomainError('not_found'); });
}
