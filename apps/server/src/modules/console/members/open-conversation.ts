import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { OpenConversationBody, OpenConversationResponse } from '@app/shared/contracts/console/members';
import { conversations, messages, profiles } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { withTx } from '../../../kernel/tx.js';
import { recordAudit } from '../audit.js';
import { authorizeSite } from '../console.policy.js';
import type { StaffSession } from '../staff-sessions.js';

/** The newest messages shown when a conversation is opened (its start is rarely what a case is about). */
const OPEN_LIMIT = 500;

/**
 * POST /api/console/members/conversation.php: what members wrote is private, so staff read a conversation only with
 * a reason, and the opening is written to the audit trail in the same transaction as the read.
 */
export async function openConversation(deps: Pick<AppDeps, 'db' | 'events' | 'clock'>, who: StaffSession, body: OpenConversationBody): Promise<OpenConversationResponse> {
  return withTx(deps, async (tx) => {
    const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, body.conversation));
    if (!conversation) throw new DomainError('not_found');
    authorizeSite(who, conversation.siteId);
    const sides = await tx.select({ id: profiles.id, user_id: profiles.userId, name: profiles.name, fictional: profiles.isFictional }).from(profiles)
      .where(inArray(profiles.id, [conversation.profileLow, conversation.profileHigh])).orderBy(asc(profiles.id));
    // Member care opens members' conversations; one between fictional profiles only is nobody's case here.
    if (!sides.some((p) => !p.fictional)) throw new DomainError('not_found');
    const rows = (await tx.select().from(messages).where(eq(messages.conversationId, conversation.id))
      .orderBy(desc(messages.id)).limit(OPEN_LIMIT)).reverse();
    await recordAudit(tx, who, {
      action: 'conversation.opened', siteId: conversation.siteId, objectType: 'conversation', objectId: conversation.id,
      after: { profiles: sides.map((p) => p.id), messages: rows.length }, reason: body.reason,
    }, deps.clock.now());
    return {
      conversation: conversation.id,
      profiles: sides,
      messages: rows.map((m) => ({
        id: m.id, sender_id: m.senderProfileId, kind: m.kind, text: m.text, gift: m.gift, cost: m.cost,
        by_staff: m.sentByStaffId !== null, created_at: m.createdAt.toISOString(),
      })),
    };
  });
}
