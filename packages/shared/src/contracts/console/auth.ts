import { z } from 'zod';
import { EMAIL_MAX } from '../../constants.js';
import { CONSOLE_ACTIONS, STAFF_ROLES, type ConsoleAction } from '../../rules/console-roles.js';

/** POST /api/console/login.php: password and the authenticator's code in one step. */
export const staffLoginBodySchema = z.object({
  email: z.string({ error: 'console_login_failed' }).trim().min(3, { error: 'console_login_failed' }).max(EMAIL_MAX, { error: 'console_login_failed' }),
  password: z.string({ error: 'console_login_failed' }).min(1, { error: 'console_login_failed' }).max(200, { error: 'console_login_failed' }),
  code: z.string({ error: 'totp_required' }).trim().regex(/^\d{6}$/, { error: 'totp_required' }),
}).strict();
export type StaffLoginBody = z.infer<typeof staffLoginBodySchema>;

export const staffSiteSchema = z.object({ id: z.number().int(), name: z.string(), domain: z.string() });
export type StaffSite = z.infer<typeof staffSiteSchema>;

const actionSchema = z.enum(Object.keys(CONSOLE_ACTIONS) as [ConsoleAction, ...ConsoleAction[]]);

/** The signed-in staff member, with the actions their role allows (the console shows only those). */
export const staffMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  language: z.string(),
  /** The sites this staff member works for (operators: the assigned ones; others: all). */
  sites: z.array(staffSiteSchema),
  actions: z.array(actionSchema),
});
export type StaffMe = z.infer<typeof staffMeSchema>;
export const staffMeResponseSchema = z.object({ staff: staffMeSchema });
export type StaffMeResponse = z.infer<typeof staffMeResponseSchema>;

/** Query of most console lists: an optional site filter (one the staff member sees) and a page. */
export const consoleListQuerySchema = z.object({
  site: z.coerce.number({ error: 'validation' }).int({ error: 'validation' }).min(1, { error: 'validation' }).max(2_147_483_647, { error: 'validation' }).optional(),
  page: z.coerce.number({ error: 'validation' }).int({ error: 'validation' }).min(1, { error: 'validation' }).max(10_000, { error: 'validation' }).default(1),
});
export type ConsoleListQuery = z.infer<typeof consoleListQuerySchema>;

/** Every console action that changes something may carry a reason; some require one (bans, corrections, opening a chat). */
export const reasonField = z.string({ error: 'console_reason_required' }).trim().min(3, { error: 'console_reason_required' }).max(2000, { error: 'console_reason_required' });

export const okResponseSchema = z.object({ ok: z.literal(true) });
