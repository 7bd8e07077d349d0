import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import { MANDATE_METHODS } from '@app/shared';
import { discountRedemptions, paymentMandates, payments, type PaymentRow } from '../../db/schema/index.js';
import type { AppDeps } from '../../kernel/deps.js';
import { withTx } from '../../kernel/tx.js';
import type { ProviderPayment } from '../../platform/payments/provider.js';
import { transferCredits } from '../credits/ledger.js';
import { transferId } from '../credits/ledger-rules.js';
import { creditsToReclaim, nextCheckDelaySeconds, nextPaymentState, reversedCents } from './payment-transitions.js';

type Deps = Pick<AppDeps, 'db' | 'events' | 'clock' | 'payments' | 'config'>;

/**
 * Brings one payment in line with what its provider says now. Every path that learns something about a payment
 * (webhook job, return page, reconciliation, a charge on a mandate) ends here, so they may race freely: the payment
 * row is locked, the state guard decides, and the credits go through the ledger with transfer id
 * `payment:<id>`, which exists once whatever happens.
 */
/** The contract: one purchase transfer per payment, id `payment:{id}` (the ledger's primary key guards it). */
export const purchaseTransferId = (paymentId: number) => `payment:${paymentId}`;

export async function syncPayment(deps: Deps, paymentId: number): Promise<PaymentRow | null> {
  const [p] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!p?.providerPaymentId) return p ?? null;
  const provider = deps.payments.get(p.provider);
  if (!provider) {
    console.error(`[payments] payment ${p.id}: provider ${p.provider} is not configured`);
    return p;
  }
  const remote = await provider.fetchPayment(p.providerPaymentId);
  // Crash tests: the process dies after the provider said "paid" and before anything of ours was written.
  if (deps.config.failpoint === 'payments.after_provider_paid' && remote.status === 'paid') process.kill(process.pid, 'SIGKILL');
  return applyProviderState(deps, p.id, remote);
}

/** The webhook's job: the provider named a payment by its own id. */
export async function syncByProviderId(deps: Deps, provider: string, providerPaymentId: string): Promise<PaymentRow | null> {
  const [p] = await deps.db.select({ id: payments.id }).from(payments).where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
  if (!p) return null;
  return syncPayment(deps, p.id);
}

export async function applyProviderState(deps: Pick<AppDeps, 'db' | 'events' | 'clock'>, paymentId: number, remote: ProviderPayment): Promise<PaymentRow> {
  const now = deps.clock.now();
  return withTx(deps, async (tx, events) => {
    const scope = { tx, events };
    const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    const next = nextPaymentState(p!, remote);
    const set: Partial<PaymentRow> = { updatedAt: now };

    if (next.status === 'pending') set.nextCheckAt = new Date(now.getTime() + nextCheckDelaySeconds(p!.checks) * 1000);

    if (next.status === 'completed' && p!.status !== 'completed') {
      await transferCredits(scope, { id: purchaseTransferId(p!.id), siteId: p!.siteId, userId: p!.userId, kind: 'purchase', amount: p!.credits, reference: `payment:${p!.id}` });
      // Premium comes with the first completed purchase, in the same transaction as its credits.
      const became = await tx.execute(sql`update users set paid_user = true where id = ${p!.userId} and paid_user = false returning id`);
      const first = (became as unknown as { rows: unknown[] }).rows.length > 0;
      await tx.update(discountRedemptions).set({ completed: true }).where(eq(discountRedemptions.paymentId, p!.id));
      if (remote.mandateId && MANDATE_METHODS.includes(p!.method) && !p!.mandateId) {
        await tx.insert(paymentMandates).values({ userId: p!.userId, provider: p!.provider, providerMandateId: remote.mandateId, method: p!.method }).onConflictDoNothing();
        const [m] = await tx.select({ id: paymentMandates.id }).from(paymentMandates).where(and(eq(paymentMandates.provider, p!.provider), eq(paymentMandates.providerMandateId, remote.mandateId)));
        set.mandateId = m!.id;
      }
      Object.assign(set, { status: 'completed', completedAt: now, nextCheckAt: null });
      await events.record('payment.completed', { paymentId: p!.id, userId: p!.userId, siteId: p!.siteId, first });
      if (first) await events.record('member.updated', { userId: p!.userId });
    } else if (next.status !== p!.status) {
      // failed or cancelled: a discount this order held is free again.
      await tx.delete(discountRedemptions).where(and(eq(discountRedemptions.paymentId, p!.id), eq(discountRedemptions.completed, false)));
      Object.assign(set, { status: next.status, nextCheckAt: null });
      await events.record('payment.failed', { paymentId: p!.id, userId: p!.userId, status: next.status });
    }

    if (next.reversal && !p!.reversal) {
      const reclaim = creditsToReclaim(p!, next.reversal, remote.refundedCents);
      const kind = next.reversal === 'charged_back' ? 'chargeback' : 'refund';
      const [{ credits: balance }] = (await tx.execute(sql`select credits from users where id = ${p!.userId} for update`) as unknown as { rows: Array<{ credits: number }> }).rows as [{ credits: number }];
      const take = Math.min(reclaim, balance);
      if (take > 0) await transferCredits(scope, { id: transferId(kind, `payment:${p!.id}`), siteId: p!.siteId, userId: p!.userId, kind, amount: take, reference: `payment:${p!.id}` });
      Object.assign(set, {
        reversal: next.reversal, reversedAt: now, reversedCents: reversedCents(p!, next.reversal, remote.refundedCents), creditsReclaimed: take, creditsOwed: reclaim - take,
      });
      await events.record('payment.reversed', { paymentId: p!.id, userId: p!.userId, reversal: next.reversal, reclaimed: take, owed: reclaim - take });
    }

    const [updated] = await tx.update(payments).set(set).where(eq(payments.id, p!.id)).returning();
    return updated!;
  });
}

/**
 * The reconciliation sweep (every minute, and once at start): every payment whose next check is due is asked about
 * again, pending ones for as long as they stay pending. `all` (at start, after a crash) takes every open payment.
 * A payment that never reached its provider (the process died between the order and the provider call) is
 * cancelled after an hour: no money can have been taken for it.
 */
export async function reconcilePayments(deps: Deps, opts: { all?: boolean; limit?: number } = {}): Promise<number> {
  const now = deps.clock.now();
  await deps.db.update(payments).set({ status: 'cancelled', nextCheckAt: null, updatedAt: now })
    .where(and(eq(payments.status, 'pending'), isNull(payments.providerPaymentId), lt(payments.createdAt, new Date(now.getTime() - 3600_000))));
  const due = await deps.db.select({ id: payments.id, checks: payments.checks }).from(payments)
    .where(opts.all ? and(eq(payments.status, 'pending'), sql`${payments.providerPaymentId} is not null`) : lte(payments.nextCheckAt, now))
    .orderBy(payments.nextCheckAt).limit(opts.limit ?? 500);
  let done = 0;
  for (const { id, checks } of due) {
    // Moved on first, so a provider that keeps failing is asked less and less often, never in a tight loop.
    await deps.db.update(payments).set({ checks: checks + 1, nextCheckAt: new Date(now.getTime() + nextCheckDelaySeconds(checks + 1) * 1000) })
      .where(and(eq(payments.id, id), sql`${payments.nextCheckAt} is not null`));
    try {
      await syncPayment(deps, id);
      done++;
    } catch (err) {
      console.error(`[payments] reconcile ${id}:`, (err as Error).message);
    }
  }
  return done;
}
