import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/db.js';
import { handleJob, jobType } from '../../platform/jobs.js';
import type { AppDeps } from '../../kernel/deps.js';

export interface LedgerMismatch { userId: number; balance: number; ledger: number }

/**
 * Members whose balance differs from their transfers (credits in minus credits out). Always empty unless something
 * wrote users.credits around the ledger; the nightly audit says so loudly.
 */
export async function findLedgerMismatches(db: DbOrTx, siteId?: number): Promise<LedgerMismatch[]> {
  const result = await db.execute(sql`
    select u.id as "userId", u.credits as balance,
      coalesce((select sum(amount) from credit_transfers where credit_account_id = a.id), 0)
        - coalesce((select sum(amount) from credit_transfers where debit_account_id = a.id), 0) as ledger
    from users u join ledger_accounts a on a.user_id = u.id
    where ${siteId === undefined ? sql`true` : sql`u.site_id = ${siteId}`}`);
  return (result as unknown as { rows: Array<{ userId: number; balance: number; ledger: string | number }> }).rows
    .map((r) => ({ userId: r.userId, balance: Number(r.balance), ledger: Number(r.ledger) }))
    .filter((r) => r.balance !== r.ledger);
}

/** Every night: the ledger and the balances must agree. */
export const ledgerAuditJob = jobType({ name: 'credits.audit', schema: z.object({}), retryLimit: 2, retryDelaySeconds: 300, cron: '17 3 * * *' });

export function ledgerAuditHandler(deps: Pick<AppDeps, 'db'>, report: (mismatches: LedgerMismatch[]) => void) {
  return handleJob(ledgerAuditJob, async () => {
    const mismatches = await findLedgerMismatches(deps.db);
    if (mismatches.length) report(mismatches);
  });
}
