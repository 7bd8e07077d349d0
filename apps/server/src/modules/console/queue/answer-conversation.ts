import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Locale } from '@app/shared';
import type { AnswerBody } from '@app/shared/contracts/console/queue';
import { translate } from '@app/shared/i18n';
import { answerProblem } from '@app/shared/rules/answer-rules';
import { answerLocks, messages, users } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { withTx } from '../../../kernel/tx.js';
import { sendMessage } from '../../chat/send-message.js';
import { recordAudit } from '../audit.js';
import { visibleSiteIds } from '../console.policy.js';
import type { StaffSession } from '../staff-sessions.js';
import { staffConversation } from './staff-conversation.js';
import { waitingConversation } from './waiting.js';

/**
 * POST queue/answer.php: the operator's answer, sent AS the fictional profile through the chat's own message use
 * case (the member gets it live, in their list, with the fictional label; nobody pays), in one transaction with the
 * checks that make it honest and single:
 * - the honesty rules (no contact details, money or meetings) before anything else;
 * - the conversation waits for an answer (checked again after the message, under both members' row locks: no second
 *   answer slips in);
 * - my lock is live: it is removed with the answer (a lock lost in between rolls the message back).
 * A retry with the same client_id answers the message already sent.
 */
export async function answerConversation(
  deps: Pick<AppDeps, 'db' | 'events' | 'clock' | 'sites'>, who: StaffSession, body: AnswerBody, locale: Locale,
): Promise<{ id: number; sentAt: string }> {
  const problem = answerProblem(body.text);
  if (problem) throw new DomainError('console_answer_forbidden', { kind: translate(locale, `honesty.kinds.${problem}`) }, { field: 'text' });

  // Read before the transaction: the site directory uses its own connection (PGlite has only one).
  const { conversation, fictional, member } = await staffConversation(deps.db, who, body.conversation);
  const site = await deps.sites.byId(conversation.siteId);
  if (!site) throw new DomainError('not_found');

  return withTx(deps, async (tx, events) => {
    const now = deps.clock.now();
    // A retry of an answer already sent (same client_id) is that answer, whatever happened since.
    const [earlier] = await tx.select({ id: messages.id, createdAt: messages.createdAt }).from(messages)
      .where(and(eq(messages.senderProfileId, fictional.id), eq(messages.clientId, body.client_id)));
    if (earlier) return { id: earlier.id, sentAt: earlier.createdAt.toISOString() };
    if (!(await waitingConversation(tx, { siteIds: visibleSiteIds(who), conversationId: conversation.id }))) throw new DomainError('console_not_waiting');
    const [mine] = await tx.select({ id: answerLocks.conversationId }).from(answerLocks)
      .where(and(eq(answerLocks.conversationId, conversation.id), eq(answerLocks.staffId, who.staff.id), gte(answerLocks.lockedUntil, now)));
    if (!mine) throw new DomainError('console_lock_lost');

    const [fictionalUser] = await tx.select().from(users).where(eq(users.id, fictional.userId));
    if (!fictionalUser) throw new DomainError('not_found');
    const sent = await sendMessage(deps, { site, auth: { idHash: '', user: fictionalUser, profile: fictional, mainPhoto: null } },
      { profile: member.id, kind: 'text', text: body.text, client_id: body.client_id },
      { asStaff: { staffId: who.staff.id }, scope: { tx, events } });
    if (!sent.created) return { id: sent.message.id, sentAt: sent.message.sent_at };

    // Both members' rows are locked by now: what came before this answer cannot change any more. Still waiting
    // means the message before it is the member's (a parallel answer would be in between).
    const [previous] = await tx.select({ sender: messages.senderProfileId }).from(messages)
      .where(and(eq(messages.conversationId, conversation.id), lt(messages.id, sent.message.id))).orderBy(desc(messages.id)).limit(1);
    if (previous?.sender !== member.id) throw new DomainError('console_not_waiting');
    // The lock goes with the answer; one lost since the check above (taken over after expiring) rolls it all back.
    const released = await tx.delete(answerLocks)
      .where(and(eq(answerLocks.conversationId, conversation.id), eq(answerLocks.staffId, who.staff.id), gte(answerLocks.lockedUntil, now)))
      .returning({ id: answerLocks.conversationId });
    if (!released.length) throw new DomainError('console_lock_lost');
    await recordAudit(tx, who, {
      action: 'queue.answered', siteId: conversation.siteId, objectType: 'conversation', objectId: conversation.id,
      after: { message_id: sent.message.id, fictional_profile_id: fictional.id, member_profile_id: member.id },
    }, now);
    return { id: sent.message.id, sentAt: sent.message.sent_at };
  });
}
