import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  canSearchLoggedOut, geocodeQuerySchema, geocodeResponseSchema, idQuerySchema, invisibleBodySchema, memberResponseSchema, okResponseSchema,
  ownProfileResponseSchema, photoReadQuerySchema, photoResponseSchema, photoUpdateBodySchema, profileIdBodySchema, profileUpdateSchema,
  searchQuerySchema, searchResponseSchema,
} from '@app/shared';
import type { AppDeps } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { requireAuth } from '../../http/context.js';
import { uploadedBytes } from '../../http/uploads.js';
import { blockMember, unblockMember } from './block-member.js';
import { geocode } from './geocode.js';
import { getMember } from './get-member.js';
import { getOwnProfile } from './get-own-profile.js';
import { deletePhoto, readPhoto, updatePhoto, uploadPhoto } from './photos.js';
import { presentPhoto } from './present-member.js';
import { searchMembers } from './search-members.js';
import { setInvisible, updateProfile } from './update-profile.js';
import { hasTrafficSource } from '../tracking/visitor-tracking.js';

export async function profileRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Search is the costliest read; a generous limit still stops scraping of the whole population.
  r.get('/api/members.php', { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } }, config: { rateLimit: { max: 120, timeWindow: 60_000 } } }, async (request) => {
    const settings = { logged_out_search: request.site.loggedOutSearch, logged_out_search_trafficsource: request.site.loggedOutSearchTrafficsource };
    // The visitor's source is the first touch the server reads itself (the tracking cookie), as the signup's is.
    if (!request.auth && !canSearchLoggedOut(settings, hasTrafficSource(request))) throw new DomainError('authentication_required');
    return searchMembers(deps, { site: request.site, auth: request.auth }, request.query);
  });

  r.get('/api/member.php', { schema: { querystring: idQuerySchema, response: { 200: memberResponseSchema } } }, async (request) =>
    ({ profile: await getMember(deps, { site: request.site, auth: request.auth }, request.query.id) }));

  // The own profile carries the date of birth and the invisible flag: never kept by any cache.
  r.get('/api/profile.php', { schema: { response: { 200: ownProfileResponseSchema } } }, async (request, reply) => {
    const auth = requireAuth(request);
    reply.header('cache-control', 'no-store');
    return { profile: await getOwnProfile(deps, request.site, auth) };
  });

  r.put('/api/profile.php', { schema: { body: profileUpdateSchema, response: { 200: ownProfileResponseSchema } } }, async (request, reply) => {
    const auth = requireAuth(request);
    await updateProfile(deps, auth, request.body);
    reply.header('cache-control', 'no-store');
    return { profile: await getOwnProfile(deps, request.site, auth) };
  });

  r.put('/api/invisible.php', { schema: { body: invisibleBodySchema, response: { 200: okResponseSchema } } }, async (request) => {
    await setInvisible(deps, requireAuth(request), request.body.invisible);
    return { ok: true as const };
  });

  // Image work is costly: a limit per address.
  r.post('/api/photo.php', { schema: { response: { 201: photoResponseSchema } }, config: { rateLimit: { max: 30, timeWindow: 10 * 60_000 } } }, async (request, reply) => {
    const { photo, isMain } = await uploadPhoto(deps, requireAuth(request), await uploadedBytes(request));
    return reply.status(201).send({ photo: presentPhoto(photo, isMain ? photo.id : null) });
  });

  r.get('/api/photo.php', { schema: { querystring: photoReadQuerySchema } }, async (request, reply) => {
    const body = await readPhoto(deps, { site: request.site, auth: request.auth }, request.query.key, request.query.size);
    // Authorised per request: browsers may keep it briefly, shared caches never.
    return reply.header('content-type', 'image/webp').header('cache-control', 'private, max-age=300').header('x-content-type-options', 'nosniff').send(body);
  });

  r.put('/api/photo.php', { schema: { querystring: idQuerySchema, body: photoUpdateBodySchema, response: { 200: okResponseSchema } } }, async (request) => {
    await updatePhoto(deps, requireAuth(request), request.query.id, request.body);
    return { ok: true as const };
  });

  r.delete('/api/photo.php', { schema: { querystring: idQuerySchema, response: { 200: okResponseSchema } } }, async (request) => {
    await deletePhoto(deps, requireAuth(request), request.query.id);
    return { ok: true as const };
  });

  r.post('/api/block.php', { schema: { body: profileIdBodySchema, response: { 200: okResponseSchema } } }, async (request) => {
    await blockMember(deps, requireAuth(request), request.body.profile_id);
    return { ok: true as const };
  });

  r.delete('/api/block.php', { schema: { body: profileIdBodySchema, response: { 200: okResponseSchema } } }, async (request) => {
    await unblockMember(deps, requireAuth(request), request.body.profile_id);
    return { ok: true as const };
  });

  // Coordinates in, a city out: limited so it cannot be used as a free geocoding service.
  r.get('/api/geocode.php', { schema: { querystring: geocodeQuerySchema, response: { 200: geocodeResponseSchema } }, config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (request) =>
    geocode(request.site, request.query));
}
