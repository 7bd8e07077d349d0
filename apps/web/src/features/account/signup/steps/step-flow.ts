import type { SignupStepsResponse } from '@app/shared/contracts/signup-steps';
import {
  applicableSignupSteps, nextSignupStep, openSignupSteps, type SignupProgress, type SignupStep, type SignupStepOptions,
} from '@app/shared/rules/signup-steps';

/**
 * Where the member is in the funnel. 'funnel' (the signup modal): the next step neither done nor skipped.
 * 'complete' (/complete-signup): every step not done yet, skipped ones included, except those passed over on this
 * visit (skipping one there moves on to the next rather than asking it again).
 */
export type StepMode = 'funnel' | 'complete';

/** The server's list as the shared rules' progress (a step still to do is simply missing). */
export function progressOf(response: Pick<SignupStepsResponse, 'steps'>): SignupProgress {
  const progress: SignupProgress = {};
  for (const { step, state } of response.steps) if (state !== 'todo') progress[step] = state;
  return progress;
}

export function currentSignupStep(
  response: Pick<SignupStepsResponse, 'steps'>, options: SignupStepOptions & { mode: StepMode; passed?: ReadonlySet<SignupStep> },
): SignupStep | null {
  const progress = progressOf(response);
  if (options.mode === 'funnel') return nextSignupStep(progress, options);
  return openSignupSteps(progress, options).find((step) => !options.passed?.has(step)) ?? null;
}

/** "Step 2 of 6": the account counts as the first step, the activation mail comes after the last. */
export function stepNumber(step: SignupStep, options: SignupStepOptions): { number: number; total: number } {
  const steps = applicableSignupSteps(options);
  return { number: steps.indexOf(step) + 2, total: steps.length + 1 };
}
