import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './accounts.js';
import { sites } from './sites.js';

export type PhotoStatus = 'pending' | 'active' | 'rejected';

/** A member's photo; the files (variants) live in the storage adapter under `storageKey`, an unguessable name. */
export const photos = pgTable('photos', {
  id: serial('id').primaryKey(),
  profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  siteId: integer('site_id').notNull().references(() => sites.id),
  storageKey: text('storage_key').notNull().unique(),
  status: text('status').$type<PhotoStatus>().notNull().default('pending'),
  isPrivate: boolean('is_private').notNull().default(false),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The moderation decision: who (staff id, no foreign key: the trail outlives staff), when, and why a rejection. */
  moderatedBy: integer('moderated_by'),
  moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  rejectReason: text('reject_reason'),
  rejectNote: text('reject_note'),
}, (t) => [index('photos_pending_idx').on(t.siteId, t.createdAt).where(sql`${t.status} = 'pending'`), index('photos_profile_idx').on(t.profileId, t.createdAt)]);

export type PhotoRow = typeof photos.$inferSelect;

/** blocker no longer sees blocked and vice versa, everywhere. */
export const blocks = pgTable('blocks', {
  blockerId: integer('blocker_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  blockedId: integer('blocked_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.blockerId, t.blockedId] }),
  index('blocks_blocked_idx').on(t.blockedId),
]);
