import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chatsResponseSchema, deleteChatBodySchema, messagePhotoQuerySchema, messagePhotoResponseSchema, messagesQuerySchema,
  messagesResponseSchema, okResponseSchema, readBodySchema, readResponseSchema, sendMessageBodySchema, sendMessageResponseSchema,
  typingBodySchema,
} from '@app/shared';
import type { AppDeps } from '../../kernel/deps.js';
import { perMemberKey, requireAuth } from '../../http/context.js';
import { uploadedBytes } from '../../http/uploads.js';
import { listChats } from './list-chats.js';
import { listMessages } from './list-messages.js';
import { markRead } from './mark-read.js';
import { presentMessagePhoto } from './present-message.js';
import { readMessagePhoto, uploadMessagePhoto } from './message-photos.js';
import { removeConversation } from './remove-conversation.js';
import { sendMessage } from './send-message.js';
import { createTypingRelay } from './send-typing.js';

const noStore = { 'cache-control': 'no-store' };

export async function chatRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sendTyping = createTypingRelay(deps);

  r.get('/api/chats.php', { schema: { response: { 200: chatsResponseSchema } } }, async (request, reply) => {
    reply.headers(noStore);
    return listChats(deps, request.site, requireAuth(request));
  });

  r.delete('/api/chat.php', { schema: { body: deleteChatBodySchema, response: { 200: okResponseSchema } } }, async (request) => {
    await removeConversation(deps, requireAuth(request), request.body);
    return { ok: true as const };
  });

  // Two limits: per address (config.rateLimit) and per member (the hook), so neither many accounts on one address
  // nor one account on many addresses can flood a profile.
  const perMember = app.rateLimit({
    max: deps.config.messageRate.perMemberPerMinute, timeWindow: 60_000,
    keyGenerator: perMemberKey('message'),
  });
  r.post('/api/message.php', {
    schema: { body: sendMessageBodySchema, response: { 201: sendMessageResponseSchema } },
    config: { rateLimit: { max: deps.config.messageRate.perIpPerMinute, timeWindow: 60_000 } },
    onRequest: perMember,
  }, async (request, reply) => {
    const sent = await sendMessage(deps, { site: request.site, auth: requireAuth(request) }, request.body);
    return reply.status(201).headers(noStore).send({ message: sent.message, credits: sent.credits });
  });

  r.get('/api/messages.php', { schema: { querystring: messagesQuerySchema, response: { 200: messagesResponseSchema } } }, async (request, reply) => {
    reply.headers(noStore);
    return listMessages(deps, { site: request.site, auth: requireAuth(request) }, request.query);
  });

  r.post('/api/read.php', { schema: { body: readBodySchema, response: { 200: readResponseSchema } } }, async (request) => {
    const { totalUnread } = await markRead(deps, requireAuth(request), request.body.conversation);
    return { ok: true as const, total_unread: totalUnread };
  });

  r.post('/api/typing.php', { schema: { body: typingBodySchema, response: { 200: okResponseSchema } }, config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async (request) => {
    await sendTyping(requireAuth(request), request.body.conversation);
    return { ok: true as const };
  });

  // Image work is costly: the same limit as profile photos.
  r.post('/api/message-photo.php', { schema: { response: { 201: messagePhotoResponseSchema } }, config: { rateLimit: { max: 30, timeWindow: 10 * 60_000 } } }, async (request, reply) => {
    const photo = await uploadMessagePhoto(deps, requireAuth(request), await uploadedBytes(request));
    return reply.status(201).send({ photo: presentMessagePhoto(photo) });
  });

  r.get('/api/message-photo.php', { schema: { querystring: messagePhotoQuerySchema } }, async (request, reply) => {
    const body = await readMessagePhoto(deps, requireAuth(request), request.query.key, request.query.size);
    return reply.header('content-type', 'image/webp').header('cache-control', 'private, max-age=300').header('x-content-type-options', 'nosniff').send(body);
  });
}
