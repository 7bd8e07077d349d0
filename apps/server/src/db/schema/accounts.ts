import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from './sites.js';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  email: text('email').notNull(),
  /** Lower-cased address; one account per address per site. */
  emailNormalized: text('email_normalized').notNull(),
  passwordHash: text('password_hash').notNull(),
  status: text('status').$type<'not_confirmed' | 'active' | 'deleted'>().notNull().default('not_confirmed'),
  language: text('language').notNull(),
  credits: integer('credits').notNull().default(0),
  paidUser: boolean('paid_user').notNull().default(false),
  notificationsDisabled: jsonb('notifications_disabled').$type<string[]>().notNull().default([]),
  signupDate: timestamp('signup_date', { withTimezone: true }).notNull().defaultNow(),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  signupMessage: text('signup_message'),
  /** The profile of the member landing the visitor signed up from: the signup message's addressee. */
  signupProfileId: integer('signup_profile_id'),
  /** Set when the signup message went to its profile after activation: delivered once. */
  signupMessageSentAt: timestamp('signup_message_sent_at', { withTimezone: true }),
  /** The signup funnel's steps after the account (photo, location, …): 'done' or 'skipped'; missing = still to do. */
  signupSteps: jsonb('signup_steps').$type<Record<string, 'done' | 'skipped'>>().notNull().default({}),
  /** The traffic source of the visitor's first touch (network, ref, sub1-3), kept for reports. */
  tracking: jsonb('tracking').$type<Record<string, string>>(),
  /** When that first touch happened (the visitor's first visit with tracking parameters). */
  trackingFirstSeenAt: timestamp('tracking_first_seen_at', { withTimezone: true }),
  signupCountry: text('signup_country'),
  /** The number of the member's last realtime event (realtime_events); raised under this row's lock. */
  realtimeSeq: bigint('realtime_seq', { mode: 'number' }).notNull().default(0),
  /** Banned by a moderator: every session ended, log-in refused with the ban page. */
  bannedAt: timestamp('banned_at', { withTimezone: true }),
  banReason: text('ban_reason'),
  /** Flagged as possibly vulnerable (distress, signs of a minor, excessive spending): a care notice and no purchases. */
  vulnerableAt: timestamp('vulnerable_at', { withTimezone: true }),
  vulnerableReason: text('vulnerable_reason'),
}, (t) => [
  uniqueIndex('users_site_email_unique').on(t.siteId, t.emailNormalized),
  check('users_credits_not_negative', sql`${t.credits} >= 0`),
]);

export const profiles = pgTable('profiles', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  siteId: integer('site_id').notNull().references(() => sites.id),
  name: text('name').notNull(),
  status: text('status').$type<'disabled' | 'active'>().notNull().default('disabled'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  country: text('country'),
  gender: text('gender').$type<'male' | 'female'>(),
  sexuality: text('sexuality').$type<'hetero' | 'gay' | 'lesbian' | 'bi'>(),
  /** Region code from the shipped region data (apps/server/data/regions), never coordinates. */
  region: text('region'),
  city: text('city'),
  hairColor: text('hair_color'),
  eyeColor: text('eye_color'),
  bodyType: text('body_type'),
  relationshipStatus: text('relationship_status'),
  tattoos: text('tattoos'),
  reason: text('reason'),
  about: text('about'),
  interests: jsonb('interests').$type<string[]>().notNull().default([]),
  /** Run by the operator's staff; always labelled with the site's fictional_icon and fictional_warning. */
  isFictional: boolean('is_fictional').notNull().default(false),
  /** Invisible mode: out of search, likes and new messages; existing conversation partners still see the member. */
  invisible: boolean('invisible').notNull().default(false),
  mainPhotoId: integer('main_photo_id'),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // Search: a site's visible profiles by gender and age, newest activity first.
  index('profiles_search_idx').on(t.siteId, t.gender, t.dateOfBirth).where(sql`${t.status} = 'active' and ${t.invisible} = false`),
  index('profiles_search_active_idx').on(t.siteId, t.lastActiveAt).where(sql`${t.status} = 'active' and ${t.invisible} = false`),
  index('profiles_search_country_idx').on(t.siteId, t.country, t.gender, t.dateOfBirth).where(sql`${t.status} = 'active' and ${t.invisible} = false`),
  index('profiles_search_region_idx').on(t.siteId, t.region, t.gender, t.dateOfBirth).where(sql`${t.status} = 'active' and ${t.invisible} = false`),
]);

/** Only a SHA-256 of the cookie value is stored, so a database leak yields no usable session. */
export const sessions = pgTable('sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  siteId: integer('site_id').notNull().references(() => sites.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

export type TokenPurpose = 'activation' | 'password_reset' | 'mail_change' | 'reactivation';

/** Mailed single-use links; the token itself is only in the mail, here its hash. */
export const accountTokens = pgTable('account_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<TokenPurpose>().notNull(),
  /** Set by the mail job when it sends the link; null until then. */
  tokenHash: text('token_hash').unique(),
  newEmail: text('new_email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('account_tokens_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)]);

export const loginFailures = pgTable('login_failures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  emailNormalized: text('email_normalized').notNull(),
  ip: text('ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('login_failures_lookup_idx').on(t.siteId, t.emailNormalized, t.createdAt)]);

/** A lock for one address (ip set) or for every address (ip null). */
export const loginLocks = pgTable('login_locks', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  emailNormalized: text('email_normalized').notNull(),
  ip: text('ip'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
}, (t) => [index('login_locks_lookup_idx').on(t.siteId, t.emailNormalized, t.lockedUntil)]);

/**
 * Legacy (before migration 0004): single-entry credit rows. Its rows were copied into credit_transfers; nothing
 * writes here any more. Kept because migrations are additive.
 */
export const creditLedger = pgTable('credit_ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  reason: text('reason').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  balanceAfter: integer('balance_after').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('credit_ledger_idempotency_unique').on(t.userId, t.idempotencyKey)]);

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
