/**
 * Spec 4: the signup modal is started (locked), then complete (unlocked), closed, or redirected to login (hidden).
 * Started covers the account step and the steps after it (photo, location, …): the member exists from the account
 * step on, and a click beside the modal must not throw the funnel away. "Locked" means backdrop clicks and Escape
 * do not close it; the visible close button always does (what is left can be finished on /complete-signup).
 */
export type SignupState =
  | { step: 'idle' }
  | { step: 'started' }
  | { step: 'submitting' }
  | { step: 'steps'; email: string }
  | { step: 'complete'; email: string };

export const isLocked = (state: SignupState) => state.step === 'started' || state.step === 'submitting' || state.step === 'steps';

/** Once the account exists the modal keeps its place when closed and opened again; before, it starts over (from the draft). */
export const keepsStateWhenClosed = (state: SignupState) => state.step === 'steps' || state.step === 'complete';
