import { MATCH_FINDER_MAX_INTERESTS } from '@app/shared/constants';
import { MATCH_SCORE } from '@app/shared/rules/match-finder';
import type { MatchCard, MatchFinderAnswers } from '@app/shared/contracts/discovery';

/** The highest score the shared rule can give: every asked interest shared, same region, age in range, active today. */
export const MAX_MATCH_SCORE = MATCH_SCORE.perSharedInterest * MATCH_FINDER_MAX_INTERESTS + MATCH_SCORE.sameRegion
  + MATCH_SCORE.ageInRange + MATCH_SCORE.activeToday;

/** The score as members read it: a share of the best possible match. */
export const matchPercent = (score: number) => Math.max(0, Math.min(100, Math.round((score / MAX_MATCH_SCORE) * 100)));

export type MatchReason =
  | { kind: 'interests'; interests: string[] }
  | { kind: 'region'; region: string }
  | { kind: 'age' }
  | { kind: 'active' };

/** Why a profile ranks where it does, in the order the score weighs them; only what actually counted. */
export function matchReasons(card: MatchCard, answers: MatchFinderAnswers): MatchReason[] {
  const reasons: MatchReason[] = [];
  if (card.shared_interests.length) reasons.push({ kind: 'interests', interests: card.shared_interests });
  if (answers.region && card.region === answers.region) reasons.push({ kind: 'region', region: card.region_name ?? card.region });
  if (card.age >= answers.min_age && card.age <= answers.max_age) reasons.push({ kind: 'age' });
  // Fictional profiles get no activity points (the shared rule): their card never says they are active.
  if (card.online_recently && !card.fictional) reasons.push({ kind: 'active' });
  return reasons;
}
