/**
 * Spec 4: the signup modal is started (locked), then complete (unlocked), closed, or redirected to login (hidden).
 * "Locked" means backdrop clicks and Escape do not close it; the visible close button always does.
 */
export type SignupState =
  | { step: 'idle' }
  | { step: 'started' }
  | { step: 'submitting' }
  | { step: 'complete'; email: string };

export const isLocked = (state: SignupState) => state.step === 'started' || state.step === 'submitting';
