import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { DeletionReason } from '@app/shared';
import { users } from './accounts.js';
import { discountCodes } from './payments.js';
import { sites } from './sites.js';

/**
 * A member deleting their account (one row per deletion: a member may delete, reactivate and delete again). The
 * statuses before are what reactivation restores exactly. The reason code outlives the account for statistics; the
 * member's own words are erased with it.
 */
export const accountDeletions = pgTable('account_deletions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  siteId: integer('site_id').notNull().references(() => sites.id),
  reason: text('reason').$type<DeletionReason>().notNull(),
  reasonText: text('reason_text'),
  userStatusBefore: text('user_status_before').$type<'not_confirmed' | 'active'>().notNull(),
  profileStatusBefore: text('profile_status_before').$type<'disabled' | 'active'>().notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
  reactivatedAt: timestamp('reactivated_at', { withTimezone: true }),
}, (t) => [index('account_deletions_user_idx').on(t.userId, t.deletedAt), index('account_deletions_site_idx').on(t.siteId, t.deletedAt)]);

/**
 * An account erased for good: its user and profile rows remain only as tombstones (payments and the credit ledger
 * must keep pointing somewhere, and partners keep their side of a conversation), holding no personal data. The row
 * makes erasure happen once and is the record that it did.
 */
export const accountErasures = pgTable('account_erasures', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull(),
});

/** Every data export a member downloaded: the daily limit counts these (and it is the record of the request). */
export const dataExports = pgTable('data_exports', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt)]);

/** The personal discount offered to a member about to leave (companies.delete_discount): once per member, ever. */
export const retentionDiscounts = pgTable('retention_discounts', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  discountCodeId: integer('discount_code_id').notNull().references(() => discountCodes.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type AccountDeletionRow = typeof accountDeletions.$inferSelect;
