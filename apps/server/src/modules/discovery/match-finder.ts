import { and, eq, inArray } from 'drizzle-orm';
import { MATCH_FINDER_RESULTS, rankMatches, type MatchFinderAnswers, type MatchFinderResponse, type MemberCard } from '@app/shared';
import { likes, matchFinderAnswers } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { withTx } from '../../kernel/tx.js';
import { regionsOf } from '../sites/regions.js';
import { viewerOf } from '../profiles/profiles.policy.js';
import { candidatePool, presentCandidate } from './candidates.js';
import { answersOf, wishesFrom } from './wishes.js';

type Deps = Pick<AppDeps, 'db' | 'events' | 'clock'>;
interface Input { site: SiteWithCompany; auth: AuthenticatedSession }

/** How many nearby, fitting profiles are scored: the ranking is exact within them (nearest and most active first). */
const SCORED_POOL = 400;

/** The match finder's ranked list (documented score: rules/match-finder.ts) for these answers. */
export async function rankedMatches(deps: Deps, input: Input, answers: MatchFinderAnswers, opts: { excludeLiked: boolean; limit: number }) {
  const now = deps.clock.now();
  const me = input.auth.profile;
  const wishes = wishesFrom(answers, me);
  // Near misses of the age range are scored lower rather than dropped: five years of slack.
  const pool = await candidatePool(deps.db, viewerOf(input.site, input.auth), me, wishes, now, { ageSlack: 5, excludeLiked: opts.excludeLiked, limit: SCORED_POOL });
  return rankMatches(wishes, pool, now).slice(0, opts.limit).map((entry) => ({ entry, card: presentCandidate(entry, wishes, now, input.site.countries) }));
}

async function respond(deps: Deps, input: Input, answers: MatchFinderAnswers, saved: boolean): Promise<MatchFinderResponse> {
  const ranked = await rankedMatches(deps, input, answers, { excludeLiked: false, limit: MATCH_FINDER_RESULTS });
  const ids = ranked.map((r) => r.entry.id);
  const liked = new Set(ids.length ? (await deps.db.select({ id: likes.likedId }).from(likes)
    .where(and(eq(likes.likerId, input.auth.profile.id), inArray(likes.likedId, ids)))).map((r) => r.id) : []);
  const wanted = new Set<string>(answers.interests);
  return {
    answers,
    saved,
    results: ranked.map(({ entry, card }) => ({
      ...card, score: entry.score, shared_interests: entry.interests.filter((i) => wanted.has(i)), liked: liked.has(entry.id),
    })),
  };
}

/** GET /api/match-finder.php: the kept answers (or the profile's defaults) and the ranked results. */
export async function getMatchFinder(deps: Deps, input: Input): Promise<MatchFinderResponse> {
  const { answers, saved } = await answersOf(deps.db, input.auth.profile, deps.clock.now());
  return respond(deps, input, answers, saved);
}

/** PUT /api/match-finder.php: keeps the answers (the region must be one of the member's country), then ranks. */
export async function saveMatchFinder(deps: Deps, input: Input, answers: MatchFinderAnswers): Promise<MatchFinderResponse> {
  const country = input.auth.profile.country;
  if (answers.region !== null && !(country && regionsOf(country).some((r) => r.code === answers.region))) {
    throw new DomainError('region_unknown', {}, { field: 'region' });
  }
  const kept: MatchFinderAnswers = { ...answers, genders: [...new Set(answers.genders)], interests: [...new Set(answers.interests)] };
  await withTx(deps, async (tx) => {
    const updatedAt = deps.clock.now();
    await tx.insert(matchFinderAnswers).values({ profileId: input.auth.profile.id, answers: kept, updatedAt })
      .onConflictDoUpdate({ target: matchFinderAnswers.profileId, set: { answers: kept, updatedAt } });
  });
  return respond(deps, input, kept, true);
}

/**
 * GET /api/auto-like.php: the match overlay's suggestion when it is given no profile: the best match-finder candidate
 * the member has not liked yet, a real visible profile (a fictional one keeps its label on the card). Null if none.
 */
export async function autoLikeSuggestion(deps: Deps, input: Input): Promise<{ profile: MemberCard | null }> {
  const { answers } = await answersOf(deps.db, input.auth.profile, deps.clock.now());
  const [best] = await rankedMatches(deps, input, answers, { excludeLiked: true, limit: 1 });
  return { profile: best?.card ?? null };
}
