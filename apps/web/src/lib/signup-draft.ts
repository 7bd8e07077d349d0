/**
 * Spec 3: the signup form's draft (email, name, password, date_of_birth, signup_message), so a reload loses nothing.
 * Kept in sessionStorage: it lives as long as the tab, never on disk for other visitors of a shared computer, and a
 * member landing writes the first message (and its profile) here before it opens the signup.
 */
export interface SignupDraft {
  email?: string;
  name?: string;
  password?: string;
  date_of_birth?: string;
  signup_message?: string;
  /** The profile of the member landing the visitor came from: the signup message's addressee. */
  signup_profile?: number;
}

const KEY = 'signup-draft';

export function readSignupDraft(): SignupDraft {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? parsed as SignupDraft : {};
  } catch {
    return {};
  }
}

/** Merges the given fields into the draft. */
export function saveSignupDraft(fields: SignupDraft): void {
  try { window.sessionStorage.setItem(KEY, JSON.stringify({ ...readSignupDraft(), ...fields })); } catch { /* storage unavailable */ }
}

/** After a successful signup the draft (with its password) is gone. */
export function clearSignupDraft(): void {
  try { window.sessionStorage.removeItem(KEY); } catch { /* storage unavailable */ }
}
