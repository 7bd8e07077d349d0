import { z } from 'zod';
import type { AppDeps } from '../../kernel/deps.js';
import { handleJob, jobType } from '../../platform/jobs.js';
import { accountsDueForErasure, eraseAccount } from './erase-account.js';

/** Daily (02:23 UTC, away from the ledger audit at 03:17): accounts deleted more than 14 days ago are erased. */
export const eraseDeletedAccountsJob = jobType({
  name: 'account_end.erase',
  schema: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 900,
  cron: '23 2 * * *',
});

const BATCH = 100;

/**
 * Erases every account that is due, one transaction each, so one failing account neither blocks nor undoes the
 * others. Failures are reported together at the end (by user id only: nothing personal in logs), which makes
 * pg-boss retry the job; the ones done meanwhile are not done twice. Returns how many accounts were erased.
 */
export async function eraseDeletedAccounts(deps: Pick<AppDeps, 'db' | 'clock' | 'events' | 'storage'>): Promise<number> {
  const failed: number[] = [];
  let erased = 0;
  for (;;) {
    const due = await accountsDueForErasure(deps.db, deps.clock.now(), BATCH, failed);
    if (!due.length) break;
    for (const userId of due) {
      try {
        if (await eraseAccount(deps, userId)) erased++;
      } catch (error) {
        failed.push(userId);
        console.error(`[account_end.erase] user ${userId} not erased:`, (error as Error).message);
      }
    }
  }
  if (failed.length) throw new Error(`account_end.erase: ${failed.length} account(s) not erased (users ${failed.join(', ')})`);
  return erased;
}

export const eraseDeletedAccountsHandler = (deps: Pick<AppDeps, 'db' | 'clock' | 'events' | 'storage'>) =>
  handleJob(eraseDeletedAccountsJob, async () => { await eraseDeletedAccounts(deps); });
