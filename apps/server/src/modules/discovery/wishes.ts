import { eq } from 'drizzle-orm';
import { ageOn, defaultAgeRange, gendersWanted, INTERESTS, MATCH_FINDER_MAX_INTERESTS, type Interest, type MatchFinderAnswers, type MatchWishes } from '@app/shared';
import { matchFinderAnswers, type ProfileRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

/** The questionnaire's answers before the member gave any: what their own profile says. */
export function defaultAnswers(me: ProfileRow, now: Date): MatchFinderAnswers {
  return {
    genders: gendersWanted({ gender: me.gender ?? null, sexuality: me.sexuality ?? null }),
    ...defaultAgeRange(ageOn(me.dateOfBirth, now)),
    region: me.region,
    interests: me.interests.filter((i): i is Interest => (INTERESTS as readonly string[]).includes(i)).slice(0, MATCH_FINDER_MAX_INTERESTS),
  };
}

/** The member's kept answers, or the defaults (`saved` false). */
export async function answersOf(db: DbOrTx, me: ProfileRow, now: Date): Promise<{ answers: MatchFinderAnswers; saved: boolean }> {
  const [row] = await db.select({ answers: matchFinderAnswers.answers }).from(matchFinderAnswers).where(eq(matchFinderAnswers.profileId, me.id));
  return row ? { answers: row.answers, saved: true } : { answers: defaultAnswers(me, now), saved: false };
}

/** Answers as the scoring rule takes them: the region counts within the member's own country. */
export const wishesFrom = (answers: MatchFinderAnswers, me: ProfileRow): MatchWishes => ({ ...answers, country: me.country });
