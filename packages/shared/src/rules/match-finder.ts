import { MATCH_FINDER_MAX_INTERESTS, MAX_AGE, MIN_AGE, type Gender } from '../constants.js';

export type Sexuality = 'hetero' | 'gay' | 'lesbian' | 'bi';
/** "Looking for" as members say it; stored as the profile's sexuality (with the gender it makes sense). */
export type LookingFor = 'men' | 'women' | 'both';

/** "I am a man looking for women" is hetero, "… for men" gay, a woman looking for women lesbian, both is bi. */
export function sexualityFor(gender: Gender, lookingFor: LookingFor): Sexuality {
  if (lookingFor === 'both') return 'bi';
  const wantsSame = (lookingFor === 'men') === (gender === 'male');
  if (!wantsSame) return 'hetero';
  return gender === 'male' ? 'gay' : 'lesbian';
}

/** The reverse of sexualityFor, for forms; null when either is unknown. */
export function lookingForOf(gender: Gender | null, sexuality: Sexuality | null): LookingFor | null {
  if (!gender || !sexuality) return null;
  if (sexuality === 'bi') return 'both';
  if (sexuality === 'hetero') return gender === 'male' ? 'women' : 'men';
  return gender === 'male' ? 'men' : 'women';
}

/** Without stated wishes: ten years either side of the member's own age, within the site's limits. */
export function defaultAgeRange(age: number | null): { min_age: number; max_age: number } {
  if (age === null) return { min_age: MIN_AGE, max_age: 99 };
  return { min_age: Math.max(MIN_AGE, age - 10), max_age: Math.min(MAX_AGE, age + 10) };
}

export interface MatchWishes {
  genders: Gender[];
  min_age: number;
  max_age: number;
  country: string | null;
  region: string | null;
  interests: string[];
}

export interface MatchCandidate {
  gender: Gender | null;
  age: number;
  country: string | null;
  region: string | null;
  interests: string[];
  fictional: boolean;
  lastActiveAt: Date;
}

/** Points per part of the match finder's score (documented in the README and on the results page). */
export const MATCH_SCORE = {
  perSharedInterest: 10,
  sameRegion: 30,
  sameCountry: 15,
  ageInRange: 20,
  agePenaltyPerYear: 4,
  activeToday: 10,
  activeThisWeek: 5,
} as const;

/**
 * The match finder's score, 0 to 110: shared interests (10 each, at most 5 asked), distance by region (same region
 * 30, same country 15), age fit (20 inside the range, 4 less per year outside it) and recent activity (10 within a
 * day, 5 within a week). Fictional profiles get no activity points: we never pretend staff-run profiles are active.
 */
export function matchScore(wishes: MatchWishes, c: MatchCandidate, now: Date): number {
  const wanted = new Set(wishes.interests.slice(0, MATCH_FINDER_MAX_INTERESTS));
  const shared = c.interests.filter((i) => wanted.has(i)).length * MATCH_SCORE.perSharedInterest;
  const place = wishes.region && c.region === wishes.region && c.country === wishes.country ? MATCH_SCORE.sameRegion
    : wishes.country && c.country === wishes.country ? MATCH_SCORE.sameCountry : 0;
  const outside = c.age < wishes.min_age ? wishes.min_age - c.age : c.age > wishes.max_age ? c.age - wishes.max_age : 0;
  const age = Math.max(0, MATCH_SCORE.ageInRange - outside * MATCH_SCORE.agePenaltyPerYear);
  const idleMs = now.getTime() - c.lastActiveAt.getTime();
  const activity = c.fictional ? 0 : idleMs < 86_400_000 ? MATCH_SCORE.activeToday : idleMs < 7 * 86_400_000 ? MATCH_SCORE.activeThisWeek : 0;
  return shared + place + age + activity;
}

/** `main_image.match`: the profile is what the member looks for (a wanted gender, inside the age range). */
export function fitsWishes(wishes: Pick<MatchWishes, 'genders' | 'min_age' | 'max_age'>, c: Pick<MatchCandidate, 'gender' | 'age'>): boolean {
  return (c.gender === null || wishes.genders.includes(c.gender)) && c.age >= wishes.min_age && c.age <= wishes.max_age;
}

/** Ranks candidates by score, best first; ties go to the more recently active, then the lower id (stable). */
export function rankMatches<T extends MatchCandidate & { id: number }>(wishes: MatchWishes, candidates: T[], now: Date): Array<T & { score: number }> {
  return candidates.map((c) => ({ ...c, score: matchScore(wishes, c, now) }))
    .sort((a, b) => b.score - a.score || b.lastActiveAt.getTime() - a.lastActiveAt.getTime() || a.id - b.id);
}
