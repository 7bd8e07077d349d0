import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { profiles, users } from './accounts.js';
import { sites } from './sites.js';

/**
 * One conversation per pair of profiles (low id, high id). Who started it counts against a never-paid member's
 * limit of 2; deleting it hides it for one side only (conversation_members), so the pair keeps one thread.
 */
export const conversations = pgTable('conversations', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  profileLow: integer('profile_low').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  profileHigh: integer('profile_high').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  startedBy: integer('started_by').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('conversations_pair_unique').on(t.profileLow, t.profileHigh),
  index('conversations_started_by_idx').on(t.startedBy),
  check('conversations_pair_ordered', sql`${t.profileLow} < ${t.profileHigh}`),
]);

/** Each side of a conversation: its unread count, how far it has read, and what it has deleted. */
export const conversationMembers = pgTable('conversation_members', {
  conversationId: integer('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
  profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  partnerProfileId: integer('partner_profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  unreadCount: integer('unread_count').notNull().default(0),
  lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
  /** Messages up to this id were deleted by this side (the other side keeps them). */
  hiddenUpTo: bigint('hidden_up_to', { mode: 'number' }).notNull().default(0),
  /** Out of this side's list until a new message arrives. */
  removedAt: timestamp('removed_at', { withTimezone: true }),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.conversationId, t.profileId] }),
  index('conversation_members_list_idx').on(t.profileId, t.lastMessageAt).where(sql`${t.removedAt} is null`),
  check('conversation_members_unread_not_negative', sql`${t.unreadCount} >= 0`),
]);

/** A photo sent in a conversation: not one of the profile's photos, and visible to the two members only. */
export const messagePhotos = pgTable('message_photos', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  ownerProfileId: integer('owner_profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull().unique(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Append-only; what it cost is kept with it, so the ledger can be checked against the messages. */
export const messages = pgTable('messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  conversationId: integer('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
  siteId: integer('site_id').notNull().references(() => sites.id),
  senderProfileId: integer('sender_profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  recipientProfileId: integer('recipient_profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<'text' | 'gift' | 'photo'>().notNull(),
  text: text('text'),
  gift: text('gift'),
  photoId: integer('photo_id').references(() => messagePhotos.id),
  /** The sending client's id for it: a retry with the same id is the same message. */
  clientId: uuid('client_id').notNull(),
  cost: integer('cost').notNull(),
  /** The staff member who wrote it as a fictional profile: kept for the audit, never shown to members. */
  sentByStaffId: integer('sent_by_staff_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('messages_conversation_idx').on(t.conversationId, t.id),
  // The console's dashboard counts a site's messages per day.
  index('messages_site_created_idx').on(t.siteId, t.createdAt),
  uniqueIndex('messages_client_id_unique').on(t.senderProfileId, t.clientId),
  uniqueIndex('messages_photo_once').on(t.photoId),
  check('messages_kind', sql`${t.kind} in ('text', 'gift', 'photo')`),
  check('messages_cost_not_negative', sql`${t.cost} >= 0`),
]);

/**
 * What each member's realtime socket must receive, numbered per member (users.realtime_seq, taken under the
 * member's row lock, so numbers follow commit order without gaps). A socket that reconnects asks for everything
 * after the last number it saw. Old rows are pruned by a scheduled job.
 */
export const realtimeEvents = pgTable('realtime_events', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  type: text('type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.seq] }),
  index('realtime_events_created_idx').on(t.createdAt),
]);

export type ConversationRow = typeof conversations.$inferSelect;
export type ConversationMemberRow = typeof conversationMembers.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type MessagePhotoRow = typeof messagePhotos.$inferSelect;
