import { z } from 'zod';
import { EMAIL_MAX, LOCALES } from '../../constants.js';
import { isEmailShape } from '../../rules/email.js';
import { STAFF_ROLES } from '../../rules/console-roles.js';
import { idField, idParam } from '../profiles.js';
import { consoleListQuerySchema } from './auth.js';

/** Staff management and the audit log (issue 13, "Staff and access"); admins only. */

const staffName = z.string({ error: 'console_text_required' }).trim().min(1, { error: 'console_text_required' }).max(100, { error: 'console_text_too_long' });
const role = z.enum(STAFF_ROLES, { error: 'console_role' });
/** Refunds a support member may give per payment, in cents (at most 10,000.00). */
const refundLimit = z.number({ error: 'console_number' }).int({ error: 'console_number' }).min(0, { error: 'console_number' }).max(1_000_000, { error: 'console_number' });
const siteIds = z.array(idField, { error: 'validation' }).max(500, { error: 'validation' });

export const staffCreateBodySchema = z.object({
  email: z.string({ error: 'invalid_email' }).trim().max(EMAIL_MAX, { error: 'invalid_email' }).refine(isEmailShape, { error: 'invalid_email' }),
  name: staffName,
  role,
  language: z.enum(LOCALES, { error: 'invalid_language' }).optional(),
  refund_limit_cents: refundLimit.optional(),
  /** The sites an operator answers for (staff_sites); other roles work for every site. */
  sites: siteIds.optional(),
}).strict();
export type StaffCreateBody = z.infer<typeof staffCreateBodySchema>;

export const staffUpdateBodySchema = z.object({
  id: idField,
  name: staffName.optional(),
  role: role.optional(),
  language: z.enum(LOCALES, { error: 'invalid_language' }).optional(),
  refund_limit_cents: refundLimit.optional(),
  sites: siteIds.optional(),
  disabled: z.boolean({ error: 'validation' }).optional(),
}).strict();
export type StaffUpdateBody = z.infer<typeof staffUpdateBodySchema>;

export const staffIdBodySchema = z.object({ id: idField }).strict();

export const staffItemSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  language: z.string(),
  refund_limit_cents: z.number(),
  sites: z.array(z.number()),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
  active_sessions: z.number(),
});
export type StaffItem = z.infer<typeof staffItemSchema>;
export const staffListResponseSchema = z.object({ staff: z.array(staffItemSchema) });
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;
export const staffItemResponseSchema = z.object({ staff: staffItemSchema });

/** What an authenticator app needs; shown once (the console cannot show it again: only a reset makes a new one). */
export const totpSetupSchema = z.object({ totp_secret: z.string(), otpauth_uri: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;
/** POST /api/console/staff/create.php: the account, its generated password and its TOTP secret, once. */
export const staffCreatedResponseSchema = z.object({ staff: staffItemSchema, password: z.string(), ...totpSetupSchema.shape });
export type StaffCreatedResponse = z.infer<typeof staffCreatedResponseSchema>;

const filterText = (max: number) => z.string({ error: 'validation' }).trim().min(1, { error: 'validation' }).max(max, { error: 'validation' }).optional();

/** GET /api/console/audit.php: newest first, filtered by who, what object, which action (prefix, e.g. "site."). */
export const auditQuerySchema = consoleListQuerySchema.extend({
  staff: idParam.optional(),
  object_type: filterText(40),
  object_id: filterText(60),
  action: filterText(60),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  staff_id: z.number().nullable(),
  staff_email: z.string(),
  action: z.string(),
  site_id: z.number().nullable(),
  object_type: z.string(),
  object_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = z.object({ entries: z.array(auditEntrySchema), more: z.boolean() });
export type AuditResponse = z.infer<typeof auditResponseSchema>;
