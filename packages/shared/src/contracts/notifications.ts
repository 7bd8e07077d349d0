import { z } from 'zod';
import { EMAIL_MAX, NOTIFICATION_TYPES } from '../constants.js';
import { hasPushChannel, NOTIFICATION_DISABLED_REASONS } from '../rules/notifications.js';

const notificationType = z.enum(NOTIFICATION_TYPES, { error: 'notification_type' });
const channelSettingsSchema = z.object({ email: z.boolean(), push: z.boolean() });
const channelChangeSchema = z.object({
  email: z.boolean({ error: 'validation' }).optional(),
  push: z.boolean({ error: 'validation' }).optional(),
}).strict();

/**
 * GET and PUT /api/notifications.php answer: every type with both channels (push is always false for a type without
 * a push channel), why e-mail is stopped (`disabled`, spec 3's reasons) and which types the one-click unsubscribe
 * of a mail switched off (`unsubscribed`), so the page can explain `listunsubscribe`.
 */
export const notificationsResponseSchema = z.object({
  settings: z.record(z.enum(NOTIFICATION_TYPES), channelSettingsSchema),
  disabled: z.array(z.enum(NOTIFICATION_DISABLED_REASONS)),
  unsubscribed: z.array(z.enum(NOTIFICATION_TYPES)),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/**
 * PUT /api/notifications.php: only the given types and channels change. `resume_email` turns e-mail back on after a
 * bounce or spam complaint; it carries the address the member confirmed, so a page shown before an address change
 * cannot confirm the new one unseen.
 */
export const notificationsUpdateBodySchema = z.object({
  settings: z.partialRecord(notificationType, channelChangeSchema, { error: 'notification_type' }).default({}),
  resume_email: z.object({
    email: z.string({ error: 'invalid_email' }).trim().min(3, { error: 'invalid_email' }).max(EMAIL_MAX, { error: 'invalid_email' }),
  }).strict().optional(),
}).strict().superRefine((body, ctx) => {
  for (const [type, change] of Object.entries(body.settings)) {
    if (change?.push !== undefined && !hasPushChannel(type as (typeof NOTIFICATION_TYPES)[number])) {
      ctx.addIssue({ code: 'custom', message: 'notification_push_unavailable', path: ['settings', type, 'push'] });
    }
  }
});
export type NotificationsUpdateBody = z.infer<typeof notificationsUpdateBodySchema>;

/** GET and POST /api/unsubscribe.php?token=… (RFC 8058 one-click: the token is the only credential). */
export const unsubscribeQuerySchema = z.object({
  token: z.string({ error: 'validation' }).min(1, { error: 'validation' }).max(200, { error: 'validation' }),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

export const MAIL_EVENT_TYPES = ['bounce', 'complaint'] as const;
export const MAIL_EVENTS_MAX_BATCH = 100;

/**
 * POST /api/mail-events.php (Authorization: Bearer MAIL_EVENTS_SECRET), provider-neutral: a small adapter or the
 * provider's webhook template maps its events to these. A bounce is permanent unless `hard: false` (soft bounces are
 * only recorded); a complaint is a spam report from a feedback loop.
 */
export const mailEventsBodySchema = z.object({
  events: z.array(z.object({
    type: z.enum(MAIL_EVENT_TYPES, { error: 'validation' }),
    email: z.string({ error: 'invalid_email' }).trim().min(3, { error: 'invalid_email' }).max(EMAIL_MAX, { error: 'invalid_email' })
      .refine((v) => v.includes('@'), { error: 'invalid_email' }),
    hard: z.boolean({ error: 'validation' }).optional(),
    occurred_at: z.iso.datetime({ offset: true, error: 'validation' }).optional(),
  }).strict(), { error: 'validation' }).min(1, { error: 'validation' }).max(MAIL_EVENTS_MAX_BATCH, { error: 'validation' }),
}).strict();
export type MailEventsBody = z.infer<typeof mailEventsBodySchema>;

export const mailEventsResponseSchema = z.object({ accepted: z.number() });
