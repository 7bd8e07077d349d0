import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MatchFinderAnswers } from '@app/shared';
import { sites } from './sites.js';
import { profiles } from './accounts.js';

/**
 * A pass in the swipe game: the profile stays out of the member's stack until `passedAt` + the cooldown. Likes are
 * not here: a swipe like is a row in `likes` with source 'swipe' (which the daily allowance counts).
 */
export const swipePasses = pgTable('swipe_passes', {
  swiperId: integer('swiper_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  passedAt: timestamp('passed_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.swiperId, t.profileId] })]);

/** The match finder's kept answers, one row per member. */
export const matchFinderAnswers = pgTable('match_finder_answers', {
  profileId: integer('profile_id').primaryKey().references(() => profiles.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<MatchFinderAnswers>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A member's report of a profile or one of its messages; handled in the console's moderation queue. */
export const reports = pgTable('reports', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  reporterProfileId: integer('reporter_profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  messageId: integer('message_id'),
  reason: text('reason').notNull(),
  text: text('text'),
  status: text('status').$type<'new' | 'in_progress' | 'resolved'>().notNull().default('new'),
  /** Console handling: who has the case, the decision with its reasons (DSA art. 17), when it was resolved. */
  assigneeStaffId: integer('assignee_staff_id'),
  decision: text('decision'),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('reports_site_status_idx').on(t.siteId, t.status, t.createdAt), index('reports_profile_idx').on(t.profileId)]);
