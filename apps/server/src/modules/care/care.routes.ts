import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acknowledgeWarningBodySchema, noticesResponseSchema } from '@app/shared/contracts/care';
import { okResponseSchema } from '@app/shared/contracts/console/auth';
import type { AppDeps } from '../../kernel/deps.js';
import { requireAuth } from '../../http/context.js';
import { acknowledgeWarning, getNotices } from './notices.js';

export async function careRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const membersOnly = { onRequest: async (request: Parameters<typeof requireAuth>[0]) => { requireAuth(request); } };

  r.get('/api/notices.php', { ...membersOnly, schema: { response: { 200: noticesResponseSchema } } }, async (request, reply) =>
    reply.headers({ 'cache-control': 'no-store' }).send(await getNotices(deps, requireAuth(request))));

  r.post('/api/notices.php', { ...membersOnly, schema: { body: acknowledgeWarningBodySchema, response: { 200: okResponseSchema } } }, async (request, reply) => {
    await acknowledgeWarning(deps, requireAuth(request), request.body.warning);
    return reply.send({ ok: true as const });
  });
}
