import { and, eq, inArray, sql } from 'drizzle-orm';
import { isMatch, type LikeResponse } from '@app/shared';
import { likes, profiles } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { withTx, type TxScope } from '../../kernel/tx.js';
import type { Tx } from '../../platform/db.js';
import { lockMembers } from '../realtime/realtime-outbox.js';
import { assertMayLike } from './likes.policy.js';

type Deps = Pick<AppDeps, 'db' | 'events' | 'clock'>;
interface Input { site: SiteWithCompany; auth: AuthenticatedSession | null }

/**
 * Both members' user rows locked in id order (the order chat and realtime use too): two members liking each other at
 * the same moment are serialised, so the second sees the first's like and exactly one of them makes the match; the
 * realtime event for the liked member is numbered under the same lock; and no deadlock, whatever the order.
 */
export async function lockPairOfProfiles(scope: TxScope, a: number, b: number) {
  const owners = await scope.tx.select({ userId: profiles.userId }).from(profiles).where(inArray(profiles.id, [a, b]));
  await lockMembers(scope, owners.map((o) => o.userId));
}

const likedBack = async (tx: Tx, me: number, other: number) =>
  (await tx.select({ one: sql`1` }).from(likes).where(and(eq(likes.likerId, other), eq(likes.likedId, me)))).length > 0;

/** Spec 4: likes a profile once (again is the same answer); a like each way is a match, made once. */
export async function likeProfile(deps: Deps, input: Input, profileId: number, source: 'profile' | 'swipe' = 'profile', outer?: TxScope): Promise<LikeResponse> {
  return withTx(deps, async (tx, events) => {
    const target = await assertMayLike(tx, input.site.id, input.auth, profileId);
    const me = input.auth!.profile.id;
    await lockPairOfProfiles({ tx, events }, me, target);
    const added = await tx.insert(likes).values({ likerId: me, likedId: target, siteId: input.site.id, source, createdAt: deps.clock.now() }).onConflictDoNothing().returning({ likerId: likes.likerId });
    const match = isMatch(true, await likedBack(tx, me, target));
    if (added.length) {
      await events.record('like.given', { siteId: input.site.id, likerProfileId: me, likedProfileId: target, match, source });
    }
    return { liked: true, match };
  }, outer);
}

/** Takes a like back (a match ends with it); unliking what was never liked is the same answer. */
export async function unlikeProfile(deps: Deps, input: Input, profileId: number): Promise<LikeResponse> {
  return withTx(deps, async (tx, events) => {
    const me = input.auth?.profile.id;
    if (me === undefined) throw new DomainError('login_to_like');
    await lockPairOfProfiles({ tx, events }, me, profileId);
    const removed = await tx.delete(likes).where(and(eq(likes.likerId, me), eq(likes.likedId, profileId), eq(likes.siteId, input.site.id))).returning({ likedId: likes.likedId });
    if (removed.length) await events.record('like.removed', { siteId: input.site.id, likerProfileId: me, likedProfileId: profileId });
    return { liked: false, match: false };
  });
}
