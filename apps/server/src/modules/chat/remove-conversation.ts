import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { conversationMembers, conversations, profiles } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { withTx, type TxScope } from '../../kernel/tx.js';
import { lockMembers, queueRealtime } from '../realtime/realtime-outbox.js';
import { pairOf } from './chat.policy.js';

/**
 * Hides conversations for the given sides: out of their lists, history up to now gone for them (the other side
 * keeps theirs unless it is hidden too). A later message shows the conversation again with the new messages only.
 */
export async function hideConversations(scope: TxScope, conversationIds: number[], profileIds: number[], now: Date): Promise<void> {
  if (!conversationIds.length) return;
  const { tx } = scope;
  const users = await tx.select({ userId: profiles.userId }).from(profiles).where(and(inArray(profiles.id, profileIds), eq(profiles.isFictional, false)));
  const userIds = users.map((u) => u.userId).sort((a, b) => a - b);
  await lockMembers(scope, userIds);
  const rows = await tx.select({ id: conversations.id, lastMessageId: conversations.lastMessageId }).from(conversations).where(inArray(conversations.id, conversationIds));
  for (const c of rows) {
    await tx.update(conversationMembers).set({ removedAt: now, hiddenUpTo: c.lastMessageId, unreadCount: 0 })
      .where(and(eq(conversationMembers.conversationId, c.id), inArray(conversationMembers.profileId, profileIds), isNull(conversationMembers.removedAt)));
  }
  for (const userId of userIds) {
    for (const c of rows) await queueRealtime(scope, userId, { type: 'conversation_removed', conversation: c.id });
  }
  await scope.events.record('conversation.removed', { conversationId: rows[0]!.id, profileIds });
}

/** DELETE chat.php: one conversation of the member, or every conversation with a profile; for this member only. */
export async function removeConversation(deps: Pick<AppDeps, 'db' | 'events' | 'clock'>, auth: AuthenticatedSession, target: { conversation: number } | { profile: number }): Promise<void> {
  const me = auth.profile.id;
  await withTx(deps, async (tx, events) => {
    const where = 'conversation' in target
      ? eq(conversationMembers.conversationId, target.conversation)
      : eq(conversationMembers.partnerProfileId, target.profile);
    const mine = await tx.select({ id: conversationMembers.conversationId }).from(conversationMembers)
      .where(and(eq(conversationMembers.profileId, me), isNull(conversationMembers.removedAt), where));
    if (!mine.length) throw new DomainError('not_found');
    await hideConversations({ tx, events }, mine.map((m) => m.id), [me], deps.clock.now());
  });
}

/** Blocking removes the conversation between the two for both (spec 4); runs in the block's transaction. */
export async function hideConversationsBetween(scope: TxScope, a: number, b: number, now: Date): Promise<void> {
  const { low, high } = pairOf(a, b);
  const rows = await scope.tx.select({ id: conversations.id }).from(conversations)
    .where(or(and(eq(conversations.profileLow, low), eq(conversations.profileHigh, high))));
  await hideConversations(scope, rows.map((r) => r.id), [a, b], now);
}
