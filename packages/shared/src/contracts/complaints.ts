import { z } from 'zod';
import { COMPLAINT_MESSAGE_MAX, COMPLAINT_MESSAGE_MIN, EMAIL_MAX } from '../constants.js';
import { checkEmail } from '../rules/email.js';

export const COMPLAINT_CATEGORIES = ['service', 'payment', 'member', 'illegal_content', 'privacy', 'other'] as const;

/** POST /api/complaint.php: anyone may complain; the answer is the reference quoted in the confirmation mail. */
export const complaintBodySchema = z.object({
  name: z.string({ error: 'complaint_name' }).trim().min(2, { error: 'complaint_name' }).max(100, { error: 'complaint_name' }),
  email: z.string({ error: 'invalid_email' }).trim().max(EMAIL_MAX, { error: 'invalid_email' }).superRefine((value, ctx) => {
    const problem = checkEmail(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.problem, params: { suggestion: problem.suggestion } });
  }),
  category: z.enum(COMPLAINT_CATEGORIES, { error: 'complaint_category' }),
  subject: z.string().trim().max(200, { error: 'complaint_subject' }).optional(),
  message: z.string({ error: 'complaint_message' }).trim()
    .min(COMPLAINT_MESSAGE_MIN, { error: 'complaint_message' }).max(COMPLAINT_MESSAGE_MAX, { error: 'complaint_message' }),
}).strict();
export type ComplaintBody = z.infer<typeof complaintBodySchema>;

export const complaintResponseSchema = z.object({ reference: z.string() });
