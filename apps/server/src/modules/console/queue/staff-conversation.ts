import { and, eq, inArray } from 'drizzle-orm';
import { answerLocks, conversations, profiles, staff, users, type ConversationRow, type ProfileRow, type UserRow } from '../../../db/schema/index.js';
import { DomainError } from '../../../kernel/errors.js';
import type { DbOrTx } from '../../../platform/db.js';
import { authorizeSite } from '../console.policy.js';
import type { StaffSession } from '../staff-sessions.js';

export interface StaffConversation {
  conversation: ConversationRow;
  fictional: ProfileRow;
  member: ProfileRow;
  memberUser: UserRow;
}

/**
 * A conversation staff may work on: exactly one side fictional (a conversation between two members is never an
 * operator's business, whatever its id), on a site of this staff member. Anything else is "not found".
 */
export async function staffConversation(db: DbOrTx, who: StaffSession, conversationId: number): Promise<StaffConversation> {
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
  if (!conversation) throw new DomainError('not_found');
  authorizeSite(who, conversation.siteId);
  const sides = await db.select({ profile: profiles, user: users }).from(profiles).innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.siteId, conversation.siteId), inArray(profiles.id, [conversation.profileLow, conversation.profileHigh])));
  const fictional = sides.filter((s) => s.profile.isFictional);
  const member = sides.find((s) => !s.profile.isFictional);
  if (sides.length !== 2 || fictional.length !== 1 || !member) throw new DomainError('not_found');
  return { conversation, fictional: fictional[0]!.profile, member: member.profile, memberUser: member.user };
}

/** The lock on a conversation, with its holder's name, or null. */
export async function lockOf(db: DbOrTx, conversationId: number) {
  const [row] = await db.select({ staffId: answerLocks.staffId, staffName: staff.name, lockedUntil: answerLocks.lockedUntil })
    .from(answerLocks).innerJoin(staff, eq(staff.id, answerLocks.staffId)).where(eq(answerLocks.conversationId, conversationId));
  return row ?? null;
}
