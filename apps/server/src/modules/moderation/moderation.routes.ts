import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportBodySchema, reportResponseSchema } from '@app/shared';
import type { AppDeps } from '../../kernel/deps.js';
import { requireAuth } from '../../http/context.js';
import { reportProfile } from './report-profile.js';

export async function moderationRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Every report lands in a person's queue: plenty for a member meeting several bad profiles, too few to flood it.
  r.post('/api/report.php', {
    schema: { body: reportBodySchema, response: { 200: reportResponseSchema } },
    config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
    // Members only, decided before the body is read: a visitor is told to log in, not how to fill in the form.
    onRequest: async (request) => { requireAuth(request); },
  }, async (request, reply) => {
    await reportProfile(deps, { site: request.site, auth: requireAuth(request), body: request.body });
    return reply.headers({ 'cache-control': 'no-store' }).send({ ok: true as const });
  });
}
