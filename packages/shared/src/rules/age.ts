import { MAX_AGE, MIN_AGE } from '../constants.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses "YYYY-MM-DD" into a calendar date, refusing impossible dates like 2001-02-30. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Age in whole years on a given day; someone born on 29 February turns a year older on 1 March in common years. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const dob = parseIsoDate(dateOfBirth);
  if (!dob) return null;
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  const d = today.getUTCDate();
  let age = y - dob.year;
  if (m < dob.month || (m === dob.month && d < dob.day)) age -= 1;
  return age;
}

export type DateOfBirthProblem = 'date_of_birth_required' | 'date_of_birth_invalid';

/** Spec 5: date of birth required and at least MIN_AGE; impossible or future dates are invalid. */
export function checkDateOfBirth(value: string | undefined | null, today: Date): DateOfBirthProblem | null {
  if (!value) return 'date_of_birth_required';
  const age = ageOn(value, today);
  if (age === null || age < 0 || age > MAX_AGE) return 'date_of_birth_invalid';
  if (age < MIN_AGE) return 'date_of_birth_required';
  return null;
}
