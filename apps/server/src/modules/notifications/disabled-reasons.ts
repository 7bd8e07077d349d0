import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationDisabledReason } from '@app/shared';
import { users } from '../../db/schema/index.js';
import type { EventRecorder } from '../../kernel/events.js';
import type { Tx } from '../../platform/db.js';

/**
 * Adds or removes a reason in users.notifications_disabled with one conditional UPDATE per call, so concurrent
 * writers (a webhook, an SMTP refusal, the member) never lose each other's reason. Changed members get
 * member.updated: their cached session (and with it the alert in every open tab) is refreshed.
 */
export async function addDisabledReason(tx: Tx, events: EventRecorder, userIds: number[], reason: NotificationDisabledReason): Promise<number[]> {
  if (userIds.length === 0) return [];
  const changed = await tx.update(users)
    .set({ notificationsDisabled: sql`${users.notificationsDisabled} || jsonb_build_array(${reason}::text)` })
    .where(and(inArray(users.id, userIds), sql`not (${users.notificationsDisabled} @> jsonb_build_array(${reason}::text))`))
    .returning({ id: users.id });
  for (const { id } of changed) await events.record('member.updated', { userId: id });
  return changed.map((row) => row.id);
}

/** The caller holds the member's row lock (SELECT … FOR UPDATE), so the read and the write see the same list. */
export async function removeDisabledReasons(tx: Tx, events: EventRecorder, userId: number, reasons: NotificationDisabledReason[]): Promise<NotificationDisabledReason[]> {
  if (reasons.length === 0) return [];
  const [before] = await tx.select({ disabled: users.notificationsDisabled }).from(users).where(eq(users.id, userId));
  const present = reasons.filter((reason) => before?.disabled.includes(reason));
  if (present.length === 0) return [];
  let removal = sql`${users.notificationsDisabled}`;
  for (const reason of present) removal = sql`(${removal} - ${reason}::text)`;
  await tx.update(users).set({ notificationsDisabled: removal }).where(eq(users.id, userId));
  await events.record('member.updated', { userId });
  return present;
}
