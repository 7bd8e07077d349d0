import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { realtimeEvents } from '../../db/schema/index.js';
import { defineModule } from '../../kernel/module.js';
import { on } from '../../kernel/event-hub.js';
import { handleJob, jobType } from '../../platform/jobs.js';
import type { RealtimeEvent } from '@app/shared';
import { publishRealtime } from './realtime-hub.js';
import { queueRealtime } from './realtime-outbox.js';
import { realtimeRoutes } from './realtime.routes.js';

/** Replay reaches back this far; a socket away longer reloads its state (resync). */
export const REALTIME_RETENTION_HOURS = 72;

export const realtimePruneJob = jobType({ name: 'realtime.prune', schema: z.object({}), retryLimit: 2, retryDelaySeconds: 300, cron: '41 * * * *' });

export const realtimeModule = defineModule({
  name: 'realtime',
  routes: realtimeRoutes,
  jobs: (deps) => [handleJob(realtimePruneJob, async () => {
    await deps.db.delete(realtimeEvents).where(lt(realtimeEvents.createdAt, new Date(deps.clock.now().getTime() - REALTIME_RETENTION_HOURS * 3600_000)));
  })],
  subscribers: (deps) => [
    // Stored and committed: now it may reach the member's sockets on every instance.
    on({ event: 'realtime.queued', name: 'realtime.publish', afterCommit: (e) => publishRealtime(deps.bus, { userIds: [e.payload.userId], event: e.payload.event as RealtimeEvent }) }),
    // Every change of a balance (a message, a purchase, a correction) shows at once in the member's open tabs.
    on({
      event: 'credits.transferred', name: 'realtime.credits',
      inTransaction: async (e, scope) => { await queueRealtime(scope, e.payload.userId, { type: 'credits', credits: e.payload.balance }); },
    }),
  ],
});
