import { and, eq, or } from 'drizzle-orm';
import { likes } from '../../db/schema/index.js';
import { defineModule } from '../../kernel/module.js';
import { on } from '../../kernel/event-hub.js';
import { likesRoutes } from './likes.routes.js';
import { markLikeSeen } from './list-likes.js';

export const likesModule = defineModule({
  name: 'likes',
  routes: likesRoutes,
  subscribers: (deps) => [
    // Spec 4: opening the liker's profile clears like_new.
    on({ event: 'profile.viewed', name: 'likes.seen_on_view', afterCommit: (e) => markLikeSeen(deps, e.payload.viewerProfileId, e.payload.profileId) }),
    // Spec 4: blocking removes likes both ways, in the block's own transaction.
    on({ event: 'member.blocked', name: 'likes.remove_on_block', inTransaction: async (e, { tx }) => {
      const { blockerProfileId: a, blockedProfileId: b } = e.payload;
      await tx.delete(likes).where(or(and(eq(likes.likerId, a), eq(likes.likedId, b)), and(eq(likes.likerId, b), eq(likes.likedId, a))));
    } }),
  ],
});
