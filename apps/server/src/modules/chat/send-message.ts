import { and, count, eq, isNull, sql } from 'drizzle-orm';
import {
  canAfford, FREE_CONVERSATION_LIMIT, mayStartConversation, messageCost, messageLengthLimit, messageTextProblem,
  type Message, type SendMessageBody,
} from '@app/shared';
import { conversationMembers, conversations, messagePhotos, messages, type TransferKind } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { withTx, type TxScope } from '../../kernel/tx.js';
import { transferCredits } from '../credits/ledger.js';
import { transferId } from '../credits/ledger-rules.js';
import { viewerOf } from '../profiles/profiles.policy.js';
import { queueRealtime } from '../realtime/realtime-outbox.js';
import { chatPartner, pairOf, repliesHeldFor } from './chat.policy.js';
import { presentMessage } from './present-message.js';

const LEDGER_KIND: Record<Message['kind'], TransferKind> = { text: 'message', gift: 'gift', photo: 'photo_message' };

export interface SentMessage { message: Message; credits: number; created: boolean }

/**
 * A staff member answering as the fictional profile `auth` (the console's answering queue): free for both sides (the
 * member pays nothing for receiving, the fictional side is not charged), no fictional notice, conversation limit or
 * balance check; the staff id is stored on the message (never presented to members). `scope` joins the caller's
 * transaction, so its own checks (the answer lock) commit or roll back with the message.
 */
export interface SendAsStaff { asStaff: { staffId: number }; scope: TxScope }

/** What the message carries, checked before anything is locked: a text within the site's limit, a gift, a photo. */
function contentOf(site: SiteWithCompany, body: SendMessageBody) {
  const extra = (field: 'text' | 'gift' | 'photo') => field !== body.kind && body[field] !== undefined;
  if (extra('gift') || extra('photo') || (body.kind !== 'text' && body.text !== undefined)) throw new DomainError('validation');
  if (body.kind === 'text') {
    const text = body.text ?? '';
    const problem = messageTextProblem(text, site.messageLength);
    if (problem) throw new DomainError(problem, { max: messageLengthLimit(site.messageLength) }, { field: 'text' });
    return { text, gift: null, photoKey: null };
  }
  if (body.kind === 'gift') {
    if (!body.gift) throw new DomainError('gift_unknown', {}, { field: 'gift' });
    return { text: null, gift: body.gift, photoKey: null };
  }
  if (!body.photo) throw new DomainError('photo_missing', {}, { field: 'photo' });
  return { text: null, gift: null, photoKey: body.photo };
}

/**
 * POST message.php: one paid message to a profile, in one transaction. Both members' rows are locked in id order
 * first: the sender's balance, their count of started conversations and their client_id are then decided one
 * request at a time (parallel sends cannot overspend, start a third conversation or send a retry twice), and two
 * members writing to each other at once cannot deadlock. A short balance, a refused conversation or a block
 * rolls everything back: nothing is sent, nothing charged.
 */
export async function sendMessage(deps: Pick<AppDeps, 'db' | 'events' | 'clock'>, input: { site: SiteWithCompany; auth: AuthenticatedSession }, body: SendMessageBody, staff?: SendAsStaff): Promise<SentMessage> {
  const { site, auth } = input;
  const me = auth.profile;
  const viewer = { ...viewerOf(site, auth), profileId: me.id };
  const content = contentOf(site, body);
  const cost = staff ? 0 : messageCost(body.kind, { message_credits: site.messageCredits, gift_credits: site.giftCredits, photo_credits: site.photoCredits });

  return withTx(deps, async (tx, events) => {
    const scope = { tx, events };
    const lockedRows = await tx.execute(sql`select id, credits, paid_user from users
      where id = ${auth.user.id} or id = (select user_id from profiles where id = ${body.profile} and site_id = ${site.id})
      order by id for update`);
    const locked = (lockedRows as unknown as { rows: Array<{ id: number; credits: number; paid_user: boolean }> }).rows;
    const sender = locked.find((u) => u.id === auth.user.id)!;

    // A retry (same client_id): the first message is the answer, charged once.
    const [earlier] = await tx.select().from(messages).where(and(eq(messages.senderProfileId, me.id), eq(messages.clientId, body.client_id)));
    if (earlier) {
      const [photo] = earlier.photoId ? await tx.select().from(messagePhotos).where(eq(messagePhotos.id, earlier.photoId)) : [];
      return { message: presentMessage(earlier, photo ?? null, me.id, 0), credits: sender.credits, created: false };
    }

    const partner = await chatPartner(tx, viewer, body.profile);
    let conversation = partner.conversation;
    if (partner.profile.isFictional && !body.acknowledge_fictional && !staff) {
      const [wrote] = conversation
        ? await tx.select({ id: messages.id }).from(messages).where(and(eq(messages.conversationId, conversation.id), eq(messages.senderProfileId, me.id))).limit(1)
        : [];
      if (!wrote) throw new DomainError('fictional_notice');
    }
    if (!conversation && !staff) {
      const [{ started }] = await tx.select({ started: count() }).from(conversations).where(eq(conversations.startedBy, me.id)) as [{ started: number }];
      if (!mayStartConversation(sender.paid_user, started)) {
        throw new DomainError('conversation_limit', { limit: FREE_CONVERSATION_LIMIT }, { link: '/premium' });
      }
    }
    if (!staff && !canAfford(sender.credits, cost)) throw new DomainError('insufficient_credits', { balance: sender.credits, needed: cost }, { link: '/credits' });

    let photo: typeof messagePhotos.$inferSelect | undefined;
    if (content.photoKey) {
      [photo] = await tx.select(({ photo: messagePhotos })).from(messagePhotos)
        .leftJoin(messages, eq(messages.photoId, messagePhotos.id))
        .where(and(eq(messagePhotos.storageKey, content.photoKey), eq(messagePhotos.ownerProfileId, me.id), isNull(messages.id)))
        .then((rows) => rows.map((r) => r.photo));
      if (!photo) throw new DomainError('photo_missing', {}, { field: 'photo' });
    }

    const now = deps.clock.now();
    const newConversation = !conversation;
    if (!conversation) {
      const { low, high } = pairOf(me.id, partner.profile.id);
      const [created] = await tx.insert(conversations).values({ siteId: site.id, profileLow: low, profileHigh: high, startedBy: me.id, createdAt: now, lastMessageAt: now }).returning();
      conversation = created!;
      await tx.insert(conversationMembers).values([
        { conversationId: conversation!.id, profileId: me.id, partnerProfileId: partner.profile.id, lastMessageAt: now },
        { conversationId: conversation!.id, profileId: partner.profile.id, partnerProfileId: me.id, lastMessageAt: now },
      ]);
    }
    const conversationId = conversation!.id;

    const [row] = await tx.insert(messages).values({
      conversationId, siteId: site.id, senderProfileId: me.id, recipientProfileId: partner.profile.id, kind: body.kind,
      text: content.text, gift: content.gift, photoId: photo?.id ?? null, clientId: body.client_id, cost, sentByStaffId: staff?.asStaff.staffId ?? null, createdAt: now,
    }).returning();
    const message = row!;
    let credits = sender.credits;
    if (cost > 0) {
      const kind = LEDGER_KIND[body.kind];
      ({ balance: credits } = await transferCredits(scope, { id: transferId(kind, message.id), siteId: site.id, userId: auth.user.id, kind, amount: cost, reference: `message:${message.id}` }));
    }
    // The recipient's unread count rises; a side that had deleted the conversation sees it again (new messages only).
    // One statement for the conversation and both sides; it answers how far the partner has read.
    const touched = await tx.execute(sql`
      with c as (update conversations set last_message_id = ${message.id}, last_message_at = ${now} where id = ${conversationId})
      update conversation_members set
        unread_count = unread_count + case when profile_id = ${partner.profile.id} then 1 else 0 end,
        removed_at = null, last_message_at = ${now}
      where conversation_id = ${conversationId}
      returning profile_id, last_read_message_id`);
    const partnerRead = (touched as unknown as { rows: Array<{ profile_id: number; last_read_message_id: number | string }> }).rows
      .find((r) => r.profile_id === partner.profile.id)?.last_read_message_id ?? 0;
    const presented = presentMessage(message, photo ?? null, me.id, Number(partnerRead));
    // Realtime (both rows are locked already): the sender's other tabs (none for staff), and the recipient unless staff answer it.
    if (!staff) await queueRealtime(scope, auth.user.id, { type: 'message', message: presented, profile: partner.profile.id });
    if (!partner.profile.isFictional) {
      await (repliesHeldFor(partner.userStatus)
        ? queueRealtime(scope, partner.userId, { type: 'message_held', conversation: conversationId })
        : queueRealtime(scope, partner.userId, { type: 'message', message: presentMessage(message, photo ?? null, partner.profile.id, 0), profile: me.id }));
    }
    await events.record('message.sent', {
      messageId: message.id, conversationId, siteId: site.id, senderProfileId: me.id, recipientProfileId: partner.profile.id,
      senderUserId: auth.user.id, recipientUserId: partner.userId, recipientFictional: partner.profile.isFictional, newConversation,
    });
    return { message: presented, credits, created: true };
  }, staff?.scope);
}
