import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { conversationMembers, likes, profiles, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { repliesHeldFor } from '../chat/chat.policy.js';
import { blockedEitherWay, visibleProfilesScope, type Viewer } from '../profiles/profiles.policy.js';

export interface BadgeMember { profileId: number; siteId: number; status: string; isPremium: boolean }

/**
 * Spec 3's app badge as the page would set it: unread messages (none while replies are held for an unconfirmed
 * address, as the chats list shows) plus new likes from profiles the member may see. The service worker sets it
 * when a push arrives, so the icon is right before the app is opened.
 */
export async function badgeCountOf(db: DbOrTx, member: BadgeMember): Promise<number> {
  const viewer: Viewer = { siteId: member.siteId, profileId: member.profileId, isPremium: member.isPremium };
  const [unread, newLikes] = await Promise.all([
    repliesHeldFor(member.status) ? [{ n: 0 }] : db.select({ n: sql<number>`coalesce(sum(${conversationMembers.unreadCount}), 0)`.mapWith(Number) })
      .from(conversationMembers)
      .innerJoin(profiles, eq(profiles.id, conversationMembers.partnerProfileId))
      .innerJoin(users, and(eq(users.id, profiles.userId), ne(users.status, 'deleted')))
      .where(and(eq(conversationMembers.profileId, member.profileId), isNull(conversationMembers.removedAt))),
    blockedEitherWay(db, viewer).then((blocked) => db.select({ n: count() }).from(likes)
      .innerJoin(profiles, eq(profiles.id, likes.likerId))
      .where(and(eq(likes.likedId, member.profileId), isNull(likes.seenAt), ...visibleProfilesScope(viewer, blocked)))),
  ]);
  return (unread[0]?.n ?? 0) + (newLikes[0]?.n ?? 0);
}
