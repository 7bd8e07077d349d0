import { PROFILE_NAME_MAX, PROFILE_NAME_MIN } from '../constants.js';

export type ProfileNameProblem = 'name_length' | 'name_starts_with_at' | 'name_equals_email' | 'name_invalid';

// Letters, digits, spaces and a few joiners; no markup, no control characters, no e-mail or URL look-alikes.
const ALLOWED = /^[\p{L}\p{N}][\p{L}\p{N} ._'-]*$/u;

/** Spec 5: the profile name must differ from the e-mail address and must not start with @. */
export function checkProfileName(name: string, email: string): ProfileNameProblem | null {
  const trimmed = name.trim();
  if (trimmed.startsWith('@')) return 'name_starts_with_at';
  if ([...trimmed].length < PROFILE_NAME_MIN || [...trimmed].length > PROFILE_NAME_MAX) return 'name_length';
  const lowered = trimmed.toLowerCase();
  const mail = email.trim().toLowerCase();
  const localPart = mail.split('@')[0] ?? '';
  if (lowered === mail || (localPart.length > 0 && lowered === localPart) || lowered.includes('@')) return 'name_equals_email';
  if (!ALLOWED.test(trimmed)) return 'name_invalid';
  return null;
}
