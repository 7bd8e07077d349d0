import { z } from 'zod';
import { GIFTS, MESSAGE_KINDS } from '../rules/chat.js';
import { idField, idParam, memberCardSchema } from './profiles.js';

/** A message photo is addressed by its unguessable upload key, never a sequential id. */
export const messagePhotoKey = z.string({ error: 'photo_missing' }).regex(/^[a-f0-9]{32}$/, { error: 'photo_missing' });

/**
 * POST /api/message.php. `profile` is the other member's profile id: the conversation is found or started.
 * `client_id` (a UUID made by the client) makes a retry or a double click one message and one debit.
 * `acknowledge_fictional` confirms the one-time notice before the first paid message to a fictional profile.
 * Text is kept exactly as typed (the length and emptiness rules run on the server with the site's limit).
 */
export const sendMessageBodySchema = z.object({
  profile: idField,
  kind: z.enum(MESSAGE_KINDS, { error: 'validation' }),
  text: z.string({ error: 'validation' }).max(20_000, { error: 'message_too_long' }).optional(),
  gift: z.enum(GIFTS, { error: 'gift_unknown' }).optional(),
  photo: messagePhotoKey.optional(),
  client_id: z.uuid({ error: 'validation' }),
  acknowledge_fictional: z.boolean({ error: 'validation' }).optional(),
}).strict();
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

export const messagePhotoSchema = z.object({ key: z.string(), thumb_url: z.string(), url: z.string(), width: z.number(), height: z.number() });
export type MessagePhoto = z.infer<typeof messagePhotoSchema>;

/** One message as one member sees it: `from_me` and `read` are from that member's side. */
export const messageSchema = z.object({
  id: z.number(),
  conversation: z.number(),
  kind: z.enum(MESSAGE_KINDS),
  text: z.string().nullable(),
  gift: z.enum(GIFTS).nullable(),
  photo: messagePhotoSchema.nullable(),
  from_me: z.boolean(),
  /** For own messages: the partner has opened the conversation since. */
  read: z.boolean(),
  /** Only on own messages: the id the sending client gave it. */
  client_id: z.string().nullable(),
  sent_at: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const sendMessageResponseSchema = z.object({ message: messageSchema, credits: z.number() });
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

export const chatProfileSchema = memberCardSchema;

export const lastMessageSchema = z.object({
  kind: z.enum(MESSAGE_KINDS),
  preview: z.string(),
  gift: z.enum(GIFTS).nullable(),
  sent_at: z.string(),
  from_me: z.boolean(),
}).nullable();

export const chatEntrySchema = z.object({
  conversation: z.number(),
  profile: chatProfileSchema,
  num_unread_messages: z.number(),
  last_message: lastMessageSchema,
  started_by_me: z.boolean(),
  /** Replies waiting until this member confirms their e-mail address (spec 4). */
  held_messages: z.number(),
  updated_at: z.string(),
});
export type ChatEntry = z.infer<typeof chatEntrySchema>;

export const chatsResponseSchema = z.object({ chats: z.array(chatEntrySchema), total_unread: z.number() });
export type ChatsResponse = z.infer<typeof chatsResponseSchema>;

/** DELETE /api/chat.php: one conversation, or every conversation with a profile. */
export const deleteChatBodySchema = z.union([
  z.object({ conversation: idField }).strict(),
  z.object({ profile: idField }).strict(),
], { error: 'validation' });

/** GET /api/messages.php: by conversation, or by the other member's profile (its conversation may not exist yet). */
export const messagesQuerySchema = z.object({
  conversation: idParam.optional(),
  profile: idParam.optional(),
  before: idParam.optional(),
}).refine((q) => (q.conversation === undefined) !== (q.profile === undefined), { error: 'not_found' });
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const messagesResponseSchema = z.object({
  conversation: z.number().nullable(),
  profile: chatProfileSchema,
  /** Oldest first, newest last. */
  messages: z.array(messageSchema),
  more: z.boolean(),
  /** Replies held back until this member confirms their e-mail address. */
  held_messages: z.number(),
  /** No conversation yet and this member may not start another one (never paid, 2 started). */
  conversation_limit_reached: z.boolean(),
  /** The partner is fictional and this member has not written to them yet: the one-time notice comes first. */
  fictional_notice: z.boolean(),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

export const readBodySchema = z.object({ conversation: idField }).strict();
export const readResponseSchema = z.object({ ok: z.literal(true), total_unread: z.number() });

export const messagePhotoResponseSchema = z.object({ photo: messagePhotoSchema });
export const messagePhotoQuerySchema = z.object({
  key: z.string({ error: 'not_found' }).regex(/^[a-f0-9]{32}$/, { error: 'not_found' }),
  size: z.enum(['thumb', 'full']).default('thumb'),
});

/**
 * Server-to-client events on the realtime socket (/api/realtime). Stored events carry the member's sequence number
 * `seq`: a client that reconnects with `?since=<last seq>` gets every one it missed, in order, once. `typing` is
 * ephemeral (no seq; sent with POST /api/typing.php). `resync` says the gap is too old to replay: reload everything.
 */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), seq: z.number() }),
  z.object({ type: z.literal('resync'), seq: z.number() }),
  z.object({ type: z.literal('message'), seq: z.number(), message: messageSchema, profile: z.number() }),
  z.object({ type: z.literal('message_held'), seq: z.number(), conversation: z.number() }),
  z.object({ type: z.literal('read'), seq: z.number(), conversation: z.number(), up_to: z.number() }),
  z.object({ type: z.literal('conversation_removed'), seq: z.number(), conversation: z.number() }),
  z.object({ type: z.literal('credits'), seq: z.number(), credits: z.number() }),
  /** Something changed that the event does not carry (held replies released): reload the chats. */
  z.object({ type: z.literal('chats_changed'), seq: z.number() }),
  /** Someone liked the member (`match`: the member liked them first, so it is a match: show the overlay). */
  z.object({ type: z.literal('like'), seq: z.number(), profile: z.number(), match: z.boolean() }),
  /** A like to or from the member was taken back or removed: reload the likes. */
  z.object({ type: z.literal('likes_changed'), seq: z.number() }),
  /** Staff banned the member: every tab goes to the ban page (the sessions are already ended). */
  z.object({ type: z.literal('banned'), seq: z.number() }),
  z.object({ type: z.literal('typing'), conversation: z.number() }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type StoredRealtimeEvent = Exclude<RealtimeEvent, { type: 'hello' | 'resync' | 'typing' }>;

/** POST /api/typing.php: the member is typing in a conversation (the partner's sockets show it for a few seconds). */
export const typingBodySchema = z.object({ conversation: idField }).strict();
