import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites.js';
import { users } from './accounts.js';

/**
 * A member's choice per notification type. No row means the defaults of packages/shared/src/rules/notifications.ts,
 * so a new default reaches everyone who never chose.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** One of NOTIFICATION_TYPES. */
  type: text('type').notNull(),
  email: boolean('email').notNull(),
  push: boolean('push').notNull(),
  /** Marketing types only: when the member opted in (null while opted out). Proof of consent. */
  consentAt: timestamp('consent_at', { withTimezone: true }),
  /** 'listunsubscribe' when the one-click link switched the e-mail off, so the page can say why. */
  emailOffReason: text('email_off_reason').$type<'listunsubscribe'>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.type] })]);
export type NotificationSettingRow = typeof notificationSettings.$inferSelect;

/**
 * The random key behind a member's unsubscribe links: a link is HMAC-SHA256(key, site, user, type), so it needs no
 * login and no configured secret, cannot be guessed, and all of a member's links die together when the key is dropped.
 */
export const unsubscribeKeys = pgTable('unsubscribe_keys', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Audit of what changed an address's deliverability: bounces and spam complaints reported by the mail provider,
 * SMTP refusals when we sent, one-click unsubscribes, and the member turning e-mail on again (their consent).
 */
export const mailEvents = pgTable('mail_events', {
  id: serial('id').primaryKey(),
  /** Null when the reported address matches no member (kept: the provider told us, support may ask). */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  siteId: integer('site_id').references(() => sites.id),
  emailNormalized: text('email_normalized').notNull(),
  type: text('type').$type<'bounce' | 'complaint' | 'smtp_rejected' | 'unsubscribe' | 'email_resumed'>().notNull(),
  /** For bounces: permanent (hard) or not; soft bounces are recorded but change nothing. */
  hard: boolean('hard'),
  source: text('source').$type<'provider' | 'smtp' | 'member'>().notNull(),
  /** Short machine detail (SMTP code, unsubscribed type, cleared reasons); never message content. */
  detail: text('detail'),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('mail_events_user_idx').on(t.userId, t.createdAt),
  index('mail_events_email_idx').on(t.emailNormalized, t.createdAt),
]);
export type MailEventRow = typeof mailEvents.$inferSelect;
