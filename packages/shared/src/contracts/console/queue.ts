import { z } from 'zod';
import { consoleProfileFields } from './profile-fields.js';
import { LOCALES } from '../../constants.js';
import { GIFTS, MESSAGE_KINDS } from '../../rules/chat.js';
import { idField, idParam, memberProfileSchema, photoSchema } from '../profiles.js';

/**
 * The answering queue (issue 13): conversations in which a member wrote to a fictional profile and waits for its
 * answer, the operator's lock on one, the answering screen, the answer, and staff notes on profiles.
 */

const siteParam = idParam.optional();
const languageParam = z.enum(LOCALES, { error: 'validation' }).optional();

/** GET /api/console/queue.php?site=&language= */
export const queueQuerySchema = z.object({ site: siteParam, language: languageParam });
export type QueueQuery = z.infer<typeof queueQuerySchema>;

/** Who holds a conversation and until when; `mine`: the asking staff member. */
export const answerLockSchema = z.object({ staff_name: z.string(), until: z.string(), mine: z.boolean() });
export type AnswerLock = z.infer<typeof answerLockSchema>;

export const queueEntrySchema = z.object({
  conversation: z.number(),
  site: z.object({ id: z.number(), name: z.string() }),
  /** The member's language: the answer is written in it. */
  language: z.string(),
  member: z.object({ profile_id: z.number(), name: z.string() }),
  fictional: z.object({ profile_id: z.number(), name: z.string() }),
  /** The first of the member's messages not answered yet. */
  waiting_since: z.string(),
  unanswered: z.number(),
  /** A live lock (an expired one is free to take and not shown). */
  lock: answerLockSchema.nullable(),
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;

export const queueResponseSchema = z.object({
  conversations: z.array(queueEntrySchema),
  /** All waiting conversations matching the filters (the list shows the oldest QUEUE_LIST_MAX). */
  total: z.number(),
});
export type QueueResponse = z.infer<typeof queueResponseSchema>;
export const QUEUE_LIST_MAX = 200;

/** POST /api/console/queue/take.php: this conversation, or the next waiting one (of a site and language). */
export const takeBodySchema = z.object({
  conversation: idField.optional(),
  site: idField.optional(),
  language: z.enum(LOCALES, { error: 'validation' }).optional(),
}).strict();
export type TakeBody = z.infer<typeof takeBodySchema>;
/** `taken` is null when nothing is waiting (for "take next"). */
export const takeResponseSchema = z.object({ taken: z.object({ conversation: z.number(), until: z.string() }).nullable() });
export type TakeResponse = z.infer<typeof takeResponseSchema>;

/** heartbeat.php and release.php */
export const conversationBodySchema = z.object({ conversation: idField }).strict();
export const heartbeatResponseSchema = z.object({ until: z.string() });

/** GET /api/console/queue/conversation.php?id= */
export const conversationQuerySchema = z.object({ id: idParam });

export const staffNoteSchema = z.object({ id: z.number(), text: z.string(), staff_name: z.string().nullable(), created_at: z.string() });
export type StaffNote = z.infer<typeof staffNoteSchema>;

/** A photo as the console shows it (read through a console route, whatever its status). */
export const consolePhotoSchema = photoSchema;

/** A fictional profile: every field, for the operator who writes as it. */
export const fictionalProfileSchema = z.object({
  profile_id: z.number(),
  name: z.string(),
  age: z.number(),
  ...consoleProfileFields,
  region_name: z.string().nullable(),
  photos: z.array(consolePhotoSchema),
  notes: z.array(staffNoteSchema),
});
export type FictionalProfile = z.infer<typeof fictionalProfileSchema>;

/** One message of the conversation as staff read it: from the member or from the fictional profile. */
export const consoleMessageSchema = z.object({
  id: z.number(),
  from: z.enum(['member', 'fictional']),
  kind: z.enum(MESSAGE_KINDS),
  text: z.string().nullable(),
  gift: z.enum(GIFTS).nullable(),
  photo: z.object({ thumb_url: z.string(), url: z.string() }).nullable(),
  sent_at: z.string(),
});
export type ConsoleMessage = z.infer<typeof consoleMessageSchema>;

export const answeringViewSchema = z.object({
  conversation: z.object({
    id: z.number(),
    site: z.object({ id: z.number(), name: z.string() }),
    /** The member's language (the truthful answer is in it). */
    language: z.string(),
    waiting: z.boolean(),
    lock: answerLockSchema.nullable(),
  }),
  fictional: fictionalProfileSchema,
  member: z.object({
    /** The user id, for "flag as vulnerable" (POST /api/console/members/flag.php {user, reason}). */
    user_id: z.number(),
    /** What any member sees of this profile. */
    profile: memberProfileSchema,
    vulnerable: z.boolean(),
    notes: z.array(staffNoteSchema),
  }),
  /** The whole conversation, oldest first. */
  messages: z.array(consoleMessageSchema),
  /** A ready, truthful answer in the member's language: a fictional profile written by staff of the site; no meeting. */
  truthful_answer: z.string(),
});
export type AnsweringView = z.infer<typeof answeringViewSchema>;

/** POST /api/console/queue/answer.php: sent as the fictional profile; `client_id` makes a retry one message. */
export const answerBodySchema = z.object({
  conversation: idField,
  text: z.string({ error: 'validation' }).max(20_000, { error: 'message_too_long' }),
  client_id: z.uuid({ error: 'validation' }),
}).strict();
export type AnswerBody = z.infer<typeof answerBodySchema>;
export const answerResponseSchema = z.object({ message: z.object({ id: z.number(), sent_at: z.string() }) });

/** GET /api/console/queue/message-photo.php?conversation=&key=&size= */
export const consoleMessagePhotoQuerySchema = z.object({
  conversation: idParam,
  key: z.string({ error: 'not_found' }).regex(/^[a-f0-9]{32}$/, { error: 'not_found' }),
  size: z.enum(['thumb', 'full'], { error: 'not_found' }).default('full'),
});

/** GET/POST /api/console/notes.php: staff notes on a profile (a fictional profile's background, what staff know of a member). */
export const notesQuerySchema = z.object({ profile: idParam });
export const NOTE_MAX = 4000;
export const noteBodySchema = z.object({
  profile: idField,
  text: z.string({ error: 'console_note_length' }).trim().min(1, { error: 'console_note_length' }).max(NOTE_MAX, { error: 'console_note_length' }),
}).strict();
export type NoteBody = z.infer<typeof noteBodySchema>;
export const notesResponseSchema = z.object({ notes: z.array(staffNoteSchema) });
export const noteResponseSchema = z.object({ note: staffNoteSchema });
