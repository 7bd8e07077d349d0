import { z } from 'zod';
import {
  EMAIL_MAX, GENDERS, LOCALES, PASSWORD_MAX, PASSWORD_MIN, PROFILE_STATUSES, SIGNUP_MESSAGE_MAX, USER_STATUSES,
} from '../constants.js';
import { checkDateOfBirth } from '../rules/age.js';
import { checkEmail } from '../rules/email.js';
import { checkProfileName } from '../rules/profile-name.js';
import { mainImageSchema } from './profiles.js';

/*
 * Issue messages are catalogue keys under "errors."; the server translates them and the web app
 * does the same, so both show the same words. Params travel in the issue's `params`.
 */

const emailField = z.string({ error: 'invalid_email' }).trim().max(EMAIL_MAX, { error: 'invalid_email' })
  .superRefine((value, ctx) => {
    const problem = checkEmail(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.problem, params: { suggestion: problem.suggestion } });
  });

const newPasswordField = z.string({ error: 'password_length' })
  .min(PASSWORD_MIN, { error: 'password_length' }).max(PASSWORD_MAX, { error: 'password_length' });

/** The signup's "Looking for" choices (see LookingFor in the match finder's rules). */
export const LOOKING_FOR = ['men', 'women', 'both'] as const;

export const signupBodySchema = z.object({
  email: emailField,
  name: z.string({ error: 'name_length' }).trim(),
  password: newPasswordField,
  date_of_birth: z.string({ error: 'date_of_birth_required' }).trim(),
  signup_message: z.string().trim().max(SIGNUP_MESSAGE_MAX, { error: 'signup_message_length' }).optional(),
  /** The profile a member landing led from: the signup message goes to it once the account is activated. */
  signup_profile: z.number({ error: 'not_found' }).int().positive().max(2_147_483_647, { error: 'not_found' }).optional(),
  /** "I am" and "Looking for": stored as the profile's gender and sexuality (sexualityFor), the start of search. */
  gender: z.enum(GENDERS, { error: 'profile_value' }).optional(),
  looking_for: z.enum(LOOKING_FOR, { error: 'profile_value' }).optional(),
}).superRefine((body, ctx) => {
  const nameProblem = checkProfileName(body.name, body.email);
  if (nameProblem) ctx.addIssue({ code: 'custom', path: ['name'], message: nameProblem });
  const dobProblem = checkDateOfBirth(body.date_of_birth, new Date());
  if (dobProblem) ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message: dobProblem });
  // Who someone looks for means nothing without who they are (a man looking for men is gay, a woman looking for men not).
  if (body.looking_for && !body.gender) ctx.addIssue({ code: 'custom', path: ['gender'], message: 'profile_value' });
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const loginBodySchema = z.object({
  email: z.string({ error: 'login_failed' }).trim().max(EMAIL_MAX, { error: 'login_failed' }),
  password: z.string({ error: 'login_failed' }).max(PASSWORD_MAX, { error: 'login_failed' }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const updateUserBodySchema = z.object({
  language: z.enum(LOCALES, { error: 'invalid_language' }).optional(),
}).strict();
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const passwordResetRequestBodySchema = z.object({ email: z.string({ error: 'invalid_email' }).trim().max(EMAIL_MAX, { error: 'invalid_email' }) });

export const passwordResetBodySchema = z.object({
  token: z.string({ error: 'link_invalid' }).min(1, { error: 'link_invalid' }).max(200, { error: 'link_invalid' }),
  password: newPasswordField,
  password_repeat: z.string({ error: 'passwords_differ' }),
}).superRefine((body, ctx) => {
  if (body.password !== body.password_repeat) ctx.addIssue({ code: 'custom', path: ['password_repeat'], message: 'passwords_differ' });
});

export const passwordChangeBodySchema = z.object({
  old_password: z.string({ error: 'old_password_wrong' }).max(PASSWORD_MAX, { error: 'old_password_wrong' }),
  password: newPasswordField,
});

export const mailChangeBodySchema = z.object({
  email: z.string({ error: 'new_email_invalid' }).trim().max(EMAIL_MAX, { error: 'new_email_invalid' }).superRefine((value, ctx) => {
    const problem = checkEmail(value);
    if (problem) ctx.addIssue({ code: 'custom', message: 'new_email_invalid', params: { suggestion: problem.suggestion } });
  }),
});

export const tokenQuerySchema = z.object({ token: z.string().max(200).optional() });
/** POST /api/activate.php?resend=1: a new activation mail. */
export const resendActivationQuerySchema = z.object({ resend: z.literal('1') });
/** POST /api/password-reset.php: asks for a reset mail; with ?do=1 sets the new password from the mailed token. */
export const passwordResetQuerySchema = z.object({ do: z.literal('1').optional() });

export const profileSummarySchema = z.object({
  id: z.number(),
  status: z.enum(PROFILE_STATUSES),
  name: z.string(),
  country: z.string().nullable(),
  age: z.number().nullable(),
  main_image: mainImageSchema,
});

export const userSchema = z.object({
  id: z.number(),
  status: z.enum(USER_STATUSES),
  email: z.string(),
  credits: z.number().int(),
  notifications_disabled: z.array(z.string()),
  paid_user: z.boolean(),
  signup_date: z.string(),
  language: z.enum(LOCALES),
  profile: profileSummarySchema,
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export const okResponseSchema = z.object({ ok: z.literal(true) });
