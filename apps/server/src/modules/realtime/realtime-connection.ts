import { and, asc, eq, gt, lt, min } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import type { RealtimeEvent } from '@app/shared';
import { realtimeEvents, users } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import type { RealtimeConnection } from './realtime-hub.js';

/** More missed events than this: the client reloads its state instead of replaying them one by one. */
const MAX_REPLAY = 500;

const hasSeq = (event: RealtimeEvent): event is Extract<RealtimeEvent, { seq: number }> => 'seq' in event;

/**
 * One member's socket. Stored events leave in their sequence, each once: an event older than the last one sent is
 * dropped, and a gap (an event from another instance overtook an earlier one on the bus) is filled from the
 * database before the event goes out. Numbers follow commit order, so whatever is missing is already committed.
 */
export function openConnection(db: Db, socket: WebSocket, userId: number, onError: (error: unknown) => void): RealtimeConnection & { start(since: number | undefined): void } {
  let lastSeq = 0;
  let chain: Promise<void> = Promise.resolve();
  const run = (step: () => Promise<void>) => {
    chain = chain.then(step).catch((error) => { onError(error); socket.close(1011, 'server error'); });
  };
  const write = (event: RealtimeEvent) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  };

  async function replay(before?: number) {
    const rows = await db.select({ seq: realtimeEvents.seq, type: realtimeEvents.type, payload: realtimeEvents.payload }).from(realtimeEvents)
      .where(and(eq(realtimeEvents.userId, userId), gt(realtimeEvents.seq, lastSeq), before === undefined ? undefined : lt(realtimeEvents.seq, before)))
      .orderBy(asc(realtimeEvents.seq)).limit(MAX_REPLAY);
    for (const row of rows) {
      write({ ...row.payload, type: row.type, seq: row.seq } as RealtimeEvent);
      lastSeq = row.seq;
    }
  }

  return {
    userId,
    socket,
    send(event) {
      if (!hasSeq(event)) return write(event);
      run(async () => {
        if (event.seq <= lastSeq) return;
        if (event.seq > lastSeq + 1) await replay(event.seq);
        if (event.seq <= lastSeq) return;
        write(event);
        lastSeq = event.seq;
      });
    },
    start(since) {
      run(async () => {
        const [me] = await db.select({ seq: users.realtimeSeq }).from(users).where(eq(users.id, userId));
        const current = me?.seq ?? 0;
        if (since === undefined || since === current) {
          lastSeq = current;
          return write({ type: 'hello', seq: current });
        }
        const [oldest] = await db.select({ seq: min(realtimeEvents.seq) }).from(realtimeEvents).where(eq(realtimeEvents.userId, userId));
        const replayable = since < current && current - since <= MAX_REPLAY && oldest?.seq != null && oldest.seq <= since + 1;
        if (!replayable) {
          lastSeq = current;
          return write({ type: 'resync', seq: current });
        }
        lastSeq = since;
        write({ type: 'hello', seq: since });
        await replay();
      });
    },
  };
}
