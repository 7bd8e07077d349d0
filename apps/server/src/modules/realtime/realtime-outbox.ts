import { sql } from 'drizzle-orm';
import type { StoredRealtimeEvent } from '@app/shared';
import type { TxScope } from '../../kernel/tx.js';

type Unnumbered<E> = E extends { seq: number } ? Omit<E, 'seq'> : never;
export type RealtimeEventInput = Unnumbered<StoredRealtimeEvent>;

/**
 * Stores a realtime event for one member inside the caller's transaction and numbers it: the member's counter is
 * raised under their row lock, so numbers are gap-free and follow commit order. It reaches the member's sockets
 * only after commit (realtime.module.ts); a rollback sends nothing. Callers that queue for two members lock both
 * users in id order first, so two transactions never wait on each other crosswise.
 */
export async function queueRealtime(scope: TxScope, userId: number, event: RealtimeEventInput): Promise<number> {
  const { type, ...payload } = event;
  const result = await scope.tx.execute(sql`
    with s as (update users set realtime_seq = realtime_seq + 1 where id = ${userId} returning realtime_seq)
    insert into realtime_events (user_id, seq, type, payload, created_at)
    select ${userId}, realtime_seq, ${type}, ${JSON.stringify(payload)}::jsonb, now() from s
    returning seq`);
  const seq = Number((result as unknown as { rows: Array<{ seq: number | string }> }).rows[0]!.seq);
  await scope.events.record('realtime.queued', { userId, event: { ...event, seq } });
  return seq;
}

/**
 * Locks members' rows in id order. A use case that will queue realtime events for two members (or change rows two
 * members' requests both touch) calls this first, so concurrent transactions take the same locks in the same order
 * and never deadlock.
 */
export async function lockMembers(scope: TxScope, userIds: number[]): Promise<void> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  if (ids.length) await scope.tx.execute(sql`select id from users where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by id for update`);
}
