import { BADGE_CAP, LOW_CREDITS_BADGE_THRESHOLD } from '../constants.js';

/** Messages and likes badges: nothing at 0, "99+" from 100 on. */
export function badgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

export type CreditBadge = { label: string; variant: 'warning' | 'danger' } | null;

/** The credits badge of a paid member: shown at 10 or fewer, warning above 0, danger at 0. */
export function creditBadge(credits: number, isPaidUser: boolean): CreditBadge {
  if (!isPaidUser || credits > LOW_CREDITS_BADGE_THRESHOLD) return null;
  return { label: String(Math.max(credits, 0)), variant: credits > 0 ? 'warning' : 'danger' };
}
