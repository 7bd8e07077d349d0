import { and, eq, inArray, or } from 'drizzle-orm';
import { likes, profiles } from '../../db/schema/index.js';
import { defineModule } from '../../kernel/module.js';
import { on } from '../../kernel/event-hub.js';
import type { TxScope } from '../../kernel/tx.js';
import { queueRealtime } from '../realtime/realtime-outbox.js';
import { likesRoutes } from './likes.routes.js';
import { markLikeSeen } from './list-likes.js';

/** The user behind each profile (realtime events go to users). */
async function ownersOf(scope: TxScope, profileIds: number[]) {
  const rows = await scope.tx.select({ id: profiles.id, userId: profiles.userId }).from(profiles).where(inArray(profiles.id, profileIds));
  return new Map(rows.map((r) => [r.id, r.userId]));
}

export const likesModule = defineModule({
  name: 'likes',
  routes: likesRoutes,
  subscribers: (deps) => [
    // Spec 4: opening the liker's profile clears like_new.
    on({ event: 'profile.viewed', name: 'likes.seen_on_view', afterCommit: (e) => markLikeSeen(deps, e.payload.viewerProfileId, e.payload.profileId) }),
    // The liked member learns it live: a badge, or the match overlay when the like made a match. The like's use case
    // holds both members' locks, so the event is numbered in order with their other events.
    on({ event: 'like.given', name: 'likes.realtime_like', inTransaction: async (e, scope) => {
      const owners = await ownersOf(scope, [e.payload.likedProfileId]);
      const userId = owners.get(e.payload.likedProfileId);
      if (userId !== undefined) await queueRealtime(scope, userId, { type: 'like', profile: e.payload.likerProfileId, match: e.payload.match });
    } }),
    on({ event: 'like.removed', name: 'likes.realtime_unlike', inTransaction: async (e, scope) => {
      const userId = (await ownersOf(scope, [e.payload.likedProfileId])).get(e.payload.likedProfileId);
      if (userId !== undefined) await queueRealtime(scope, userId, { type: 'likes_changed' });
    } }),
    // Spec 4: blocking removes likes both ways, in the block's own transaction.
    on({ event: 'member.blocked', name: 'likes.remove_on_block', inTransaction: async (e, { tx }) => {
      const { blockerProfileId: a, blockedProfileId: b } = e.payload;
      await tx.delete(likes).where(or(and(eq(likes.likerId, a), eq(likes.likedId, b)), and(eq(likes.likerId, b), eq(likes.likedId, a))));
    } }),
  ],
});
