import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites.js';
import { profiles } from './accounts.js';

/**
 * One like from one profile to another (the pair is the key: a member likes a profile once). `seenAt` null is the
 * liked member's "like_new"; opening the liker's profile sets it. A match is two rows, one each way: never stored
 * apart, so it cannot disagree with the likes.
 */
export const likes = pgTable('likes', {
  likerId: integer('liker_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  likedId: integer('liked_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  siteId: integer('site_id').notNull().references(() => sites.id),
  /** Where it was given: a profile page or card, or the swipe game (whose daily allowance counts these). */
  source: text('source').$type<'profile' | 'swipe'>().notNull().default('profile'),
  /** Given by staff for a labelled fictional profile (console); never set for a real member's profile. */
  byOperator: boolean('by_operator').notNull().default(false),
  seenAt: timestamp('seen_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.likerId, t.likedId] }),
  index('likes_liked_idx').on(t.likedId, t.createdAt),
  index('likes_liker_idx').on(t.likerId, t.createdAt),
]);
export type LikeRow = typeof likes.$inferSelect;
