import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponseSchema } from '@app/shared/contracts/console/auth';
import {
  caseAssignBodySchema, caseDecideBodySchema, caseListQuerySchema, caseListResponseSchema, caseQuerySchema, caseReplyBodySchema,
  caseResponseSchema, consolePhotoFileQuerySchema, fictionalCreateBodySchema, fictionalListQuerySchema, fictionalListResponseSchema,
  fictionalPhotoBodySchema, fictionalProfileResponseSchema, fictionalQuerySchema, fictionalRegionsQuerySchema, fictionalRegionsResponseSchema, fictionalUpdateBodySchema, photoDecisionBodySchema,
  photoQueueQuerySchema, photoQueueResponseSchema, photoRejectBodySchema,
} from '@app/shared/contracts/console/moderation';
import type { AppDeps } from '../../../kernel/deps.js';
import { uploadedBytes } from '../../../http/uploads.js';
import { consoleAccess, requireStaff } from '../console-http.js';
import { approvePhoto, rejectPhoto } from './decide-photo.js';
import { createFictional, updateFictional } from './edit-fictional.js';
import { deleteFictionalPhoto, makeFictionalPhotoMain, uploadFictionalPhoto } from './fictional-photos.js';
import { loadFictional, presentFictional } from './fictional-profiles.js';
import { getCase } from './get-case.js';
import { assignCase, decideCase, replyToCase } from './handle-case.js';
import { listCases } from './list-cases.js';
import { listFictional } from './list-fictional.js';
import { listPendingPhotos } from './list-pending-photos.js';
import { readConsolePhoto } from './photo-files.js';
import { siteRegions } from './site-regions.js';

const ok = { ok: true as const };

/** The console's moderation: the photo queue, reports and complaints, fictional profiles. */
export async function moderationConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // ---- photos (photos.moderate)
  r.get('/api/console/photos.php', { ...consoleAccess('GET', '/api/console/photos.php', 'photos.moderate'),
    schema: { querystring: photoQueueQuerySchema, response: { 200: photoQueueResponseSchema } } },
  async (request, reply) => reply.header('cache-control', 'no-store').send(await listPendingPhotos(deps, requireStaff(request), request.query)));

  // Any photo of the staff member's sites (also fictional profiles' and members' photos on other console pages).
  r.get('/api/console/photos/file.php', { ...consoleAccess('GET', '/api/console/photos/file.php', 'signed_in'),
    schema: { querystring: consolePhotoFileQuerySchema } },
  async (request, reply) => {
    const body = await readConsolePhoto(deps, requireStaff(request), request.query.key, request.query.size);
    return reply.header('content-type', 'image/webp').header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(body);
  });

  r.post('/api/console/photos/approve.php', { ...consoleAccess('POST', '/api/console/photos/approve.php', 'photos.moderate'),
    schema: { body: photoDecisionBodySchema, response: { 200: okResponseSchema } } },
  async (request, reply) => { await approvePhoto(deps, requireStaff(request), request.body); return reply.send(ok); });

  r.post('/api/console/photos/reject.php', { ...consoleAccess('POST', '/api/console/photos/reject.php', 'photos.moderate'),
    schema: { body: photoRejectBodySchema, response: { 200: okResponseSchema } } },
  async (request, reply) => { await rejectPhoto(deps, requireStaff(request), request.body); return reply.send(ok); });

  // ---- cases (cases.handle)
  r.get('/api/console/cases.php', { ...consoleAccess('GET', '/api/console/cases.php', 'cases.handle'),
    schema: { querystring: caseListQuerySchema, response: { 200: caseListResponseSchema } } },
  async (request, reply) => reply.header('cache-control', 'no-store').send(await listCases(deps, requireStaff(request), request.query)));

  r.get('/api/console/cases/case.php', { ...consoleAccess('GET', '/api/console/cases/case.php', 'cases.handle'),
    schema: { querystring: caseQuerySchema, response: { 200: caseResponseSchema } } },
  async (request, reply) => reply.header('cache-control', 'no-store')
    .send({ case: await getCase(deps, requireStaff(request), request.query.kind, request.query.id) }));

  r.post('/api/console/cases/assign.php', { ...consoleAccess('POST', '/api/console/cases/assign.php', 'cases.handle'),
    schema: { body: caseAssignBodySchema, response: { 200: okResponseSchema } } },
  async (request, reply) => { await assignCase(deps, requireStaff(request), request.body); return reply.send(ok); });

  r.post('/api/console/cases/reply.php', { ...consoleAccess('POST', '/api/console/cases/reply.php', 'cases.handle'),
    schema: { body: caseReplyBodySchema, response: { 200: okResponseSchema } } },
  async (request, reply) => { await replyToCase(deps, requireStaff(request), request.body); return reply.send(ok); });

  r.post('/api/console/cases/decide.php', { ...consoleAccess('POST', '/api/console/cases/decide.php', 'cases.handle'),
    schema: { body: caseDecideBodySchema, response: { 200: okResponseSchema } } },
  async (request, reply) => { await decideCase(deps, requireStaff(request), request.body); return reply.send(ok); });

  // ---- fictional profiles (fictional.manage)
  r.get('/api/console/fictional.php', { ...consoleAccess('GET', '/api/console/fictional.php', 'fictional.manage'),
    schema: { querystring: fictionalListQuerySchema, response: { 200: fictionalListResponseSchema } } },
  async (request, reply) => reply.header('cache-control', 'no-store').send(await listFictional(deps, requireStaff(request), request.query)));

  r.get('/api/console/fictional/profile.php', { ...consoleAccess('GET', '/api/console/fictional/profile.php', 'fictional.manage'),
    schema: { querystring: fictionalQuerySchema, response: { 200: fictionalProfileResponseSchema } } },
  async (request, reply) => {
    const fictional = await loadFictional(deps.db, requireStaff(request), request.query.id);
    return reply.header('cache-control', 'no-store').send({ profile: await presentFictional(deps.db, fictional.profile.id, deps.clock.now()) });
  });

  r.get('/api/console/fictional/regions.php', { ...consoleAccess('GET', '/api/console/fictional/regions.php', 'fictional.manage'),
    schema: { querystring: fictionalRegionsQuerySchema, response: { 200: fictionalRegionsResponseSchema } } },
  async (request) => siteRegions(deps, requireStaff(request), request.query.site));

  r.post('/api/console/fictional/create.php', { ...consoleAccess('POST', '/api/console/fictional/create.php', 'fictional.manage'),
    schema: { body: fictionalCreateBodySchema, response: { 201: fictionalProfileResponseSchema } } },
  async (request, reply) => reply.status(201).send({ profile: await createFictional(deps, requireStaff(request), request.body) }));

  r.put('/api/console/fictional/profile.php', { ...consoleAccess('PUT', '/api/console/fictional/profile.php', 'fictional.manage'),
    schema: { body: fictionalUpdateBodySchema, response: { 200: fictionalProfileResponseSchema } } },
  async (request, reply) => reply.send({ profile: await updateFictional(deps, requireStaff(request), request.body) }));

  // Image work is costly: limited per address, as members' uploads are.
  r.post('/api/console/fictional/photo.php', { ...consoleAccess('POST', '/api/console/fictional/photo.php', 'fictional.manage'),
    schema: { querystring: fictionalQuerySchema, response: { 201: fictionalProfileResponseSchema } }, config: { rateLimit: { max: 60, timeWindow: 10 * 60_000 } } },
  async (request, reply) => reply.status(201)
    .send({ profile: await uploadFictionalPhoto(deps, requireStaff(request), request.query.id, await uploadedBytes(request)) }));

  r.delete('/api/console/fictional/photo.php', { ...consoleAccess('DELETE', '/api/console/fictional/photo.php', 'fictional.manage'),
    schema: { body: fictionalPhotoBodySchema, response: { 200: fictionalProfileResponseSchema } } },
  async (request, reply) => reply.send({ profile: await deleteFictionalPhoto(deps, requireStaff(request), request.body) }));

  r.post('/api/console/fictional/photo-main.php', { ...consoleAccess('POST', '/api/console/fictional/photo-main.php', 'fictional.manage'),
    schema: { body: fictionalPhotoBodySchema, response: { 200: fictionalProfileResponseSchema } } },
  async (request, reply) => reply.send({ profile: await makeFictionalPhotoMain(deps, requireStaff(request), request.body) }));
}
