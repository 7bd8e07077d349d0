import { and, eq } from 'drizzle-orm';
import { conversationMembers, messages } from '../../db/schema/index.js';
import { profileAccess } from '../profiles/profiles.policy.js';
import { wasOnlineAround } from './notification-mail-sends.js';
import { profileLabel, type NotificationMail, type NotificationMailDeps, type Recipient } from './notification-mail-send.js';

/** The sender as the recipient may see them now (a block or a deleted account since the message: no mail). */
async function visibleSender(deps: NotificationMailDeps, r: Recipient, senderProfileId: number) {
  const access = await profileAccess(deps.db, { siteId: r.site.id, profileId: r.profile.id, isPremium: r.user.paidUser }, senderProfileId);
  return access?.kind === 'visible' ? access.profile : null;
}

async function membership(deps: NotificationMailDeps, conversationId: number, profileId: number) {
  const [row] = await deps.db.select().from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.profileId, profileId)));
  return row ?? null;
}

/**
 * A message arrived (`at` is when). Mailed unless the recipient read it already, was online then (or since), or was
 * mailed about this conversation since their last visit: the key is the conversation and the recipient's last
 * activity, so ten messages in a row make one mail, and a visit in between makes the next message mail again. The
 * first message of a conversation is a new_conversations mail, every later one new_messages; both share the key.
 */
export async function composeMessageMail(deps: NotificationMailDeps, r: Recipient, job: { messageId: number; first: boolean; at: string }): Promise<NotificationMail | null> {
  const [message] = await deps.db.select().from(messages).where(eq(messages.id, job.messageId));
  if (!message || message.recipientProfileId !== r.profile.id) return null;
  if (wasOnlineAround(r.profile.lastActiveAt, new Date(job.at))) return null;
  const member = await membership(deps, message.conversationId, r.profile.id);
  if (!member || member.lastReadMessageId >= message.id) return null;
  const sender = await visibleSender(deps, r, message.senderProfileId);
  if (!sender) return null;
  return {
    type: job.first ? 'new_conversations' : 'new_messages',
    kind: 'conversation',
    dedupeKey: `${message.conversationId}@${r.profile.lastActiveAt.getTime()}`,
    template: job.first ? 'notify.new_conversation' : 'notify.new_message',
    params: { sender: profileLabel(r, sender) },
    path: `/chats/${message.conversationId}`,
  };
}

/**
 * A conversation has been unread for a day: one reminder per unread streak (the key is the streak's first unread
 * message), not while the member is online (the next hourly run tries again), not once they have read it.
 */
export async function composeUnreadReminderMail(
  deps: NotificationMailDeps, r: Recipient, job: { conversationId: number; firstUnreadMessageId: number },
): Promise<NotificationMail | null> {
  if (wasOnlineAround(r.profile.lastActiveAt, deps.clock.now())) return null;
  const member = await membership(deps, job.conversationId, r.profile.id);
  if (!member || member.removedAt || member.unreadCount === 0 || member.lastReadMessageId >= job.firstUnreadMessageId) return null;
  const sender = await visibleSender(deps, r, member.partnerProfileId);
  if (!sender) return null;
  return {
    type: 'unread_message_reminders',
    kind: 'unread_reminder',
    dedupeKey: `${job.conversationId}:${job.firstUnreadMessageId}`,
    template: 'notify.unread_reminder',
    params: { sender: profileLabel(r, sender), count: member.unreadCount },
    path: `/chats/${job.conversationId}`,
  };
}
