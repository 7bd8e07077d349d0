import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponseSchema } from '@app/shared/contracts/console/auth';
import {
  auditQuerySchema, auditResponseSchema, staffCreateBodySchema, staffCreatedResponseSchema, staffIdBodySchema, staffItemResponseSchema,
  staffListResponseSchema, staffUpdateBodySchema, totpSetupSchema,
} from '@app/shared/contracts/console/staff';
import type { AppDeps } from '../../../kernel/deps.js';
import { consoleAccess, requireStaff } from '../console-http.js';
import { createStaff } from './create-staff.js';
import { endStaffSessions } from './end-staff-sessions.js';
import { listAudit } from './list-audit.js';
import { listStaff } from './list-staff.js';
import { resetStaffTotp } from './reset-staff-totp.js';
import { updateStaff } from './update-staff.js';

// Answers with a password or a secret are never cached anywhere.
const noStore = { 'cache-control': 'no-store' };

/** Staff accounts and the audit trail (admins). */
export async function staffConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/console/staff.php', { ...consoleAccess('GET', '/api/console/staff.php', 'staff.manage'),
    schema: { response: { 200: staffListResponseSchema } } },
  async (_request, reply) => reply.headers(noStore).send(await listStaff(deps)));

  // Each account costs an argon2id hash: a few per minute is plenty for a person.
  r.post('/api/console/staff/create.php', { ...consoleAccess('POST', '/api/console/staff/create.php', 'staff.manage'),
    schema: { body: staffCreateBodySchema, response: { 200: staffCreatedResponseSchema } }, config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
  async (request, reply) => {
    const { sites, refund_limit_cents: refundLimitCents, ...rest } = request.body;
    return reply.headers(noStore).send(await createStaff(deps, requireStaff(request), { ...rest, refundLimitCents, siteIds: sites }));
  });

  r.put('/api/console/staff/member.php', { ...consoleAccess('PUT', '/api/console/staff/member.php', 'staff.manage'),
    schema: { body: staffUpdateBodySchema, response: { 200: staffItemResponseSchema } } },
  async (request, reply) => reply.send({ staff: await updateStaff(deps, requireStaff(request), request.body) }));

  r.post('/api/console/staff/end-sessions.php', { ...consoleAccess('POST', '/api/console/staff/end-sessions.php', 'staff.manage'),
    schema: { body: staffIdBodySchema, response: { 200: okResponseSchema } } },
  async (request, reply) => { await endStaffSessions(deps, requireStaff(request), request.body.id); return reply.send({ ok: true as const }); });

  r.post('/api/console/staff/reset-totp.php', { ...consoleAccess('POST', '/api/console/staff/reset-totp.php', 'staff.manage'),
    schema: { body: staffIdBodySchema, response: { 200: totpSetupSchema } } },
  async (request, reply) => reply.headers(noStore).send(await resetStaffTotp(deps, requireStaff(request), request.body.id)));

  r.get('/api/console/audit.php', { ...consoleAccess('GET', '/api/console/audit.php', 'audit.view'),
    schema: { querystring: auditQuerySchema, response: { 200: auditResponseSchema } } },
  async (request, reply) => reply.headers(noStore).send(await listAudit(deps, request.query)));
}
