import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  autoLikeResponseSchema, matchFinderAnswersSchema, matchFinderResponseSchema, swipeBodySchema, swipeResponseSchema, swipeStateSchema,
} from '@app/shared';
import type { AppDeps } from '../../kernel/deps.js';
import { requireAuth } from '../../http/context.js';
import { autoLikeSuggestion, getMatchFinder, saveMatchFinder } from './match-finder.js';
import { getSwipeState, swipeProfile } from './swipe.js';

const noStore = { 'cache-control': 'no-store' };
// Ranking reads a few hundred profiles: limited per address so nobody can use it to walk the member base.
const listLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };

export async function discoveryRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/swipe.php', { schema: { response: { 200: swipeStateSchema } }, config: listLimit }, async (request, reply) => {
    reply.headers(noStore);
    return getSwipeState(deps, { site: request.site, auth: requireAuth(request) });
  });

  // Swiping is quick by nature (passes are free): a generous limit that still stops a script.
  r.post('/api/swipe.php', { schema: { body: swipeBodySchema, response: { 200: swipeResponseSchema } }, config: { rateLimit: { max: 120, timeWindow: 60_000 } } }, async (request, reply) => {
    reply.headers(noStore);
    return swipeProfile(deps, { site: request.site, auth: requireAuth(request) }, request.body);
  });

  r.get('/api/match-finder.php', { schema: { response: { 200: matchFinderResponseSchema } }, config: listLimit }, async (request, reply) => {
    reply.headers(noStore);
    return getMatchFinder(deps, { site: request.site, auth: requireAuth(request) });
  });

  r.put('/api/match-finder.php', { schema: { body: matchFinderAnswersSchema, response: { 200: matchFinderResponseSchema } }, config: listLimit }, async (request, reply) => {
    reply.headers(noStore);
    return saveMatchFinder(deps, { site: request.site, auth: requireAuth(request) }, request.body);
  });

  r.get('/api/auto-like.php', { schema: { response: { 200: autoLikeResponseSchema } }, config: listLimit }, async (request, reply) => {
    reply.headers(noStore);
    return autoLikeSuggestion(deps, { site: request.site, auth: requireAuth(request) });
  });
}
