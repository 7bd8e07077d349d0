import { and, desc, eq } from 'drizzle-orm';
import { payments } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { ownPayment } from './payments.policy.js';
import { presentPayment, presentReceipt } from './present-payment.js';
import { syncPayment } from './sync-payment.js';

export async function listTransactions(deps: Pick<AppDeps, 'db'>, auth: AuthenticatedSession) {
  const rows = await deps.db.select().from(payments).where(and(eq(payments.userId, auth.user.id), eq(payments.siteId, auth.user.siteId))).orderBy(desc(payments.createdAt)).limit(200);
  return { transactions: rows.map(presentPayment) };
}

export async function getTransaction(deps: Pick<AppDeps, 'db'>, site: SiteWithCompany, auth: AuthenticatedSession, id: number) {
  const row = await ownPayment(deps.db, auth, id);
  return { transaction: { ...presentPayment(row), receipt: presentReceipt(row, site) } };
}

/**
 * GET /api/payment.php?id=: the result page follows its payment. While it is pending the provider is asked again
 * (at most every few seconds per payment): the member back from the checkout need not wait for the webhook.
 */
export async function followPayment(deps: Parameters<typeof syncPayment>[0], auth: AuthenticatedSession, id: number) {
  let row = await ownPayment(deps.db, auth, id);
  if (row.status === 'pending' && row.providerPaymentId && deps.clock.now().getTime() - row.updatedAt.getTime() > 2000) {
    row = (await syncPayment(deps, id).catch((err) => { console.error(`[payments] follow ${id}:`, (err as Error).message); return null; })) ?? row;
  }
  return { payment: presentPayment(row) };
}
