import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { NotificationType } from '@app/shared';
import { notificationSends } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

/**
 * Who counts as online without asking any instance's sockets: profiles.last_active_at, which every instance writes
 * in the database. It is written at most every 5 minutes (sessions.ts) and an open app asks for the member every
 * 60 s (every 300 s when push is on), so an open app keeps it within 10 minutes. A member active that recently is
 * online "now" and sees a new message or like in the app: no mail. The price: a message in the first 10 minutes
 * after someone leaves mails nothing by itself; the next one does, and the unread reminder catches a lone one.
 */
export const ONLINE_WINDOW_MINUTES = 10;

/** A claim older than this without sent_at was left by a crash between claim and send: it may be taken again. */
const STALE_CLAIM_MINUTES = 15;

export const wasOnlineAround = (lastActiveAt: Date, at: Date) => lastActiveAt.getTime() > at.getTime() - ONLINE_WINDOW_MINUTES * 60_000;

export interface SendClaim { userId: number; kind: string; dedupeKey: string; type: NotificationType }

/**
 * Takes the one right to send this notification (unique user, kind, key), or null when it was sent or is being sent.
 * One statement, so two workers (a retry racing a second instance) cannot both win.
 */
export async function claimNotificationSend(db: DbOrTx, claim: SendClaim, now: Date): Promise<number | null> {
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MINUTES * 60_000);
  const [row] = await db.insert(notificationSends).values({ ...claim, claimedAt: now })
    .onConflictDoUpdate({
      target: [notificationSends.userId, notificationSends.kind, notificationSends.dedupeKey],
      set: { claimedAt: now, type: claim.type },
      setWhere: sql`${notificationSends.sentAt} is null and ${notificationSends.claimedAt} < ${staleBefore.toISOString()}::timestamptz`,
    })
    .returning({ id: notificationSends.id });
  return row?.id ?? null;
}

export async function markNotificationSent(db: DbOrTx, id: number, now: Date) {
  await db.update(notificationSends).set({ sentAt: now }).where(eq(notificationSends.id, id));
}

/** The send failed: the claim goes, so the job's retry can take it again. */
export async function releaseNotificationSend(db: DbOrTx, id: number) {
  await db.delete(notificationSends).where(and(eq(notificationSends.id, id), sql`${notificationSends.sentAt} is null`));
}

/** When this member was last mailed a notification of this type (for "at most weekly"). */
export async function lastNotificationSentAt(db: DbOrTx, userId: number, type: NotificationType): Promise<Date | null> {
  const [row] = await db.select({ sentAt: notificationSends.sentAt }).from(notificationSends)
    .where(and(eq(notificationSends.userId, userId), eq(notificationSends.type, type), isNotNull(notificationSends.sentAt)))
    .orderBy(desc(notificationSends.sentAt)).limit(1);
  return row?.sentAt ?? null;
}
