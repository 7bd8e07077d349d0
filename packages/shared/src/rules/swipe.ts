import { SWIPE_LIKES_PER_DAY } from '../constants.js';

/** Minutes the zone is ahead of UTC at `instant` (Amsterdam: 60 in winter, 120 in summer). */
function offsetMinutes(timeZone: string, instant: Date): number {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(instant).map((p) => [p.type, p.value]));
  const local = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return Math.round((local - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The calendar date of `instant` in the zone. */
function localDate(timeZone: string, instant: Date): { y: number; m: number; d: number } {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(instant).map((p) => [p.type, p.value]));
  return { y: +parts.year!, m: +parts.month!, d: +parts.day! };
}

/** The instant local midnight begins on that date in the zone (DST-proof: the offset is checked at the result). */
function midnight(timeZone: string, y: number, m: number, d: number): Date {
  const guess = Date.UTC(y, m - 1, d);
  let at = guess - offsetMinutes(timeZone, new Date(guess)) * 60_000;
  at = guess - offsetMinutes(timeZone, new Date(at)) * 60_000;
  return new Date(at);
}

/** The start of the site's day that contains `now`, and the start of the next one. */
export function siteDay(timeZone: string, now: Date): { start: Date; next: Date } {
  const { y, m, d } = localDate(timeZone, now);
  const tomorrow = new Date(Date.UTC(y, m - 1, d + 1));
  return { start: midnight(timeZone, y, m, d), next: midnight(timeZone, tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate()) };
}

/**
 * Spec 4/9: 4 swipe likes a day, the day being the site's (decided on the server). `likesToday` counts the member's
 * swipe likes since `siteDay(...).start`. When none are left the game waits until the next day begins.
 */
export function swipeAllowance(likesToday: number, now: Date, timeZone: string): { remaining: number; renews_at: string } {
  return { remaining: Math.max(0, SWIPE_LIKES_PER_DAY - likesToday), renews_at: siteDay(timeZone, now).next.toISOString() };
}

type Gender = 'male' | 'female';
type Sexuality = 'hetero' | 'gay' | 'lesbian' | 'bi';
interface Seeker { gender: Gender | null; sexuality: Sexuality | null }

/** The genders someone looks for, from what they said (nothing said: everyone, so nobody is left out). */
export function gendersWanted(p: Seeker): Gender[] {
  if (!p.sexuality || p.sexuality === 'bi' || !p.gender) return ['male', 'female'];
  if (p.sexuality === 'hetero') return [p.gender === 'male' ? 'female' : 'male'];
  return [p.gender]; // gay, lesbian
}

/**
 * Gender and sexuality make sense together both ways: each is among the genders the other looks for (an unknown
 * gender fits any wish). The swipe game and the match finder offer only such profiles.
 */
export function wantEachOther(a: Seeker, b: Seeker): boolean {
  const fits = (seeker: Seeker, other: Seeker) => other.gender === null || gendersWanted(seeker).includes(other.gender);
  return fits(a, b) && fits(b, a);
}
