import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { complaintBodySchema, complaintResponseSchema } from '@app/shared';
import type { AppDeps } from '../../kernel/deps.js';
import { submitComplaint } from './submit-complaint.js';

export async function complaintRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Anyone may complain, so the form could be used to mail strangers: few per address per hour.
  r.post('/api/complaint.php', {
    schema: { body: complaintBodySchema, response: { 201: complaintResponseSchema } },
    config: { rateLimit: { max: 5, timeWindow: 60 * 60_000 } },
  }, async (request, reply) => {
    const result = await submitComplaint(deps, { site: request.site, auth: request.auth, body: request.body, locale: request.locale });
    return reply.status(201).send(result);
  });
}
