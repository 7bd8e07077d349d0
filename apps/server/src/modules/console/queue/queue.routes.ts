import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponseSchema } from '@app/shared/contracts/console/auth';
import {
  answerBodySchema, answerResponseSchema, answeringViewSchema, consoleMessagePhotoQuerySchema, conversationBodySchema,
  conversationQuerySchema, heartbeatResponseSchema, noteBodySchema, noteResponseSchema, notesQuerySchema, notesResponseSchema,
  queueQuerySchema, queueResponseSchema, takeBodySchema, takeResponseSchema,
} from '@app/shared/contracts/console/queue';
import type { AppDeps } from '../../../kernel/deps.js';
import { consoleAccess, requireStaff } from '../console-http.js';
import { addNote } from './add-note.js';
import { answerConversation } from './answer-conversation.js';
import { extendLock } from './extend-lock.js';
import { listNotes } from './list-notes.js';
import { listQueue } from './list-queue.js';
import { openConversation } from './open-conversation.js';
import { readConversationPhoto } from './read-message-photo.js';
import { releaseLock } from './release-lock.js';
import { takeConversation } from './take-conversation.js';

const noStore = { 'cache-control': 'no-store' };

/** The answering queue (fictional profiles) and staff notes on profiles. */
export async function queueConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/console/queue.php', { ...consoleAccess('GET', '/api/console/queue.php', 'queue.answer'),
    schema: { querystring: queueQuerySchema, response: { 200: queueResponseSchema } } },
  async (request, reply) => reply.headers(noStore).send(await listQueue(deps, requireStaff(request), request.query)));

  r.post('/api/console/queue/take.php', { ...consoleAccess('POST', '/api/console/queue/take.php', 'queue.answer'),
    schema: { body: takeBodySchema, response: { 200: takeResponseSchema } } },
  async (request, reply) => {
    const taken = await takeConversation(deps, requireStaff(request), request.body);
    return reply.send({ taken: taken ? { conversation: taken.conversation, until: taken.until.toISOString() } : null });
  });

  r.post('/api/console/queue/heartbeat.php', { ...consoleAccess('POST', '/api/console/queue/heartbeat.php', 'queue.answer'),
    schema: { body: conversationBodySchema, response: { 200: heartbeatResponseSchema } } },
  async (request, reply) => reply.send({ until: (await extendLock(deps, requireStaff(request), request.body.conversation)).toISOString() }));

  r.post('/api/console/queue/release.php', { ...consoleAccess('POST', '/api/console/queue/release.php', 'queue.answer'),
    schema: { body: conversationBodySchema, response: { 200: okResponseSchema } } },
  async (request, reply) => {
    await releaseLock(deps, requireStaff(request), request.body.conversation);
    return reply.send({ ok: true as const });
  });

  r.get('/api/console/queue/conversation.php', { ...consoleAccess('GET', '/api/console/queue/conversation.php', 'queue.answer'),
    schema: { querystring: conversationQuerySchema, response: { 200: answeringViewSchema } } },
  async (request, reply) => reply.headers(noStore).send(await openConversation(deps, requireStaff(request), request.query.id)));

  r.post('/api/console/queue/answer.php', { ...consoleAccess('POST', '/api/console/queue/answer.php', 'queue.answer'),
    schema: { body: answerBodySchema, response: { 200: answerResponseSchema } },
    config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
  async (request, reply) => {
    const sent = await answerConversation(deps, requireStaff(request), request.body, request.locale);
    return reply.send({ message: { id: sent.id, sent_at: sent.sentAt } });
  });

  r.get('/api/console/queue/message-photo.php', { ...consoleAccess('GET', '/api/console/queue/message-photo.php', 'queue.answer'),
    schema: { querystring: consoleMessagePhotoQuerySchema } },
  async (request, reply) => {
    const body = await readConversationPhoto(deps, requireStaff(request), request.query);
    return reply.header('content-type', 'image/webp').header('cache-control', 'private, max-age=300').header('x-content-type-options', 'nosniff').send(body);
  });

  r.get('/api/console/notes.php', { ...consoleAccess('GET', '/api/console/notes.php', 'notes.write'),
    schema: { querystring: notesQuerySchema, response: { 200: notesResponseSchema } } },
  async (request, reply) => reply.headers(noStore).send({ notes: await listNotes(deps, requireStaff(request), request.query.profile) }));

  r.post('/api/console/notes.php', { ...consoleAccess('POST', '/api/console/notes.php', 'notes.write'),
    schema: { body: noteBodySchema, response: { 200: noteResponseSchema } } },
  async (request, reply) => reply.send({ note: await addNote(deps, requireStaff(request), request.body) }));
}
