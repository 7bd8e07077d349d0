import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts.js';

/**
 * One browser's web push subscription (a device; a member may have several). The endpoint is the push service's
 * address for that browser, unique across members: the browser that posts it last owns it. It belongs to the login
 * that saved it, so logging out, a password change elsewhere or a reset (which delete sessions) stop the pushes to
 * that device; the page saves it again after the next login. The endpoint and keys are secrets: never logged.
 */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  sessionIdHash: text('session_id_hash').notNull().references(() => sessions.idHash, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** The push service last accepted a message for it. */
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
}, (t) => [
  index('push_subscriptions_user_idx').on(t.userId),
  index('push_subscriptions_session_idx').on(t.sessionIdHash),
]);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
