import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { profiles } from '../../db/schema/index.js';
import { handleJob, jobType } from '../../platform/jobs.js';
import { composeReminderMail, composeWeeklyUpdateMail } from './notification-mail-digests.js';
import { composeLikeMail } from './notification-mail-likes.js';
import { composeNewsMail, composePromotionMail } from './notification-mail-marketing.js';
import { composeMessageMail, composeUnreadReminderMail } from './notification-mail-messages.js';
import { loadRecipient, sendNotificationMail, type NotificationMail, type NotificationMailDeps, type Recipient } from './notification-mail-send.js';

const id = z.number().int().positive();
const week = z.string().regex(/^\d{4}-W\d{2}$/);

/**
 * One notification mail for one member. Versioned payloads: a job written by an older release must still be read.
 * Whether it is still worth sending (read meanwhile, online, switched off, sent already) is decided when it runs.
 */
export const notificationMailJob = jobType({
  name: 'mail.notify',
  schema: z.discriminatedUnion('kind', [
    z.object({ v: z.literal(1), kind: z.literal('message'), userId: id, messageId: id, first: z.boolean(), at: z.iso.datetime() }),
    z.object({ v: z.literal(1), kind: z.literal('like'), likedProfileId: id, likerProfileId: id, match: z.boolean(), at: z.iso.datetime() }),
    z.object({ v: z.literal(1), kind: z.literal('unread_reminder'), userId: id, conversationId: id, firstUnreadMessageId: id }),
    z.object({ v: z.literal(1), kind: z.literal('weekly_update'), userId: id, week }),
    z.object({ v: z.literal(1), kind: z.literal('reminder'), userId: id, week }),
    z.object({ v: z.literal(1), kind: z.literal('promotion'), userId: id, discountCodeId: id }),
    z.object({
      v: z.literal(1), kind: z.literal('news'), userId: id, campaign: z.string().regex(/^[\w.-]{1,64}$/),
      subject: z.string().min(1).max(200), body: z.string().min(1).max(5000),
    }),
  ]),
  retryLimit: 12,
  retryDelaySeconds: 30,
});
export type NotificationMailJob = z.infer<typeof notificationMailJob.schema>;

async function recipientOf(deps: NotificationMailDeps, job: NotificationMailJob): Promise<Recipient | null> {
  if (job.kind !== 'like') return loadRecipient(deps, job.userId);
  const [liked] = await deps.db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.id, job.likedProfileId));
  return liked ? loadRecipient(deps, liked.userId) : null;
}

function compose(deps: NotificationMailDeps, r: Recipient, job: NotificationMailJob): Promise<NotificationMail | null> | NotificationMail {
  switch (job.kind) {
    case 'message': return composeMessageMail(deps, r, job);
    case 'like': return composeLikeMail(deps, r, job);
    case 'unread_reminder': return composeUnreadReminderMail(deps, r, job);
    case 'weekly_update': return composeWeeklyUpdateMail(deps, r, job);
    case 'reminder': return composeReminderMail(deps, r, job);
    case 'promotion': return composePromotionMail(deps, r, job);
    case 'news': return composeNewsMail(job);
  }
}

/** Finds the member (activated, not deleted, not fictional), composes the mail if there is one to send, sends it once. */
export function notificationMailHandler(deps: NotificationMailDeps) {
  return handleJob(notificationMailJob, async (job) => {
    const recipient = await recipientOf(deps, job);
    if (!recipient) return;
    const mail = await compose(deps, recipient, job);
    if (mail) await sendNotificationMail(deps, recipient, mail);
  });
}
