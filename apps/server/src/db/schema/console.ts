import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StaffRole } from '@app/shared';
import { conversations } from './chat.js';
import { profiles, users } from './accounts.js';
import { sites } from './sites.js';

/**
 * The operator's staff: not members. Their own sign-in at /console (password + TOTP), their own sessions; every site
 * is theirs except for operators, who work for the sites in staff_sites only.
 */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  emailNormalized: text('email_normalized').notNull(),
  name: text('name').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  passwordHash: text('password_hash').notNull(),
  /** RFC 6238 secret (base32), shown once when the account is made; required at every sign-in. */
  totpSecret: text('totp_secret').notNull(),
  /** The last time step accepted: a code is accepted once (no replay within its 30 s). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
  language: text('language').notNull().default('nl'),
  /** Refunds a support member may give per payment, in cents (admins: no limit). */
  refundLimitCents: integer('refund_limit_cents').notNull().default(5000),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('staff_email_unique').on(t.emailNormalized),
  check('staff_role', sql`${t.role} in ('admin', 'moderator', 'operator', 'support')`),
]);

/** Only a SHA-256 of the console cookie is stored. */
export const staffSessions = pgTable('staff_sessions', {
  idHash: text('id_hash').primaryKey(),
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  ip: text('ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('staff_sessions_staff_idx').on(t.staffId)]);

export const staffLoginFailures = pgTable('staff_login_failures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  emailNormalized: text('email_normalized').notNull(),
  ip: text('ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('staff_login_failures_idx').on(t.emailNormalized, t.createdAt)]);

/** The sites an operator answers for. */
export const staffSites = pgTable('staff_sites', {
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  siteId: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.staffId, t.siteId] })]);

/**
 * Append-only (a trigger refuses UPDATE and DELETE): who did what to which object, the state before and after, why,
 * when and from which address. Object ids are text without foreign keys, so the trail outlives the object.
 */
export const staffAudit = pgTable('staff_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  staffId: integer('staff_id'),
  staffEmail: text('staff_email').notNull(),
  action: text('action').notNull(),
  siteId: integer('site_id'),
  objectType: text('object_type').notNull(),
  objectId: text('object_id').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  reason: text('reason'),
  ip: text('ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('staff_audit_object_idx').on(t.objectType, t.objectId, t.createdAt),
  index('staff_audit_staff_idx').on(t.staffId, t.createdAt),
]);

/**
 * An operator's hold on a conversation waiting for a fictional profile's answer: one row per conversation, taken
 * with FOR UPDATE SKIP LOCKED, valid until locked_until (extended by the heartbeat while typing).
 */
export const answerLocks = pgTable('answer_locks', {
  conversationId: integer('conversation_id').primaryKey().references(() => conversations.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
}, (t) => [index('answer_locks_staff_idx').on(t.staffId)]);

/** Staff notes about a profile (a fictional profile's background, or what operators know of a member); never shown to members. */
export const staffNotes = pgTable('staff_notes', {
  id: serial('id').primaryKey(),
  profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('staff_notes_profile_idx').on(t.profileId, t.createdAt)]);

/** Case kinds the console handles: a member's report (reports) or a complaint form (complaints). */
export type CaseKind = 'report' | 'complaint';

/** Staff replies by mail and decisions on a report or complaint (DSA art. 16/17), oldest first. */
export const caseReplies = pgTable('case_replies', {
  id: serial('id').primaryKey(),
  caseKind: text('case_kind').$type<CaseKind>().notNull(),
  caseId: integer('case_id').notNull(),
  staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
  text: text('text').notNull(),
  /** A decision (with its reasons) rather than a plain reply. */
  decision: text('decision'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('case_replies_case_idx').on(t.caseKind, t.caseId, t.createdAt)]);

/** A warning staff gave a member; shown to the member until they acknowledge it. */
export const memberWarnings = pgTable('member_warnings', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
}, (t) => [index('member_warnings_user_idx').on(t.userId)]);

export type StaffRow = typeof staff.$inferSelect;
export type StaffAuditRow = typeof staffAudit.$inferSelect;
