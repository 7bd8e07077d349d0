import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageHiddenBodySchema, pageHiddenQuerySchema } from '@app/shared/contracts/tracking';
import type { AppDeps } from '../../kernel/deps.js';
import { recordPageHidden } from './record-page-hidden.js';
import { trafficSourceOf } from './visitor-tracking.js';

export async function trackingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // A beacon each time a tab is hidden: generous for one person, a wall for a script filling the log from one address.
  r.post('/api/page-hidden.php', {
    schema: { querystring: pageHiddenQuerySchema, body: pageHiddenBodySchema },
    config: { rateLimit: { max: 120, timeWindow: 60_000 } },
  }, async (request, reply) => {
    const { lb, path, ms } = request.query;
    if (lb === '1' && path !== undefined && ms !== undefined) {
      await recordPageHidden(deps, { siteId: request.site.id, userId: request.auth?.user.id ?? null, source: trafficSourceOf(request), path, msSinceLoad: ms });
    }
    return reply.status(204).send();
  });
}
