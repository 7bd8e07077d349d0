import type { Db, Tx } from '../platform/db.js';
import type { AnyDomainEvent, EventRecorder, TxScope } from './events.js';
import type { EventHub } from './event-hub.js';

export type { EventRecorder, TxScope } from './events.js';

/**
 * Runs `work` in one transaction. Events it records are handed to in-transaction subscribers at once (they queue
 * durable jobs through the same transaction) and published to after-commit subscribers only when the transaction
 * has committed; a rollback publishes nothing. With `outer`, `work` joins that transaction instead, and its events
 * are published when the outer one commits.
 */
export async function withTx<T>(
  deps: { db: Db; events: EventHub },
  work: (tx: Tx, events: EventRecorder) => Promise<T>,
  outer?: TxScope,
): Promise<T> {
  if (outer) return work(outer.tx, outer.events);
  const committed: AnyDomainEvent[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const recorder: EventRecorder = {
      async record(name, payload) {
        const event = { name, payload } as AnyDomainEvent;
        await deps.events.handleInTransaction(event, { tx, events: recorder });
        committed.push(event);
      },
    };
    return work(tx, recorder);
  });
  await deps.events.publishCommitted(committed);
  return result;
}
