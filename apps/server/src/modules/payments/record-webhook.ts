import { paymentWebhookEvents } from '../../db/schema/index.js';
import type { AppDeps } from '../../kernel/deps.js';
import { withTx } from '../../kernel/tx.js';
import { paymentSyncJob } from './payment-jobs.js';

/**
 * POST /api/payment-webhook.php: the call is recorded and a sync job queued in one transaction, and the provider
 * gets its 200 at once. The body carries only an id; what happened is always fetched from the provider (a forged
 * call can only make us ask).
 */
export async function recordWebhook(deps: Pick<AppDeps, 'db' | 'events' | 'jobs'>, provider: string, providerPaymentId: string) {
  await withTx(deps, async (tx) => {
    await tx.insert(paymentWebhookEvents).values({ provider, providerPaymentId });
    await deps.jobs.send(paymentSyncJob, { v: 1, provider, providerPaymentId }, tx);
  });
}
