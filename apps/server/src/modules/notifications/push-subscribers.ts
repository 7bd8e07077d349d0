import { and, eq, sql } from 'drizzle-orm';
import { profiles, pushSubscriptions } from '../../db/schema/index.js';
import type { AppDeps } from '../../kernel/deps.js';
import { on } from '../../kernel/event-hub.js';
import type { DbOrTx } from '../../platform/db.js';
import { pushSendJob } from './push-send.job.js';

/** Most members have no push device: one indexed lookup spares them a job per message. */
const hasPushDevice = async (tx: DbOrTx, userId: number) =>
  (await tx.select({ one: sql`1` }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).limit(1)).length > 0;

/** The member behind a liked profile, if it is a real member's with a push device (a fictional profile's owner is staff). */
async function pushRecipientOf(tx: DbOrTx, profileId: number): Promise<number | null> {
  const [row] = await tx.select({ userId: profiles.userId }).from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.isFictional, false),
      sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${profiles.userId})`));
  return row?.userId ?? null;
}

/**
 * Push follows what members do to each other: a message (new conversation or new message) and a like (or match).
 * The job is queued in the event's own transaction, so a push exists exactly when the message or like does.
 */
export const pushSubscribers = ({ jobs }: Pick<AppDeps, 'jobs'>) => [
  on({
    event: 'message.sent', name: 'push.message',
    inTransaction: async ({ payload: p }, { tx }) => {
      // Fictional profiles are answered by staff: their owners get no notifications.
      if (p.recipientFictional || !(await hasPushDevice(tx, p.recipientUserId))) return;
      await jobs.send(pushSendJob, { v: 1, kind: 'message', userId: p.recipientUserId, conversationId: p.conversationId, newConversation: p.newConversation }, tx);
    },
  }),
  on({
    event: 'like.given', name: 'push.like',
    inTransaction: async ({ payload: p }, { tx }) => {
      const userId = await pushRecipientOf(tx, p.likedProfileId);
      if (userId !== null) await jobs.send(pushSendJob, { v: 1, kind: 'like', userId, likerProfileId: p.likerProfileId, match: p.match }, tx);
    },
  }),
];
