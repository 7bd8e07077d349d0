import { sql } from 'drizzle-orm';
import { ANSWER_LOCK_MINUTES } from '@app/shared';
import type { TakeBody } from '@app/shared/contracts/console/queue';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { withTx } from '../../../kernel/tx.js';
import type { Tx } from '../../../platform/db.js';
import { recordAudit } from '../audit.js';
import { authorizeSite, visibleSiteIds } from '../console.policy.js';
import type { StaffSession } from '../staff-sessions.js';
import { lockOf, staffConversation } from './staff-conversation.js';
import { lockNextCandidate, waitingConversation } from './waiting.js';

/** How many candidates "take next" tries: enough to get past a few taken by others at the same moment. */
const NEXT_ATTEMPTS = 5;

/**
 * Claims the answer lock in one statement: a new lock, or a takeover of an expired one (or my own, extended). A live
 * lock of someone else is left alone (no row comes back). Atomic on both databases, whatever runs in parallel.
 */
async function claimLock(tx: Tx, conversationId: number, staffId: number, now: Date, until: Date): Promise<boolean> {
  const result = await tx.execute(sql`insert into answer_locks (conversation_id, staff_id, taken_at, locked_until)
    values (${conversationId}, ${staffId}, ${now}, ${until})
    on conflict (conversation_id) do update set staff_id = excluded.staff_id, taken_at = excluded.taken_at, locked_until = excluded.locked_until
    where answer_locks.locked_until < ${now} or answer_locks.staff_id = ${staffId}
    returning conversation_id`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

/**
 * POST queue/take.php: with a conversation id, that one (refused while a colleague holds it); without, the oldest
 * waiting one nobody holds, of my sites (optionally one site and one member language). Audited; null when nothing
 * is waiting.
 */
export async function takeConversation(deps: Pick<AppDeps, 'db' | 'events' | 'clock'>, who: StaffSession, body: TakeBody): Promise<{ conversation: number; until: Date } | null> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + ANSWER_LOCK_MINUTES * 60_000);
  const siteIds = visibleSiteIds(who);
  const taken = async (tx: Tx, conversationId: number, siteId: number) => {
    const before = await lockOf(tx, conversationId);
    if (!(await claimLock(tx, conversationId, who.staff.id, now, until))) return false;
    await recordAudit(tx, who, {
      action: 'queue.taken', siteId, objectType: 'conversation', objectId: conversationId,
      before: before ? { staff_id: before.staffId, locked_until: before.lockedUntil.toISOString() } : null, after: { locked_until: until.toISOString() },
    }, now);
    return true;
  };

  return withTx(deps, async (tx) => {
    if (body.conversation !== undefined) {
      const { conversation } = await staffConversation(tx, who, body.conversation);
      if (!(await waitingConversation(tx, { siteIds, conversationId: conversation.id }))) throw new DomainError('console_not_waiting');
      if (!(await taken(tx, conversation.id, conversation.siteId))) {
        throw new DomainError('console_locked', { name: (await lockOf(tx, conversation.id))?.staffName ?? '' });
      }
      return { conversation: conversation.id, until };
    }
    if (body.site !== undefined) authorizeSite(who, body.site);
    // A candidate whose lock a parallel taker committed after our snapshot is refused by claimLock: try the next.
    const tried: number[] = [];
    for (let attempt = 0; attempt < NEXT_ATTEMPTS; attempt++) {
      const candidate = await lockNextCandidate(tx, { siteIds, site: body.site, language: body.language }, now, tried);
      if (!candidate) return null;
      if (await taken(tx, candidate.conversationId, candidate.siteId)) return { conversation: candidate.conversationId, until };
      tried.push(candidate.conversationId);
    }
    return null;
  });
}
