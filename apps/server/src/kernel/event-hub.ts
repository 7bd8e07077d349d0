import type { AnyDomainEvent, DomainEvent, EventName, TxScope } from './events.js';

/**
 * A module's reaction to an event. Two kinds, one pattern:
 * - inTransaction: runs inside the transaction that records the event, so the work it queues (a job, a row) exists
 *   exactly when the change does. Durable side effects (mail, push) go here as jobs. Throwing rolls the change back.
 * - afterCommit: runs once the change is committed (realtime fan-out, cache invalidation). At most once and best
 *   effort: an error is logged, never thrown back to the member. Never used for anything that must not be lost.
 */
export interface Subscriber<N extends EventName = EventName> {
  event: N;
  name: string;
  inTransaction?(event: DomainEvent<N>, scope: TxScope): Promise<void>;
  afterCommit?(event: DomainEvent<N>): Promise<void> | void;
}

export interface EventHub {
  subscribe<N extends EventName>(subscriber: Subscriber<N>): void;
  handleInTransaction(event: AnyDomainEvent, scope: TxScope): Promise<void>;
  publishCommitted(events: AnyDomainEvent[]): Promise<void>;
}

/** A typed subscriber (the event name narrows the payload). */
export const on = <N extends EventName>(subscriber: Subscriber<N>): Subscriber<N> => subscriber;

export function createEventHub(log: (message: string, err: unknown) => void = (m, e) => console.error(m, e)): EventHub {
  const byEvent = new Map<EventName, Subscriber<any>[]>();
  const of = (name: EventName) => byEvent.get(name) ?? [];
  return {
    subscribe(subscriber) {
      byEvent.set(subscriber.event, [...of(subscriber.event), subscriber]);
    },
    async handleInTransaction(event, scope) {
      for (const s of of(event.name)) await s.inTransaction?.(event, scope);
    },
    async publishCommitted(events) {
      for (const event of events) {
        for (const s of of(event.name)) {
          if (!s.afterCommit) continue;
          try {
            await s.afterCommit(event);
          } catch (err) {
            log(`[events] ${s.name} failed on ${event.name}`, err);
          }
        }
      }
    },
  };
}
