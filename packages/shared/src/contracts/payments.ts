import { z } from 'zod';
import { CURRENCIES, PACKAGE_TIERS, PAYMENT_METHODS, PAYMENT_REVERSALS, PAYMENT_STATUSES, SMS_CODE_PATTERN } from '../rules/payments.js';
import { idField, idParam } from './profiles.js';

/** Amounts in the API are in the currency's main unit (19.95), as the spec's PHP calls answer; the server counts cents. */
const money = z.number();

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'method_unavailable' });
const idempotencyKey = z.uuid({ error: 'validation' });
/** Discount codes are short upper-case words; anything else cannot exist. */
export const discountCodeField = z.string({ error: 'discount_not_found' }).trim().min(1, { error: 'discount_not_found' }).max(40, { error: 'discount_not_found' })
  .transform((s) => s.toUpperCase());

export const discountSchema = z.object({
  code: z.string(),
  percentage: z.number(),
  /** ISO time; null for codes without expiry. */
  expires: z.string().nullable(),
  /** Seconds until `expires` by the server's clock (the web counts down from this, not from its own clock). */
  seconds_left: z.number().nullable(),
  /** True for the welcome time bonus (TIMEBONUS25). */
  time_bonus: z.boolean(),
  minimum_order_value: money.nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  paymentmethods: z.array(z.enum(PAYMENT_METHODS)).nullable(),
});
export type Discount = z.infer<typeof discountSchema>;

export const packageSchema = z.object({
  id: z.number(),
  tier: z.enum(PACKAGE_TIERS),
  credits: z.number(),
  bonus_credits: z.number(),
  price: money,
  currency: z.enum(CURRENCIES),
  /** The cost of one text message in money with this package. */
  price_per_message: money,
  /** Present when the active discount applies to this package. */
  discounted_price: money.optional(),
});
export type CreditPackage = z.infer<typeof packageSchema>;

/** GET /api/packages.php: the bundles for the member's (or visitor's) country, with the active discount applied. */
export const packagesResponseSchema = z.object({
  country: z.string(),
  packages: z.array(packageSchema),
  methods: z.array(z.enum(PAYMENT_METHODS)),
  discount: discountSchema.nullable(),
  /** Credits one text message costs on this site. */
  message_credits: z.number(),
});
export type PackagesResponse = z.infer<typeof packagesResponseSchema>;

export const discountQuerySchema = z.object({
  code: discountCodeField.optional(),
  welcome: z.enum(['true', '1'], { error: 'validation' }).optional(),
}).strict();
export const discountResponseSchema = z.object({ discount: discountSchema.nullable() });

/** POST /api/payment.php. Without the withdrawal consent nothing is created. */
export const createPaymentBodySchema = z.object({
  package: idField,
  method: paymentMethodSchema,
  discount_code: discountCodeField.optional(),
  withdrawal_consent: z.literal(true, { error: 'withdrawal_consent_required' }),
  idempotency_key: idempotencyKey,
}).strict();
export type CreatePaymentBody = z.input<typeof createPaymentBodySchema>;

export const paymentSummarySchema = z.object({ id: z.number(), status: z.enum(PAYMENT_STATUSES) });
export const createPaymentResponseSchema = z.object({
  payment: paymentSummarySchema,
  /** Where to send the member; null when nothing needs the member (a stored mandate is charged). */
  checkout_url: z.string().nullable(),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

export const paymentSchema = z.object({
  id: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  reversal: z.enum(PAYMENT_REVERSALS).nullable(),
  package: z.number(),
  tier: z.enum(PACKAGE_TIERS),
  method: z.enum(PAYMENT_METHODS),
  amount: money,
  /** The bundle's price before a discount. */
  list_price: money,
  discount_code: z.string().nullable(),
  discount_percentage: z.number().nullable(),
  currency: z.enum(CURRENCIES),
  credits: z.number(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentQuerySchema = z.object({ id: idParam }).strict();
export const paymentResponseSchema = z.object({ payment: paymentSchema });

export const receiptSchema = z.object({
  company: z.object({ name: z.string(), address: z.string(), city: z.string(), country: z.string(), kvk: z.string(), vat_numbers: z.array(z.string()) }),
  site: z.string(),
  vat_rate: z.number(),
  vat: money,
  net: money,
  /** The withdrawal consent recorded with the order. */
  withdrawal_consent_at: z.string(),
});
export const transactionsQuerySchema = z.object({ id: idParam.optional() }).strict();
export const transactionsResponseSchema = z.object({ transactions: z.array(paymentSchema) });
export const transactionResponseSchema = z.object({ transaction: paymentSchema.extend({ receipt: receiptSchema }) });

/** The provider's webhook: form-encoded `id=…`, as Mollie sends it. */
export const paymentWebhookQuerySchema = z.object({ provider: z.string().max(20) });

/** POST /api/repeat-order.php: the last bundle with the last method, once per key. */
export const repeatOrderBodySchema = z.object({ idempotency_key: idempotencyKey, withdrawal_consent: z.literal(true, { error: 'withdrawal_consent_required' }) }).strict();
export const repeatOrderInfoSchema = z.object({
  last: z.object({ package: packageSchema, method: z.enum(PAYMENT_METHODS), stored_mandate: z.boolean() }).nullable(),
});

/** POST /api/directdebit.php: the mandate form; an SMS code follows. */
export const directDebitBodySchema = z.object({
  holder: z.string({ error: 'validation' }).trim().min(2, { error: 'validation' }).max(70, { error: 'validation' }),
  iban: z.string({ error: 'iban_invalid' }).trim().min(15, { error: 'iban_invalid' }).max(42, { error: 'iban_invalid' }),
  street: z.string({ error: 'validation' }).trim().min(1, { error: 'validation' }).max(100, { error: 'validation' }),
  house_number: z.string({ error: 'validation' }).trim().min(1, { error: 'validation' }).max(12, { error: 'validation' }),
  zip: z.string({ error: 'validation' }).trim().min(3, { error: 'validation' }).max(10, { error: 'validation' }),
  city: z.string({ error: 'validation' }).trim().min(1, { error: 'validation' }).max(60, { error: 'validation' }),
  mobile: z.string({ error: 'phone_invalid' }).trim().min(6, { error: 'phone_invalid' }).max(20, { error: 'phone_invalid' }),
  consent: z.literal(true, { error: 'direct_debit_consent_required' }),
}).strict();
export const directDebitVerifyBodySchema = z.object({ code: z.string({ error: 'sms_code_invalid' }).trim().regex(SMS_CODE_PATTERN, { error: 'sms_code_invalid' }) }).strict();
export const directDebitQuerySchema = z.object({ verify: z.enum(['1', 'true']).optional() }).strict();
export const directDebitStateSchema = z.object({
  account: z.object({ holder: z.string(), iban: z.string(), mobile: z.string(), verified: z.boolean() }).nullable(),
  blocked: z.boolean(),
  monthly_limit: money,
  used_this_month: money,
  currency: z.enum(CURRENCIES),
});
export type DirectDebitState = z.infer<typeof directDebitStateSchema>;
