import { eq } from 'drizzle-orm';
import { staffMay } from '@app/shared';
import { answerLocks } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { withTx } from '../../../kernel/tx.js';
import { recordAudit } from '../audit.js';
import type { StaffSession } from '../staff-sessions.js';
import { lockOf, staffConversation } from './staff-conversation.js';

/**
 * POST queue/release.php: gives a conversation back to the queue. My own lock, anyone's with `queue.release_any`
 * (admins), or an expired one; a colleague's live lock otherwise is refused. Audited when a lock was removed.
 */
export async function releaseLock(deps: Pick<AppDeps, 'db' | 'events' | 'clock'>, who: StaffSession, conversationId: number): Promise<void> {
  const now = deps.clock.now();
  await withTx(deps, async (tx) => {
    const { conversation } = await staffConversation(tx, who, conversationId);
    const [lock] = await tx.select().from(answerLocks).where(eq(answerLocks.conversationId, conversation.id)).for('update');
    if (!lock) return;
    const othersLive = lock.staffId !== who.staff.id && lock.lockedUntil >= now;
    if (othersLive && !staffMay(who.role, 'queue.release_any')) throw new DomainError('console_locked', { name: (await lockOf(tx, conversation.id))?.staffName ?? '' });
    await tx.delete(answerLocks).where(eq(answerLocks.conversationId, conversation.id));
    await recordAudit(tx, who, {
      action: 'queue.released', siteId: conversation.siteId, objectType: 'conversation', objectId: conversation.id,
      before: { staff_id: lock.staffId, locked_until: lock.lockedUntil.toISOString() }, after: null,
    }, now);
  });
}
