import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canSearchLoggedOut, geocodeQuerySchema, geocodeResponseSchema, memberProfileSchema, okResponseSchema, ownProfileSchema,
  photoSchema, profileUpdateSchema, searchQuerySchema, searchResponseSchema, type OwnProfile,
} from '@app/shared';
import type { AppDeps } from '../../app.js';
import { AppError } from '../../http/errors.js';
import { requireAuth } from '../../http/context.js';
import type { AuthenticatedSession } from '../accounts/sessions.js';
import { blockMember, unblockMember } from './block-member.js';
import { geocode } from './geocode.js';
import { getMember } from './get-member.js';
import { deletePhoto, ownPhotos, readPhoto, setMainPhoto, setPhotoPrivate, uploadPhoto } from './photos.js';
import { presentPhoto, presentProfile } from './present-member.js';
import { searchMembers } from './search-members.js';
import { setInvisible, updateProfile } from './update-profile.js';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/index.js';

const idQuery = z.object({ id: z.coerce.number().int().positive({ error: 'not_found' }) });
const profileIdBody = z.object({ profile_id: z.number().int().positive() });

async function ownProfile(deps: AppDeps, auth: AuthenticatedSession): Promise<OwnProfile> {
  const [profile] = await deps.db.select().from(profiles).where(eq(profiles.id, auth.profile.id));
  const all = await ownPhotos(deps, profile!.id);
  const main = all.find((p) => p.id === profile!.mainPhotoId) ?? null;
  const everyField = ['sexuality', 'hair_color', 'eye_color', 'body_type', 'relationship_status', 'tattoos', 'reason', 'about', 'interests'];
  return {
    ...presentProfile(profile!, all.map((p) => presentPhoto(p, profile!.mainPhotoId)), main, deps.clock.now(), {
      visibleFields: everyField, photoCount: all.length, blockedByMe: false, blockedMe: false,
    }),
    invisible: profile!.invisible,
    date_of_birth: profile!.dateOfBirth,
  };
}

export async function profileRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/members.php', { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } }, config: { rateLimit: { max: 120, timeWindow: 60_000 } } }, async (request) => {
    const settings = { logged_out_search: request.site.loggedOutSearch, logged_out_search_trafficsource: request.site.loggedOutSearchTrafficsource };
    if (!request.auth && !canSearchLoggedOut(settings, request.query.source === '1')) throw new AppError(403, 'authentication_required');
    return searchMembers(deps, { site: request.site, auth: request.auth }, request.query);
  });

  r.get('/api/member.php', { schema: { querystring: idQuery, response: { 200: z.object({ profile: memberProfileSchema }) } } }, async (request) =>
    ({ profile: await getMember(deps, { site: request.site, auth: request.auth }, request.query.id) }));

  r.get('/api/profile.php', { schema: { response: { 200: z.object({ profile: ownProfileSchema }) } } }, async (request) =>
    ({ profile: await ownProfile(deps, requireAuth(request)) }));

  r.put('/api/profile.php', { schema: { body: profileUpdateSchema, response: { 200: z.object({ profile: ownProfileSchema }) } } }, async (request) => {
    const auth = requireAuth(request);
    await updateProfile(deps, auth, request.body);
    return { profile: await ownProfile(deps, auth) };
  });

  r.put('/api/invisible.php', { schema: { body: z.object({ invisible: z.boolean() }), response: { 200: okResponseSchema } } }, async (request) => {
    await setInvisible(deps, requireAuth(request), request.body.invisible);
    return { ok: true as const };
  });

  r.post('/api/photo.php', { schema: { response: { 201: z.object({ photo: photoSchema }) } }, config: { rateLimit: { max: 30, timeWindow: 10 * 60_000 } } }, async (request, reply) => {
    const auth = requireAuth(request);
    const file = await request.file().catch(() => undefined);
    if (!file) throw new AppError(400, 'photo_type');
    const bytes = await file.toBuffer().catch(() => { throw new AppError(413, 'photo_too_large'); });
    const { photo, isMain } = await uploadPhoto(deps, auth, bytes);
    return reply.status(201).send({ photo: presentPhoto(photo, isMain ? photo.id : null) });
  });

  r.get('/api/photo.php', { schema: { querystring: idQuery.extend({ size: z.enum(['thumb', 'full']).default('thumb') }) } }, async (request, reply) => {
    const body = await readPhoto(deps, { site: request.site, auth: request.auth }, request.query.id, request.query.size);
    // Authorised per request: browsers may keep it briefly, shared caches never.
    return reply.header('content-type', 'image/webp').header('cache-control', 'private, max-age=300').header('x-content-type-options', 'nosniff').send(body);
  });

  r.put('/api/photo.php', { schema: { querystring: idQuery, body: z.object({ main: z.literal(true).optional(), private: z.boolean().optional() }).strict(), response: { 200: okResponseSchema } } }, async (request) => {
    const auth = requireAuth(request);
    if (request.body.private !== undefined) await setPhotoPrivate(deps, auth, request.query.id, request.body.private);
    if (request.body.main) await setMainPhoto(deps, auth, request.query.id);
    return { ok: true as const };
  });

  r.delete('/api/photo.php', { schema: { querystring: idQuery, response: { 200: okResponseSchema } } }, async (request) => {
    await deletePhoto(deps, requireAuth(request), request.query.id);
    return { ok: true as const };
  });

  r.post('/api/block.php', { schema: { body: profileIdBody, response: { 200: okResponseSchema } } }, async (request) => {
    await blockMember(deps, requireAuth(request), request.body.profile_id);
    return { ok: true as const };
  });

  r.delete('/api/block.php', { schema: { body: profileIdBody, response: { 200: okResponseSchema } } }, async (request) => {
    await unblockMember(deps, requireAuth(request), request.body.profile_id);
    return { ok: true as const };
  });

  r.get('/api/geocode.php', { schema: { querystring: geocodeQuerySchema, response: { 200: geocodeResponseSchema } }, config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (request) =>
    geocode(request.site, request.query));
}
