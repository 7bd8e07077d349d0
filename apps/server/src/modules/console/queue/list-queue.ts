import { QUEUE_LIST_MAX, type QueueQuery, type QueueResponse } from '@app/shared/contracts/console/queue';
import type { AppDeps } from '../../../kernel/deps.js';
import { authorizeSite, visibleSiteIds } from '../console.policy.js';
import type { StaffSession } from '../staff-sessions.js';
import { presentEntry } from './present-queue.js';
import { listWaiting } from './waiting.js';

/** GET queue.php: the waiting conversations of my sites (operators: their own; admins: all), oldest waiting first. */
export async function listQueue(deps: Pick<AppDeps, 'db' | 'clock'>, who: StaffSession, query: QueueQuery): Promise<QueueResponse> {
  if (query.site !== undefined) authorizeSite(who, query.site);
  const { rows, total } = await listWaiting(deps.db, { siteIds: visibleSiteIds(who), site: query.site, language: query.language }, QUEUE_LIST_MAX);
  const now = deps.clock.now();
  return { conversations: rows.map((row) => presentEntry(row, who.staff.id, now)), total };
}
