import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponseSchema } from '@app/shared/contracts/console/auth';
import {
  creditCorrectionBodySchema, creditCorrectionResponseSchema, memberActionBodySchema, memberDetailSchema, memberQuerySchema,
  memberSearchQuerySchema, memberSearchResponseSchema, openConversationBodySchema, openConversationResponseSchema, refundBodySchema,
  refundResponseSchema, resendActivationBodySchema,
} from '@app/shared/contracts/console/members';
import type { AppDeps } from '../../../kernel/deps.js';
import { consoleAccess, requireStaff } from '../console-http.js';
import { banMember, unbanMember } from './ban-member.js';
import { correctCredits } from './correct-credits.js';
import { findMembers } from './find-members.js';
import { setVulnerable } from './flag-member.js';
import { getMember } from './get-member.js';
import { endSessionsFor, resendActivationFor } from './member-care.js';
import { openConversation } from './open-conversation.js';
import { refundPayment } from './refund-payment.js';
import { warnMember } from './warn-member.js';

const ok = { ok: true as const };
const noStore = { 'cache-control': 'no-store' };

/** Member care in the console: find, look, warn, ban, flag, correct credits, refund. */
export async function membersConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/console/members.php', { ...consoleAccess('GET', '/api/console/members.php', 'members.view'),
    schema: { querystring: memberSearchQuerySchema, response: { 200: memberSearchResponseSchema } } },
  async (request, reply) => reply.headers(noStore).send(await findMembers(deps, requireStaff(request), request.query)));

  r.get('/api/console/members/member.php', { ...consoleAccess('GET', '/api/console/members/member.php', 'members.view'),
    schema: { querystring: memberQuerySchema, response: { 200: memberDetailSchema } } },
  async (request, reply) => reply.headers(noStore).send(await getMember(deps, requireStaff(request), request.query.id)));

  r.post('/api/console/members/conversation.php', { ...consoleAccess('POST', '/api/console/members/conversation.php', 'members.open_conversation'),
    schema: { body: openConversationBodySchema, response: { 200: openConversationResponseSchema } } },
  async (request, reply) => reply.headers(noStore).send(await openConversation(deps, requireStaff(request), request.body)));

  r.post('/api/console/members/warn.php', { ...consoleAccess('POST', '/api/console/members/warn.php', 'members.warn'),
    schema: { body: memberActionBodySchema, response: { 200: okResponseSchema } } },
  async (request, reply) => { await warnMember(deps, requireStaff(request), request.body); return reply.send(ok); });

  r.post('/api/console/members/ban.php', { ...consoleAccess('POST', '/api/console/members/ban.php', 'members.ban'),
    schema: { body: memberActionBodySchema, response: { 200: okResponseSchema } } },
  async (request, reply) => { await banMember(deps, requireStaff(request), request.body); return reply.send(ok); });

  r.post('/api/console/members/unban.php', { ...consoleAccess('POST', '/api/console/members/unban.php', 'members.ban'),
    schema: { body: memberActionBodySchema, response: { 200: okResponseSchema } } },
  async (request, reply) => { await unbanMember(deps, requireStaff(request), request.body); return reply.send(ok); });

  r.post('/api/console/members/flag.php', { ...consoleAccess('POST', '/api/console/members/flag.php', 'members.flag_vulnerable'),
    schema: { body: memberActionBodySchema, response: { 200: okResponseSchema } } },
  async (request, reply) => { await setVulnerable(deps, requireStaff(request), request.body, true); return reply.send(ok); });

  r.post('/api/console/members/unflag.php', { ...consoleAccess('POST', '/api/console/members/unflag.php', 'members.flag_vulnerable'),
    schema: { body: memberActionBodySchema, response: { 200: okResponseSchema } } },
  async (request, reply) => { await setVulnerable(deps, requireStaff(request), request.body, false); return reply.send(ok); });

  r.post('/api/console/members/credits.php', { ...consoleAccess('POST', '/api/console/members/credits.php', 'members.care'),
    schema: { body: creditCorrectionBodySchema, response: { 200: creditCorrectionResponseSchema } } },
  async (request, reply) => reply.send({ ok: true as const, ...(await correctCredits(deps, requireStaff(request), request.body)) }));

  // A refund reaches the provider: a few per minute is plenty for a person, and caps a runaway script.
  r.post('/api/console/members/refund.php', { ...consoleAccess('POST', '/api/console/members/refund.php', 'payments.refund'),
    schema: { body: refundBodySchema, response: { 200: refundResponseSchema } }, config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
  async (request, reply) => {
    const payment = await refundPayment(deps, requireStaff(request), request.body);
    return reply.send({ ok: true as const, reversal: payment.reversal, credits_reclaimed: payment.creditsReclaimed });
  });

  r.post('/api/console/members/resend-activation.php', { ...consoleAccess('POST', '/api/console/members/resend-activation.php', 'members.care'),
    schema: { body: resendActivationBodySchema, response: { 200: okResponseSchema } } },
  async (request, reply) => { await resendActivationFor(deps, requireStaff(request), request.body); return reply.send(ok); });

  r.post('/api/console/members/end-sessions.php', { ...consoleAccess('POST', '/api/console/members/end-sessions.php', 'members.care'),
    schema: { body: memberActionBodySchema, response: { 200: okResponseSchema } } },
  async (request, reply) => { await endSessionsFor(deps, requireStaff(request), request.body); return reply.send(ok); });
}
