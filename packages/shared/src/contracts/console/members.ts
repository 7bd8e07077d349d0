import { z } from 'zod';
import { consoleProfileFields } from './profile-fields.js';
import { idField, idParam } from '../profiles.js';
import { consoleListQuerySchema, reasonField } from './auth.js';

/** The largest credit correction staff may book at once, either way. */
export const CREDIT_CORRECTION_MAX = 100_000;

/** GET /api/console/members.php: e-mail prefix, name part or exact id; optional site; a page. */
export const memberSearchQuerySchema = consoleListQuerySchema.extend({
  q: z.string({ error: 'validation' }).trim().max(254, { error: 'validation' }).default(''),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

export const memberHitSchema = z.object({
  id: z.number(),
  site_id: z.number(),
  email: z.string(),
  name: z.string(),
  status: z.string(),
  signup_date: z.string(),
  banned: z.boolean(),
  vulnerable: z.boolean(),
});
export type MemberHit = z.infer<typeof memberHitSchema>;
export const memberSearchResponseSchema = z.object({ members: z.array(memberHitSchema), more: z.boolean() });
export type MemberSearchResponse = z.infer<typeof memberSearchResponseSchema>;

/** GET /api/console/members/member.php?id=<user id> */
export const memberQuerySchema = z.object({ id: idParam });

const when = z.string().nullable();

export const memberAccountSchema = z.object({
  id: z.number(),
  site_id: z.number(),
  email: z.string(),
  status: z.string(),
  language: z.string(),
  signup_date: z.string(),
  activated_at: when,
  credits: z.number(),
  premium: z.boolean(),
  banned_at: when,
  ban_reason: z.string().nullable(),
  vulnerable_at: when,
  vulnerable_reason: z.string().nullable(),
  notifications_disabled: z.array(z.string()),
  active_sessions: z.number(),
});

export const memberProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  ...consoleProfileFields,
  invisible: z.boolean(),
  last_active_at: z.string(),
});

export const memberPhotoSchema = z.object({
  id: z.number(), status: z.string(), private: z.boolean(), main: z.boolean(), url: z.string(), created_at: z.string(),
  reject_reason: z.string().nullable(),
});
export const memberConversationSchema = z.object({
  id: z.number(), partner_id: z.number(), partner_name: z.string(), partner_fictional: z.boolean(), messages: z.number(), last_message_at: z.string(),
});
export const memberPaymentSchema = z.object({
  id: z.number(), status: z.string(), amount_cents: z.number(), currency: z.string(), credits: z.number(), method: z.string(), provider: z.string(),
  reversal: z.string().nullable(), created_at: z.string(),
  /** Completed and not reversed: a refund is possible (if the staff member may give it). */
  refundable: z.boolean(),
});
export const memberTransferSchema = z.object({
  id: z.string(), kind: z.string(), amount: z.number(), direction: z.enum(['in', 'out']), reference: z.string().nullable(), created_at: z.string(),
});
export const memberWarningSchema = z.object({ id: z.number(), reason: z.string(), created_at: z.string(), acknowledged_at: when });

export const memberDetailSchema = z.object({
  account: memberAccountSchema,
  profile: memberProfileSchema,
  photos: z.array(memberPhotoSchema),
  conversations: z.array(memberConversationSchema),
  payments: z.array(memberPaymentSchema),
  ledger: z.array(memberTransferSchema),
  warnings: z.array(memberWarningSchema),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;
export type MemberPayment = z.infer<typeof memberPaymentSchema>;

/** Every member action names the member (user id) and says why. */
export const memberActionBodySchema = z.object({ user: idField, reason: reasonField }).strict();
export type MemberActionBody = z.infer<typeof memberActionBodySchema>;

export const resendActivationBodySchema = z.object({ user: idField }).strict();

export const creditCorrectionBodySchema = z.object({
  user: idField,
  amount: z.number({ error: 'console_credit_amount' }).int({ error: 'console_credit_amount' })
    .min(-CREDIT_CORRECTION_MAX, { error: 'console_credit_amount' }).max(CREDIT_CORRECTION_MAX, { error: 'console_credit_amount' })
    .refine((n) => n !== 0, { error: 'console_credit_amount' }),
  reason: reasonField,
}).strict();
export type CreditCorrectionBody = z.infer<typeof creditCorrectionBodySchema>;
export const creditCorrectionResponseSchema = z.object({ ok: z.literal(true), balance: z.number() });

export const refundBodySchema = z.object({
  payment: idField,
  /** Part of the amount; the whole payment when left out. */
  amount_cents: z.number({ error: 'validation' }).int({ error: 'validation' }).min(1, { error: 'validation' }).max(100_000_000, { error: 'validation' }).optional(),
  reason: reasonField,
}).strict();
export type RefundBody = z.infer<typeof refundBodySchema>;
export const refundResponseSchema = z.object({ ok: z.literal(true), reversal: z.string().nullable(), credits_reclaimed: z.number() });

export const openConversationBodySchema = z.object({ conversation: idField, reason: reasonField }).strict();
export type OpenConversationBody = z.infer<typeof openConversationBodySchema>;
export const openedMessageSchema = z.object({
  id: z.number(), sender_id: z.number(), kind: z.string(), text: z.string().nullable(), gift: z.string().nullable(),
  cost: z.number(), by_staff: z.boolean(), created_at: z.string(),
});
export const openConversationResponseSchema = z.object({
  conversation: z.number(),
  /** Both sides (a member and a fictional profile, or two members). */
  profiles: z.array(z.object({ id: z.number(), user_id: z.number(), name: z.string(), fictional: z.boolean() })),
  /** Oldest first; photo messages show as their kind only. */
  messages: z.array(openedMessageSchema),
});
export type OpenConversationResponse = z.infer<typeof openConversationResponseSchema>;
