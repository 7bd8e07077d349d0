import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { sites } from './sites.js';

/** What a transfer is for; the direction each kind may take is fixed in modules/credits/ledger-rules.ts. */
export const TRANSFER_KINDS = ['signup_bonus', 'purchase', 'message', 'gift', 'photo_message', 'refund', 'chargeback', 'correction', 'expiry'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/** The site's own accounts, where credits come from and go to; they may run "negative" (they issue credits). */
export const SYSTEM_ACCOUNTS = ['bonuses', 'sales', 'spent', 'refunds', 'chargebacks', 'corrections', 'expired'] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/**
 * Double-entry accounts: one per member (code 'member', created with the user by a trigger) and one per system
 * account per site (created with the site by a trigger). A member account's balance is users.credits, which is
 * kept in the same transaction as every transfer and may never go below zero.
 */
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  userId: integer('user_id').unique().references(() => users.id),
  code: text('code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('ledger_accounts_system_unique').on(t.siteId, t.code).where(sql`${t.userId} is null`),
  check('ledger_accounts_member_has_user', sql`(${t.userId} is null) = (${t.code} <> 'member')`),
]);

/**
 * Append-only (a trigger refuses UPDATE and DELETE): every change of a member's balance is one transfer from a debit
 * account to a credit account. The id is the idempotency key: a repeated id is a no-op. Mistakes are corrected by
 * a new transfer, never by editing one.
 */
export const creditTransfers = pgTable('credit_transfers', {
  id: text('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  debitAccountId: integer('debit_account_id').notNull().references(() => ledgerAccounts.id),
  creditAccountId: integer('credit_account_id').notNull().references(() => ledgerAccounts.id),
  amount: integer('amount').notNull(),
  kind: text('kind').$type<TransferKind>().notNull(),
  /** What caused it: 'payment:12', 'message:345'; null for bonuses. */
  reference: text('reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('credit_transfers_amount_positive', sql`${t.amount} > 0`),
  check('credit_transfers_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  check('credit_transfers_kind', sql`${t.kind} in ('signup_bonus', 'purchase', 'message', 'gift', 'photo_message', 'refund', 'chargeback', 'correction', 'expiry')`),
  check('credit_transfers_id_length', sql`length(${t.id}) between 1 and 200`),
  index('credit_transfers_debit_idx').on(t.debitAccountId, t.createdAt),
  index('credit_transfers_credit_idx').on(t.creditAccountId, t.createdAt),
]);

export type CreditTransferRow = typeof creditTransfers.$inferSelect;
