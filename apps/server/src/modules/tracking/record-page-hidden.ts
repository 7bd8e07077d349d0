import type { TrackingRecord } from '@app/shared/rules/tracking';
import { pageHiddenEvents } from '../../db/schema/index.js';
import type { AppDeps } from '../../kernel/deps.js';

export interface PageHidden { siteId: number; userId: number | null; source: TrackingRecord | null; path: string; msSinceLoad: number }

/**
 * One row of the page-bounce log (spec 3, 7): the page, how long it was shown, and who (a member, or an anonymous
 * visitor known only by their traffic source). A single insert: nothing else changes with it, so no transaction.
 */
export async function recordPageHidden(deps: Pick<AppDeps, 'db' | 'clock'>, input: PageHidden): Promise<void> {
  await deps.db.insert(pageHiddenEvents).values({
    siteId: input.siteId,
    userId: input.userId,
    path: input.path,
    msSinceLoad: input.msSinceLoad,
    network: input.source?.network ?? null,
    ref: input.source?.ref ?? null,
    createdAt: deps.clock.now(),
  });
}
