import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { likeBodySchema, likeResponseSchema, likesQuerySchema, likesResponseSchema } from '@app/shared';
import type { AppDeps } from '../../kernel/deps.js';
import { requireAuth } from '../../http/context.js';
import { likeProfile, unlikeProfile } from './like-profile.js';
import { listLikes } from './list-likes.js';

const noStore = { 'cache-control': 'no-store' };

export async function likesRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/likes.php', { schema: { querystring: likesQuerySchema, response: { 200: likesResponseSchema } } }, async (request, reply) => {
    reply.headers(noStore);
    return listLikes(deps, { site: request.site, auth: requireAuth(request) }, request.query);
  });

  // Liking is cheap but guessable by id: limited per address like the other member actions.
  const limit = { rateLimit: { max: 120, timeWindow: 60_000 } };
  r.post('/api/like.php', { schema: { body: likeBodySchema, response: { 200: likeResponseSchema } }, config: limit }, async (request, reply) => {
    reply.headers(noStore);
    return likeProfile(deps, { site: request.site, auth: request.auth }, request.body.profile);
  });

  r.delete('/api/like.php', { schema: { body: likeBodySchema, response: { 200: likeResponseSchema } }, config: limit }, async (request, reply) => {
    reply.headers(noStore);
    return unlikeProfile(deps, { site: request.site, auth: request.auth }, request.body.profile);
  });
}
