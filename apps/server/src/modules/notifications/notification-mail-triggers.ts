import type { AppDeps } from '../../kernel/deps.js';
import { on } from '../../kernel/event-hub.js';
import { notificationMailJob } from './notification-mail.job.js';

/**
 * Messages and likes queue their notification mail in the transaction that records them: the job exists exactly
 * when the message or like does. Whether it is sent is decided when it runs (read, online, switched off, batched).
 * Fictional profiles get none: staff answer them in the console.
 */
export function notificationMailTriggers({ jobs, clock }: Pick<AppDeps, 'jobs' | 'clock'>) {
  return [
    on({
      event: 'message.sent',
      name: 'mail.notify.message',
      inTransaction: async ({ payload: p }, { tx }) => {
        if (p.recipientFictional) return;
        await jobs.send(notificationMailJob, {
          v: 1, kind: 'message', userId: p.recipientUserId, messageId: p.messageId, first: p.newConversation, at: clock.now().toISOString(),
        }, tx);
      },
    }),
    // A like of a fictional profile is skipped by the job (the liked profile's owner is looked up there).
    on({
      event: 'like.given',
      name: 'mail.notify.like',
      inTransaction: ({ payload: p }, { tx }) => jobs.send(notificationMailJob, {
        v: 1, kind: 'like', likedProfileId: p.likedProfileId, likerProfileId: p.likerProfileId, match: p.match, at: clock.now().toISOString(),
      }, tx),
    }),
  ];
}
