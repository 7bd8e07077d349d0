import { z } from 'zod';
import { SIGNUP_STEP_STATES, SIGNUP_STEPS } from '../rules/signup-steps.js';

/**
 * GET /api/signup-steps.php: the logged-in member's funnel after the account step (see rules/signup-steps.ts).
 * POST /api/signup-steps.php { step, action }: 'done' only when the step's data is really there (a photo uploaded,
 * a region set, personal details, an about text or interests, a push device stored), else a localised 422;
 * 'skip' always. Both answer the same: every step with its state and the next one (null: the funnel is finished).
 */
export const signupStepBodySchema = z.object({
  step: z.enum(SIGNUP_STEPS, { error: 'validation' }),
  action: z.enum(['done', 'skip'], { error: 'validation' }),
}).strict();
export type SignupStepBody = z.infer<typeof signupStepBodySchema>;

export const signupStepsResponseSchema = z.object({
  steps: z.array(z.object({ step: z.enum(SIGNUP_STEPS), state: z.enum(SIGNUP_STEP_STATES) })),
  /** Decided with push counted only when the site can send push; the browser also knows whether it can receive it. */
  next: z.enum(SIGNUP_STEPS).nullable(),
});
export type SignupStepsResponse = z.infer<typeof signupStepsResponseSchema>;
