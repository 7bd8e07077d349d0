import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export type BusHandler = (message: unknown) => void;

/**
 * Messages between the instances of the server: in-process by default, Redis pub/sub with REDIS_URL. Used for
 * what every instance must hear at once (a session ended, realtime deliveries), never for durable work (jobs).
 * Delivery is at most once; a message is JSON.
 */
export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: BusHandler): Promise<() => void>;
  close(): Promise<void>;
}

export function createLocalBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      // Same semantics as Redis: handlers run later, never inside the publisher's call stack.
      const copy = JSON.parse(JSON.stringify(message)) as unknown;
      queueMicrotask(() => emitter.emit(channel, copy));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => { emitter.off(channel, handler); };
    },
    async close() { emitter.removeAllListeners(); },
  };
}

/** Redis needs a connection of its own for subscribing; publishing uses the shared one. */
export function createRedisBus(publisher: Redis, prefix = 'bus:'): Bus {
  const subscriber = publisher.duplicate();
  const handlers = new Map<string, Set<BusHandler>>();
  subscriber.on('message', (channel: string, raw: string) => {
    const set = handlers.get(channel.slice(prefix.length));
    if (!set) return;
    let message: unknown;
    try { message = JSON.parse(raw); } catch { return; }
    for (const handler of set) handler(message);
  });
  return {
    async publish(channel, message) {
      await publisher.publish(prefix + channel, JSON.stringify(message));
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await subscriber.subscribe(prefix + channel);
      }
      set.add(handler);
      return () => { set!.delete(handler); };
    },
    async close() { subscriber.disconnect(); },
  };
}
