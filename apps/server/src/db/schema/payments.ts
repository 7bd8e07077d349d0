import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Currency, PackageTier, PaymentMethod, PaymentReversal, PaymentStatus } from '@app/shared';
import { users } from './accounts.js';
import { sites } from './sites.js';

/** Credit bundles per site and country, in that country's currency; four tiers p0…p3. */
export const creditPackages = pgTable('credit_packages', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  country: text('country').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  tier: text('tier').$type<PackageTier>().notNull(),
  credits: integer('credits').notNull(),
  bonusCredits: integer('bonus_credits').notNull().default(0),
  priceCents: integer('price_cents').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('credit_packages_active_unique').on(t.siteId, t.country, t.tier).where(sql`${t.active}`),
  check('credit_packages_positive', sql`${t.credits} > 0 and ${t.bonusCredits} >= 0 and ${t.priceCents} > 0`),
]);

/**
 * One order. Its money is charged by a provider; its credits are granted through the ledger with transfer id
 * `payment:<id>` (exactly once, whoever notices the payment first). Status moves only forward, guarded
 * in one place (modules/payments/payment-transitions.ts); a refund or chargeback is recorded in `reversal`.
 */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  packageId: integer('package_id').notNull().references(() => creditPackages.id),
  tier: text('tier').$type<PackageTier>().notNull(),
  country: text('country').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  /** Credits granted on completion: the bundle's credits plus its bonus. */
  credits: integer('credits').notNull(),
  listPriceCents: integer('list_price_cents').notNull(),
  /** What the provider charges: the list price after the discount (packages/shared discountedPrice). */
  amountCents: integer('amount_cents').notNull(),
  discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
  discountCode: text('discount_code'),
  discountPercentage: integer('discount_percentage'),
  method: text('method').$type<PaymentMethod>().notNull(),
  provider: text('provider').notNull(),
  providerPaymentId: text('provider_payment_id'),
  checkoutUrl: text('checkout_url'),
  /** oneoff, first (stores a mandate) or recurring (charged on a stored mandate, no checkout). */
  sequenceType: text('sequence_type').$type<'oneoff' | 'first' | 'recurring'>().notNull().default('oneoff'),
  mandateId: integer('mandate_id'),
  status: text('status').$type<PaymentStatus>().notNull().default('pending'),
  reversal: text('reversal').$type<PaymentReversal>(),
  /** The money the reversal took back: the whole amount for a chargeback, the refunded part for a refund. */
  reversedCents: integer('reversed_cents').notNull().default(0),
  creditsReclaimed: integer('credits_reclaimed').notNull().default(0),
  /** Credits of this purchase already spent when it was reversed: owed by the member. */
  creditsOwed: integer('credits_owed').notNull().default(0),
  idempotencyKey: text('idempotency_key').notNull(),
  /** The member's traffic source at the time of the order (copied from users.tracking), for revenue per source. */
  tracking: jsonb('tracking').$type<Record<string, string>>(),
  /** The EU withdrawal consent, as shown and ticked, recorded with the order. */
  withdrawalConsentAt: timestamp('withdrawal_consent_at', { withTimezone: true }).notNull(),
  withdrawalConsentText: text('withdrawal_consent_text').notNull(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  reversedAt: timestamp('reversed_at', { withTimezone: true }),
  /** When reconciliation looks at this payment again (pending and reversible payments only). */
  nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
  checks: integer('checks').notNull().default(0),
}, (t) => [
  uniqueIndex('payments_idempotency_unique').on(t.userId, t.idempotencyKey),
  uniqueIndex('payments_provider_unique').on(t.provider, t.providerPaymentId),
  index('payments_user_idx').on(t.userId, t.createdAt),
  index('payments_next_check_idx').on(t.nextCheckAt).where(sql`${t.nextCheckAt} is not null`),
  check('payments_status', sql`${t.status} in ('pending', 'completed', 'failed', 'cancelled')`),
  check('payments_reversal', sql`${t.reversal} is null or (${t.reversal} in ('refunded', 'charged_back') and ${t.status} = 'completed')`),
  check('payments_amounts', sql`${t.amountCents} > 0 and ${t.amountCents} <= ${t.listPriceCents} and ${t.credits} > 0`),
  check('payments_reversed_cents', sql`${t.reversedCents} >= 0 and ${t.reversedCents} <= ${t.amountCents} and (${t.reversal} is not null or ${t.reversedCents} = 0)`),
]);

/** Every webhook call, recorded before anything else happens (the sync job it queues does the work). */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull(),
  providerPaymentId: text('provider_payment_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('payment_webhook_events_payment_idx').on(t.provider, t.providerPaymentId)]);

/**
 * Discount codes (spec 3). The welcome time bonus TIMEBONUS25 is a row with `windowSecondsAfterSignup` = 14,400:
 * its expiry is per member (signup + 4 h), decided by the server's clock.
 */
export const discountCodes = pgTable('discount_codes', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  code: text('code').notNull(),
  country: text('country'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  windowSecondsAfterSignup: integer('window_seconds_after_signup'),
  percentage: integer('percentage').notNull(),
  currency: text('currency').$type<Currency>(),
  minimumOrderCents: integer('minimum_order_cents'),
  status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
  validity: text('validity').$type<'once_per_user' | 'multi_use'>().notNull().default('once_per_user'),
  paymentMethods: jsonb('payment_methods').$type<PaymentMethod[]>(),
  firstPurchaseOnly: boolean('first_purchase_only').notNull().default(false),
  /** The site's welcome discount code (GET discountcode.php?welcome=true when the time bonus is not active). */
  welcome: boolean('welcome').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('discount_codes_site_code_unique').on(t.siteId, t.code),
  check('discount_codes_percentage', sql`${t.percentage} between 1 and 90`),
]);

/**
 * A once-per-member code is held by one payment at a time: a new order takes it over from an unfinished one; a
 * completed payment keeps it ("Code reeds gebruikt").
 */
export const discountRedemptions = pgTable('discount_redemptions', {
  codeId: integer('code_id').notNull().references(() => discountCodes.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  paymentId: integer('payment_id').notNull().references(() => payments.id),
  completed: boolean('completed').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.codeId, t.userId] })]);

/** The provider's customer per member (Mollie needs one for mandates). */
export const paymentCustomers = pgTable('payment_customers', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  customerId: text('customer_id').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.provider] })]);

/** A stored permission to charge the member again (card, PayPal, SEPA direct debit), from a first payment or the /directdebit form. */
export const paymentMandates = pgTable('payment_mandates', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  providerMandateId: text('provider_mandate_id').notNull(),
  method: text('method').$type<PaymentMethod>().notNull(),
  /** Masked details only (IBAN country + last four, card brand + last four). */
  label: text('label').notNull().default(''),
  status: text('status').$type<'valid' | 'invalid'>().notNull().default('valid'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('payment_mandates_provider_unique').on(t.provider, t.providerMandateId),
  index('payment_mandates_user_idx').on(t.userId, t.method),
]);

/** The /directdebit form, confirmed by an SMS code before a mandate is created. */
export const directDebitAccounts = pgTable('direct_debit_accounts', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  holder: text('holder').notNull(),
  iban: text('iban').notNull(),
  street: text('street').notNull(),
  houseNumber: text('house_number').notNull(),
  zip: text('zip').notNull(),
  city: text('city').notNull(),
  mobile: text('mobile').notNull(),
  /** SHA-256 of the code last sent; null once used. */
  smsCodeHash: text('sms_code_hash'),
  smsSentAt: timestamp('sms_sent_at', { withTimezone: true }),
  smsAttempts: integer('sms_attempts').notNull().default(0),
  smsSentToday: integer('sms_sent_today').notNull().default(0),
  consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  mandateId: integer('mandate_id').references(() => paymentMandates.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test provider's own book (refused in production): it plays the provider's side of a payment, so the
 * same webhook -> fetch -> transition path runs in development, demos and tests as with a real provider.
 */
export const testProviderPayments = pgTable('test_provider_payments', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  method: text('method').notNull(),
  status: text('status').$type<'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired'>().notNull().default('open'),
  redirectUrl: text('redirect_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  customerId: text('customer_id'),
  sequenceType: text('sequence_type').notNull().default('oneoff'),
  mandateId: text('mandate_id'),
  refundedCents: integer('refunded_cents').notNull().default(0),
  chargedBackCents: integer('charged_back_cents').notNull().default(0),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const testProviderMandates = pgTable('test_provider_mandates', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  method: text('method').notNull(),
  label: text('label').notNull(),
  status: text('status').notNull().default('valid'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CreditPackageRow = typeof creditPackages.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type PaymentMandateRow = typeof paymentMandates.$inferSelect;
