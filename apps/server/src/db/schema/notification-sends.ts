import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * One row per notification e-mail we decided to send: the unique (user, kind, dedupe key) makes a job retry, a
 * second instance or a repeated cron run send it at most once. `kind` is the batching space (one "conversation"
 * mail per conversation and absence, whether it announced a new conversation or a new message); `type` is the
 * member's notification type it was sent under. A claim without `sent_at` that is old was left by a crash and may be
 * taken again (see claimNotificationSend).
 */
export const notificationSends = pgTable('notification_sends', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  dedupeKey: text('dedupe_key').notNull(),
  /** One of NOTIFICATION_TYPES. */
  type: text('type').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('notification_sends_once').on(t.userId, t.kind, t.dedupeKey),
  // "At most weekly" checks: a member's last mail of one type.
  index('notification_sends_user_type_idx').on(t.userId, t.type, t.sentAt),
]);
export type NotificationSendRow = typeof notificationSends.$inferSelect;
