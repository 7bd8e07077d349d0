import { and, eq, sql } from 'drizzle-orm';
import { refundAllowed } from '@app/shared';
import type { RefundBody } from '@app/shared/contracts/console/members';
import { payments, staffAudit, type PaymentRow } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { withTx } from '../../../kernel/tx.js';
import { syncPayment } from '../../payments/sync-payment.js';
import { recordAudit } from '../audit.js';
import type { StaffSession } from '../staff-sessions.js';
import { memberForStaff } from './members.policy.js';

type Deps = Pick<AppDeps, 'db' | 'events' | 'clock' | 'payments' | 'config'>;

const REFUNDED = 'payment.refunded';
const REFUND_FAILED = 'payment.refund_failed';

/**
 * POST /api/console/members/refund.php. Three steps, because the provider is never called inside a transaction:
 * 1. under the payment's row lock, the refund is claimed by its audit row (only a completed, unreversed payment
 *    without a claim still open; within the staff member's refund limit), so a double click or two staff members
 *    at once refund it at the provider once;
 * 2. the provider refunds (a failure appends payment.refund_failed, which frees the claim);
 * 3. the webhook's own sync path brings the payment in line: the ledger takes the refunded credits back once
 *    (transfer id refund:payment:<id>), whichever of this call and the provider's webhook gets there first.
 */
export async function refundPayment(deps: Deps, who: StaffSession, body: RefundBody): Promise<PaymentRow> {
  const now = deps.clock.now();
  const { payment, amountCents } = await withTx(deps, async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.id, body.payment)).for('update');
    if (!p) throw new DomainError('not_found');
    await memberForStaff(tx, who, p.userId);
    const amount = body.amount_cents ?? p.amountCents;
    if (amount > p.amountCents) throw new DomainError('console_refund_amount', {}, { field: 'amount_cents' });
    if (p.status !== 'completed' || p.reversal || !p.providerPaymentId) throw new DomainError('console_already_done');
    const [claims] = await tx.select({
      refunded: sql<number>`count(*) filter (where ${staffAudit.action} = ${REFUNDED})::int`,
      failed: sql<number>`count(*) filter (where ${staffAudit.action} = ${REFUND_FAILED})::int`,
    }).from(staffAudit).where(and(eq(staffAudit.objectType, 'payment'), eq(staffAudit.objectId, String(p.id))));
    if ((claims?.refunded ?? 0) > (claims?.failed ?? 0)) throw new DomainError('console_already_done');
    if (!refundAllowed({ role: who.role, refundLimitCents: who.staff.refundLimitCents }, amount)) throw new DomainError('console_refund_limit');
    await recordAudit(tx, who, {
      action: REFUNDED, siteId: p.siteId, objectType: 'payment', objectId: p.id,
      before: { status: p.status, reversal: null, amount_cents: p.amountCents }, after: { refunded_cents: amount, currency: p.currency }, reason: body.reason,
    }, now);
    return { payment: p, amountCents: amount };
  });

  const provider = deps.payments.get(payment.provider);
  try {
    if (!provider) throw new Error(`provider ${payment.provider} is not configured`);
    await provider.refund(payment.providerPaymentId!, amountCents, payment.currency, `Refund ${payment.id}`);
  } catch (err) {
    console.error(`[console] refund of payment ${payment.id} failed:`, (err as Error).message);
    await withTx(deps, (tx) => recordAudit(tx, who, {
      action: REFUND_FAILED, siteId: payment.siteId, objectType: 'payment', objectId: payment.id, after: { refunded_cents: amountCents },
    }, deps.clock.now()));
    throw new DomainError('provider_unavailable');
  }
  return (await syncPayment(deps, payment.id))!;
}
