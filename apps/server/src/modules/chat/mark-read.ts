import { and, eq, sql } from 'drizzle-orm';
import { conversationMembers, conversations, profiles } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession } from '../../kernel/deps.js';
import { withTx } from '../../kernel/tx.js';
import { lockMembers, queueRealtime } from '../realtime/realtime-outbox.js';
import { ownConversation, repliesHeldFor } from './chat.policy.js';

/** Unread messages over all of a member's conversations (the top bar badge). */
export async function totalUnread(db: AppDeps['db'], profileId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(sum(${conversationMembers.unreadCount}), 0)::int` }).from(conversationMembers)
    .where(and(eq(conversationMembers.profileId, profileId), sql`${conversationMembers.removedAt} is null`));
  return Number(row?.n ?? 0);
}

/**
 * POST read.php: the member opened the conversation; unread goes to 0 and the partner's messages up to now show as
 * read (their ticks, live). Held replies of an unconfirmed member are not read: they have not been shown.
 */
export async function markRead(deps: Pick<AppDeps, 'db' | 'events'>, auth: AuthenticatedSession, conversationId: number): Promise<{ totalUnread: number }> {
  const me = auth.profile.id;
  const membership = await ownConversation(deps.db, me, conversationId);
  if (!repliesHeldFor(auth.user.status)) {
    const [partner] = await deps.db.select({ userId: profiles.userId, fictional: profiles.isFictional }).from(profiles).where(eq(profiles.id, membership.partnerProfileId));
    const targets = [auth.user.id, ...(partner && !partner.fictional ? [partner.userId] : [])].sort((a, b) => a - b);
    await withTx(deps, async (tx, events) => {
      await lockMembers({ tx, events }, targets);
      const [conversation] = await tx.select({ lastMessageId: conversations.lastMessageId }).from(conversations).where(eq(conversations.id, conversationId));
      const upTo = conversation?.lastMessageId ?? 0;
      const changed = await tx.update(conversationMembers).set({ unreadCount: 0, lastReadMessageId: upTo })
        .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.profileId, me),
          sql`(${conversationMembers.unreadCount} > 0 or ${conversationMembers.lastReadMessageId} < ${upTo})`))
        .returning({ profileId: conversationMembers.profileId });
      if (!changed.length) return;
      // The partner sees their ticks; this member's other tabs reload their unread counts.
      for (const userId of targets) {
        await queueRealtime({ tx, events }, userId, userId === auth.user.id
          ? { type: 'chats_changed' }
          : { type: 'read', conversation: conversationId, up_to: upTo });
      }
    });
  }
  return { totalUnread: await totalUnread(deps.db, me) };
}
