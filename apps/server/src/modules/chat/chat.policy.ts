import { and, eq, sql } from 'drizzle-orm';
import { blocks, conversationMembers, conversations, profiles, users, type ConversationRow, type ProfileRow } from '../../db/schema/index.js';
import { DomainError } from '../../kernel/errors.js';
import type { DbOrTx } from '../../platform/db.js';
import { allowInvisibleWhen, type Viewer } from '../profiles/profiles.policy.js';

/** A conversation's row key: the pair in id order. */
export const pairOf = (a: number, b: number) => (a < b ? { low: a, high: b } : { low: b, high: a });

// Spec 4: invisible members stay visible to the members they already have a conversation with.
allowInvisibleWhen((viewer: Viewer) => sql`exists (select 1 from ${conversations} c
  where c.profile_low = least(${viewer.profileId}::int, ${profiles.id}) and c.profile_high = greatest(${viewer.profileId}::int, ${profiles.id}))`);

export interface ChatPartner {
  profile: ProfileRow;
  userId: number;
  userStatus: string;
  conversation: ConversationRow | null;
}

/**
 * THE rule for writing to (or reading with) a profile: same site, not oneself, the account not deleted, no block
 * either way (the blocked member is told: `blocked`; who blocked is reminded: `blocked_by_me`). A partner of an
 * existing conversation stays reachable when invisible or not yet confirmed (spec 4); anyone else must be visible.
 */
export async function chatPartner(db: DbOrTx, viewer: Viewer & { profileId: number }, profileId: number): Promise<ChatPartner> {
  const notFound = () => new DomainError('not_found');
  if (profileId === viewer.profileId) throw notFound();
  const { low, high } = pairOf(viewer.profileId, profileId);
  const blockedBy = (blocker: number, blocked: number) =>
    sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${blocker} and ${blocks.blockedId} = ${blocked})`.mapWith(Boolean);
  // One round trip: this is on the path of every message.
  const [row] = await db.select({
    profile: profiles, userStatus: users.status, conversation: conversations,
    blockedMe: blockedBy(profileId, viewer.profileId), blockedByMe: blockedBy(viewer.profileId, profileId),
  }).from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(conversations, and(eq(conversations.profileLow, low), eq(conversations.profileHigh, high)))
    .where(and(eq(profiles.id, profileId), eq(profiles.siteId, viewer.siteId)));
  if (!row || row.userStatus === 'deleted') throw notFound();
  if (!row.conversation && (row.profile.status !== 'active' || row.profile.invisible)) throw notFound();
  if (row.blockedMe) throw new DomainError('blocked');
  if (row.blockedByMe) throw new DomainError('blocked_by_me');
  return { profile: row.profile, userId: row.profile.userId, userStatus: row.userStatus, conversation: row.conversation };
}

/** A conversation this member is part of and has not deleted; anything else is "not found". */
export async function ownConversation(db: DbOrTx, profileId: number, conversationId: number) {
  const [row] = await db.select().from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.profileId, profileId)));
  if (!row || row.removedAt) throw new DomainError('not_found');
  return row;
}

/** Replies to a member whose e-mail is not confirmed wait until they confirm (spec 4). */
export const repliesHeldFor = (userStatus: string) => userStatus === 'not_confirmed';
