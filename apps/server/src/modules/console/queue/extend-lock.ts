import { and, eq } from 'drizzle-orm';
import { ANSWER_LOCK_MINUTES } from '@app/shared';
import { answerLocks } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import type { StaffSession } from '../staff-sessions.js';

/**
 * POST queue/heartbeat.php (while the operator types): my lock runs ANSWER_LOCK_MINUTES from now. Refused once it is
 * no longer mine (released, or taken over by a colleague after it expired). Not audited: it changes no decision.
 */
export async function extendLock(deps: Pick<AppDeps, 'db' | 'clock'>, who: StaffSession, conversationId: number): Promise<Date> {
  const until = new Date(deps.clock.now().getTime() + ANSWER_LOCK_MINUTES * 60_000);
  const [row] = await deps.db.update(answerLocks).set({ lockedUntil: until })
    .where(and(eq(answerLocks.conversationId, conversationId), eq(answerLocks.staffId, who.staff.id)))
    .returning({ until: answerLocks.lockedUntil });
  if (!row) throw new DomainError('console_lock_lost');
  return row.until;
}
