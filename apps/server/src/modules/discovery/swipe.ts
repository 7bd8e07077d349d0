import { and, count, eq, gte, sql } from 'drizzle-orm';
import { SWIPE_BATCH, SWIPE_LIKES_PER_DAY, SWIPE_PASS_COOLDOWN_DAYS, siteDay, swipeAllowance, type SwipeBody, type SwipeResponse, type SwipeState } from '@app/shared';
import { likes, swipePasses } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { withTx } from '../../kernel/tx.js';
import type { DbOrTx } from '../../platform/db.js';
import { likeProfile, lockPairOfProfiles } from '../likes/like-profile.js';
import { assertMayLike } from '../likes/likes.policy.js';
import { viewerOf } from '../profiles/profiles.policy.js';
import { candidatePool, presentCandidate } from './candidates.js';
import { answersOf, wishesFrom } from './wishes.js';

type Deps = Pick<AppDeps, 'db' | 'events' | 'clock'>;
interface Input { site: SiteWithCompany; auth: AuthenticatedSession }

/** Swipe likes the member gave since the site's midnight (the day is the site's, decided here, never by the device). */
async function swipeLikesToday(db: DbOrTx, profileId: number, site: SiteWithCompany, now: Date): Promise<number> {
  const { start } = siteDay(site.timeZone, now);
  const [row] = await db.select({ n: count() }).from(likes)
    .where(and(eq(likes.likerId, profileId), eq(likes.source, 'swipe'), gte(likes.createdAt, start)));
  return row?.n ?? 0;
}

const passedRecently = (me: number, now: Date) => sql`not exists (select 1 from ${swipePasses} where ${swipePasses.swiperId} = ${me}
  and ${swipePasses.profileId} = profiles.id and ${swipePasses.passedAt} > ${new Date(now.getTime() - SWIPE_PASS_COOLDOWN_DAYS * 86_400_000)})`;

/** GET /api/swipe.php: the next cards (not liked, not passed lately, wanted both ways, nearest first) and the allowance. */
export async function getSwipeState(deps: Deps, input: Input): Promise<SwipeState> {
  const now = deps.clock.now();
  const me = input.auth.profile;
  const { answers } = await answersOf(deps.db, me, now);
  const wishes = wishesFrom(answers, me);
  const [pool, used] = await Promise.all([
    candidatePool(deps.db, viewerOf(input.site, input.auth), me, wishes, now, { ageSlack: 0, excludeLiked: true, extra: [passedRecently(me.id, now)], limit: SWIPE_BATCH }),
    swipeLikesToday(deps.db, me.id, input.site, now),
  ]);
  return {
    candidates: pool.map((entry) => presentCandidate(entry, wishes, now, input.site.countries)),
    ...swipeAllowance(used, now, input.site.timeZone),
    limit: SWIPE_LIKES_PER_DAY,
    now: now.toISOString(),
  };
}

/**
 * POST /api/swipe.php. A like counts against the day's allowance: both members' rows are locked (the like's own lock
 * order) before counting, so parallel swipes of one member are serialised and the fifth is refused, whatever the
 * timing. A pass is free and keeps the profile out of the stack for a while.
 */
export async function swipeProfile(deps: Deps, input: Input, body: SwipeBody): Promise<SwipeResponse> {
  const now = deps.clock.now();
  const me = input.auth.profile.id;
  return withTx(deps, async (tx, events) => {
    let match = false;
    if (body.decision === 'like') {
      // likeProfile checks the like itself (policy); here only the allowance, under the pair's lock.
      await lockPairOfProfiles({ tx, events }, me, body.profile);
      const used = await swipeLikesToday(tx, me, input.site, now);
      const allowance = swipeAllowance(used, now, input.site.timeZone);
      if (allowance.remaining === 0) {
        const seconds = Math.ceil((Date.parse(allowance.renews_at) - now.getTime()) / 1000);
        throw new DomainError('swipe_limit', {}, { retryAfterSeconds: seconds });
      }
      ({ match } = await likeProfile(deps, input, body.profile, 'swipe', { tx, events }));
    } else {
      await assertMayLike(tx, input.site.id, input.auth, body.profile);
      await tx.insert(swipePasses).values({ swiperId: me, profileId: body.profile, passedAt: now })
        .onConflictDoUpdate({ target: [swipePasses.swiperId, swipePasses.profileId], set: { passedAt: now } });
    }
    const allowance = swipeAllowance(await swipeLikesToday(tx, me, input.site, now), now, input.site.timeZone);
    return { decision: body.decision, match, ...allowance, now: now.toISOString() };
  });
}
