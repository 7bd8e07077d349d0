import { and, count, desc, eq, gt, lt, ne } from 'drizzle-orm';
import { FREE_CONVERSATION_LIMIT, MESSAGES_PAGE_SIZE, type MessagesQuery, type MessagesResponse } from '@app/shared';
import { conversationMembers, conversations, messagePhotos, messages, photos, profiles } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { presentCard } from '../profiles/present-member.js';
import { viewerOf } from '../profiles/profiles.policy.js';
import { chatPartner, ownConversation, repliesHeldFor } from './chat.policy.js';
import { presentMessage } from './present-message.js';

/**
 * GET messages.php: one page of a conversation, newest page first (`before` pages back), oldest first within the
 * page. By conversation id (a member of it), or by profile for /members/{id}/chat, where there may be none yet.
 */
export async function listMessages(deps: Pick<AppDeps, 'db' | 'clock'>, input: { site: SiteWithCompany; auth: AuthenticatedSession }, query: MessagesQuery): Promise<MessagesResponse> {
  const { auth } = input;
  const me = auth.profile.id;
  const viewer = { ...viewerOf(input.site, input.auth), profileId: me };
  let partnerId = query.profile;
  if (query.conversation !== undefined) {
    const membership = await ownConversation(deps.db, me, query.conversation);
    partnerId = membership.partnerProfileId;
  }
  const partner = await chatPartner(deps.db, viewer, partnerId!);
  const conversation = partner.conversation;
  const [partnerRow] = await deps.db.select({ photo: photos }).from(profiles).leftJoin(photos, eq(photos.id, profiles.mainPhotoId)).where(eq(profiles.id, partner.profile.id));
  const profile = presentCard(partner.profile, partnerRow?.photo ?? null, deps.clock.now(), input.site.countries);

  if (!conversation) {
    const [{ started }] = await deps.db.select({ started: count() }).from(conversations).where(eq(conversations.startedBy, me)) as [{ started: number }];
    return {
      conversation: null, profile, messages: [], more: false, held_messages: 0,
      conversation_limit_reached: !auth.user.paidUser && started >= FREE_CONVERSATION_LIMIT,
      fictional_notice: partner.profile.isFictional,
    };
  }
  const [mine] = await deps.db.select().from(conversationMembers).where(and(eq(conversationMembers.conversationId, conversation.id), eq(conversationMembers.profileId, me)));
  const [theirs] = await deps.db.select({ lastRead: conversationMembers.lastReadMessageId }).from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversation.id), eq(conversationMembers.profileId, partner.profile.id)));
  const held = repliesHeldFor(auth.user.status);
  const hiddenUpTo = mine?.removedAt ? conversation.lastMessageId : mine?.hiddenUpTo ?? 0;

  const rows = await deps.db.select({ message: messages, photo: messagePhotos }).from(messages)
    .leftJoin(messagePhotos, eq(messagePhotos.id, messages.photoId))
    .where(and(
      eq(messages.conversationId, conversation.id),
      gt(messages.id, hiddenUpTo),
      query.before !== undefined ? lt(messages.id, query.before) : undefined,
      held ? eq(messages.senderProfileId, me) : undefined,
    ))
    .orderBy(desc(messages.id)).limit(MESSAGES_PAGE_SIZE + 1);
  const more = rows.length > MESSAGES_PAGE_SIZE;
  const page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
  const [heldCount] = held
    ? await deps.db.select({ n: count() }).from(messages).where(and(eq(messages.conversationId, conversation.id), gt(messages.id, hiddenUpTo), ne(messages.senderProfileId, me)))
    : [{ n: 0 }];
  const wroteBefore = partner.profile.isFictional
    ? (await deps.db.select({ id: messages.id }).from(messages).where(and(eq(messages.conversationId, conversation.id), eq(messages.senderProfileId, me))).limit(1)).length > 0
    : true;
  return {
    conversation: conversation.id,
    profile,
    messages: page.map((r) => presentMessage(r.message, r.photo, me, theirs?.lastRead ?? 0)),
    more,
    held_messages: Number(heldCount?.n ?? 0),
    conversation_limit_reached: false,
    fictional_notice: !wroteBefore,
  };
}
