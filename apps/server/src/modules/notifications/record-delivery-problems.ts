import { and, eq, inArray, max } from 'drizzle-orm';
import { normalizeEmail } from '@app/shared';
import { mailEvents, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../kernel/deps.js';
import { withTx } from '../../kernel/tx.js';
import type { Tx } from '../../platform/db.js';
import { addDisabledReason } from './disabled-reasons.js';

export interface DeliveryProblem {
  /** bounce and complaint come from the mail provider, smtp_rejected from our own send (5xx to RCPT TO). */
  type: 'bounce' | 'complaint' | 'smtp_rejected';
  email: string;
  /** Permanent: only these stop mail; a soft bounce is recorded and changes nothing. */
  hard: boolean;
  occurredAt: Date;
  detail?: string;
}

/** Members who turned e-mail back on after the problem happened: a late report must not undo their fresh consent. */
async function resumedSince(tx: Tx, userIds: number[], occurredAt: Date): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await tx.select({ userId: mailEvents.userId, at: max(mailEvents.occurredAt) }).from(mailEvents)
    .where(and(inArray(mailEvents.userId, userIds), eq(mailEvents.type, 'email_resumed'))).groupBy(mailEvents.userId);
  return new Set(rows.filter((row) => row.at && row.at >= occurredAt).map((row) => row.userId!));
}

/**
 * A dead address (hard bounce, SMTP refusal) sets `bounce`, a spam report `fbl`, on every account with that address
 * (one per site may exist): an address is dead, or complaining, whichever site mailed it. Every report is kept in
 * mail_events, also when it matches no member, so support can answer "why do I get no mail".
 */
export async function recordDeliveryProblems(deps: Pick<AppDeps, 'db' | 'events'>, problems: DeliveryProblem[]): Promise<void> {
  await withTx(deps, async (tx, events) => {
    for (const problem of problems) {
      const email = normalizeEmail(problem.email);
      const members = await tx.select({ id: users.id, siteId: users.siteId }).from(users).where(eq(users.emailNormalized, email));
      const stops = problem.type === 'complaint' || problem.hard;
      if (stops) {
        const resumed = await resumedSince(tx, members.map((m) => m.id), problem.occurredAt);
        const affected = members.filter((m) => !resumed.has(m.id)).map((m) => m.id);
        await addDisabledReason(tx, events, affected, problem.type === 'complaint' ? 'fbl' : 'bounce');
      }
      const row = {
        emailNormalized: email, type: problem.type, hard: problem.type === 'complaint' ? null : problem.hard,
        source: problem.type === 'smtp_rejected' ? 'smtp' as const : 'provider' as const,
        detail: problem.detail ?? null, occurredAt: problem.occurredAt,
      };
      await tx.insert(mailEvents).values(members.length > 0
        ? members.map((m) => ({ ...row, userId: m.id, siteId: m.siteId }))
        : [{ ...row, userId: null, siteId: null }]);
    }
  });
}
