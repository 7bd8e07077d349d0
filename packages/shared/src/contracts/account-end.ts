import { z } from 'zod';
import { PASSWORD_MAX } from '../constants.js';

/** Why a member leaves: a fixed list (stored as the code), with optional words of their own. */
export const DELETION_REASONS = [
  'found_partner', 'taking_break', 'not_enough_matches', 'too_expensive', 'too_many_emails', 'privacy', 'bad_experience', 'other',
] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];
export const DELETION_REASON_TEXT_MAX = 1000;

/** Successful data exports a member may download per 24 hours (each one reads every photo from storage). */
export const DATA_EXPORTS_PER_DAY = 3;

/** How long the personal retention discount (companies.delete_discount) can be used once claimed. */
export const RETENTION_DISCOUNT_VALID_DAYS = 14;

const passwordField = z.string({ error: 'password_wrong' }).min(1, { error: 'password_wrong' }).max(PASSWORD_MAX, { error: 'password_wrong' });

/** POST /api/account-delete.php: the member confirms with their password; the session ends with the answer. */
export const accountDeleteBodySchema = z.object({
  password: passwordField,
  reason: z.enum(DELETION_REASONS, { error: 'deletion_reason' }),
  reason_text: z.string({ error: 'deletion_reason_text' }).trim().max(DELETION_REASON_TEXT_MAX, { error: 'deletion_reason_text' }).optional(),
}).strict();
export type AccountDeleteBody = z.infer<typeof accountDeleteBodySchema>;

/** POST /api/export.php: the answer is the ZIP itself (application/zip), or an error in the usual shape. */
export const dataExportBodySchema = z.object({ password: passwordField }).strict();
export type DataExportBody = z.infer<typeof dataExportBodySchema>;

/** POST /api/retention-discount.php: the member's own code (one per member, ever), to type at checkout. */
export const retentionDiscountResponseSchema = z.object({
  discount: z.object({ code: z.string(), percentage: z.number().int(), expires: z.string() }),
});
export type RetentionDiscount = z.infer<typeof retentionDiscountResponseSchema>['discount'];

/** The JSON files of a data export, one per category; photos and sent message photos ride along as files. */
export const DATA_EXPORT_FILES = [
  'account.json', 'profile.json', 'photos.json', 'messages.json', 'likes.json', 'payments.json', 'credits.json',
  'notifications.json', 'consents.json', 'blocks.json', 'reports.json',
] as const;
