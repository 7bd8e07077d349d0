import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signupStepBodySchema, signupStepsResponseSchema } from '@app/shared/contracts/signup-steps';
import type { AppDeps } from '../../kernel/deps.js';
import { perMemberKey, requireAuth } from '../../http/context.js';
import { completeSignupStep } from './complete-signup-step.js';
import { getSignupSteps } from './get-signup-steps.js';

const noStore = { 'cache-control': 'no-store' };

export async function signupRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/signup-steps.php', { schema: { response: { 200: signupStepsResponseSchema } } }, async (request, reply) => {
    reply.headers(noStore);
    return getSignupSteps(deps, { site: request.site, auth: requireAuth(request) });
  });

  // Each answer runs a few queries on the member's rows: a person clicks through five steps, a script would not stop.
  const perMember = app.rateLimit({ max: 60, timeWindow: 60_000, keyGenerator: perMemberKey('signup-steps') });
  r.post('/api/signup-steps.php', {
    schema: { body: signupStepBodySchema, response: { 200: signupStepsResponseSchema } },
    config: { rateLimit: { max: 120, timeWindow: 60_000 } },
    onRequest: perMember,
  }, async (request, reply) => {
    reply.headers(noStore);
    return completeSignupStep(deps, { site: request.site, auth: requireAuth(request) }, request.body);
  });
}
