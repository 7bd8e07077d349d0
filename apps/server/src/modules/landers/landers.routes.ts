import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { landerDataSchema, landerQuerySchema } from '@app/shared/contracts/landers';
import type { AppDeps } from '../../kernel/deps.js';
import { getLanderData } from './get-lander-data.js';

export async function landerRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Anyone may ask, and each answer reads profiles: a limit per address stops walking the population through it.
  r.get('/api/lander.php', {
    schema: { querystring: landerQuerySchema, response: { 200: landerDataSchema } },
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
  }, async (request) => getLanderData(deps, {
    site: request.site, auth: request.auth, country: request.geoCountry ?? request.site.countries[0] ?? null, query: request.query,
  }));
}
