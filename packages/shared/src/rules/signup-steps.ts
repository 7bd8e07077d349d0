/**
 * The signup funnel after the account step (spec 2: account → photo → location → personal info → about me → push
 * prompt → the activation-mail step). Each of these steps can be skipped and finished later on /complete-signup;
 * the server keeps what was done or skipped per member (users.signup_steps), a missing step is still to do.
 */
export const SIGNUP_STEPS = ['photo', 'location', 'personal', 'about', 'push'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

export const SIGNUP_STEP_STATES = ['todo', 'done', 'skipped'] as const;
export type SignupStepState = (typeof SIGNUP_STEP_STATES)[number];

/** What the server stores: only the steps a member finished or skipped. */
export type SignupProgress = Partial<Record<SignupStep, 'done' | 'skipped'>>;

export interface SignupStepOptions {
  /** The push prompt is a step only where push can be offered (the site has a key; the browser can subscribe). */
  pushAvailable: boolean;
}

export const isSignupStep = (value: string): value is SignupStep => (SIGNUP_STEPS as readonly string[]).includes(value);

/** The steps that apply here, in funnel order (without push when it cannot be offered). */
export const applicableSignupSteps = ({ pushAvailable }: SignupStepOptions): SignupStep[] =>
  SIGNUP_STEPS.filter((step) => step !== 'push' || pushAvailable);

/** Every step with its state, in funnel order; an unknown stored state counts as still to do. */
export function signupStepStates(progress: SignupProgress, options: SignupStepOptions): Array<{ step: SignupStep; state: SignupStepState }> {
  return applicableSignupSteps(options).map((step) => {
    const stored = progress[step];
    return { step, state: stored === 'done' || stored === 'skipped' ? stored : 'todo' };
  });
}

/** The funnel's next step: the first one neither done nor skipped; null when the funnel is finished. */
export function nextSignupStep(progress: SignupProgress, options: SignupStepOptions): SignupStep | null {
  return signupStepStates(progress, options).find((s) => s.state === 'todo')?.step ?? null;
}

/** The funnel is finished when every step that applies was done or skipped (the activation mail comes next). */
export const isSignupFunnelFinished = (progress: SignupProgress, options: SignupStepOptions) => nextSignupStep(progress, options) === null;

/** What /complete-signup still offers: every step not done yet, the skipped ones included, in funnel order. */
export function openSignupSteps(progress: SignupProgress, options: SignupStepOptions): SignupStep[] {
  return signupStepStates(progress, options).filter((s) => s.state !== 'done').map((s) => s.step);
}

/** The profile is complete when every step that applies is done (skipping leaves it for /complete-signup). */
export const isProfileComplete = (progress: SignupProgress, options: SignupStepOptions) => openSignupSteps(progress, options).length === 0;
