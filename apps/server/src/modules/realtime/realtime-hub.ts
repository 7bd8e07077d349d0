import type { WebSocket } from 'ws';
import type { RealtimeEvent } from '@app/shared';
import type { Bus } from '../../platform/bus.js';

export const REALTIME_CHANNEL = 'realtime';

/** What crosses the bus: events for members, stored ones (with seq) and ephemeral ones (typing). */
export interface RealtimeDelivery { userIds: number[]; event: RealtimeEvent }

/** A socket of this instance; it holds live events back while it is catching up from the database. */
export interface RealtimeConnection {
  userId: number;
  socket: WebSocket;
  send(event: RealtimeEvent): void;
}

/**
 * The sockets connected to this instance, by member. Every instance hears every delivery on the bus (in-process,
 * or Redis pub/sub with REDIS_URL) and passes it to its own sockets of that member: a member with tabs on two
 * instances gets the event in both.
 */
export function createRealtimeHub(bus: Bus) {
  const byUser = new Map<number, Set<RealtimeConnection>>();
  let unsubscribe: (() => void) | null = null;

  function deliverLocally(delivery: RealtimeDelivery) {
    for (const userId of delivery.userIds) {
      for (const connection of byUser.get(userId) ?? []) connection.send(delivery.event);
    }
  }

  return {
    async start() {
      unsubscribe = await bus.subscribe(REALTIME_CHANNEL, (message) => deliverLocally(message as RealtimeDelivery));
    },
    add(connection: RealtimeConnection) {
      let set = byUser.get(connection.userId);
      if (!set) byUser.set(connection.userId, set = new Set());
      set.add(connection);
    },
    remove(connection: RealtimeConnection) {
      const set = byUser.get(connection.userId);
      set?.delete(connection);
      if (set && set.size === 0) byUser.delete(connection.userId);
    },
    connectionCount() {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
    close() {
      unsubscribe?.();
      for (const set of byUser.values()) for (const c of set) c.socket.close(1001, 'server shutting down');
      byUser.clear();
    },
  };
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;

/** Sends an event to members wherever they are connected; at most once (stored events are replayed on reconnect). */
export const publishRealtime = (bus: Bus, delivery: RealtimeDelivery) => bus.publish(REALTIME_CHANNEL, delivery);
