import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { testProviderMandates, testProviderPayments } from '../../db/schema/index.js';
import type { Db } from '../db.js';
import { webhookPaymentId, type PaymentProvider, type ProviderPayment } from './provider.js';

type Row = typeof testProviderPayments.$inferSelect;
/** What the checkout page (/dev/pay/{id}) can make happen; `pending` turns into paid a few seconds later. */
export const TEST_OUTCOMES = ['paid', 'failed', 'canceled', 'expired', 'pending', 'refund', 'chargeback'] as const;
export type TestOutcome = (typeof TEST_OUTCOMES)[number];

export interface TestProvider extends PaymentProvider {
  /** How the provider calls our webhook; the payments module points it at the app (the full HTTP path runs). */
  setNotifier(notify: (webhookUrl: string, id: string) => Promise<void>): void;
  find(id: string): Promise<Row | null>;
  /** What the checkout page's buttons do: change the payment as a bank would, then call the webhook with its id only. */
  settle(id: string, outcome: TestOutcome): Promise<Row | null>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;
const FINAL = new Set(['paid', 'failed', 'canceled', 'expired']);

/**
 * The built-in provider for development, demos and tests (refused when NODE_ENV=production). It keeps its own book
 * in the database (so it survives restarts and serves every instance) and behaves like Mollie where it matters:
 * idempotent creation, a checkout page, webhooks carrying only an id, recurring charges on a stored mandate,
 * refunds and chargebacks reported through the payment.
 */
export function createTestProvider(db: Db, opts: { pendingPaidAfterMs?: number } = {}): TestProvider {
  let notify: (webhookUrl: string, id: string) => Promise<void> = async () => {};
  const toProvider = (row: Row): ProviderPayment => ({
    id: row.id,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    refundedCents: row.refundedCents,
    chargedBackCents: row.chargedBackCents,
    mandateId: row.mandateId,
    checkoutUrl: FINAL.has(row.status) || row.sequenceType === 'recurring' ? null : checkoutUrlOf(row),
    reference: typeof row.metadata.reference === 'string' ? row.metadata.reference : null,
  });
  const checkoutUrlOf = (row: Row) => `${new URL(row.redirectUrl).origin}/dev/pay/${row.id}`;
  const find = async (id: string) => (await db.select().from(testProviderPayments).where(eq(testProviderPayments.id, id)))[0] ?? null;
  const update = async (id: string, set: Partial<Row>) => (await db.update(testProviderPayments).set(set).where(eq(testProviderPayments.id, id)).returning())[0] ?? null;
  const later = (row: Row) => { setTimeout(() => { notify(row.webhookUrl, row.id).catch(() => {}); }, 0).unref?.(); };

  async function markPaid(row: Row) {
    // A first payment by card, PayPal or direct debit leaves a mandate behind, as Mollie's do.
    let mandateId = row.mandateId;
    if (row.sequenceType === 'first' && row.customerId && !mandateId) {
      mandateId = newId('mdt');
      await db.insert(testProviderMandates).values({ id: mandateId, customerId: row.customerId, method: row.method, label: row.method === 'creditcard' ? 'Visa •••• 4242' : row.method });
    }
    return update(row.id, { status: 'paid', paidAt: new Date(), mandateId });
  }

  return {
    name: 'test',
    setNotifier(fn) { notify = fn; },
    find,
    async createPayment(input) {
      const existing = (await db.select().from(testProviderPayments).where(eq(testProviderPayments.idempotencyKey, input.idempotencyKey)))[0];
      if (existing) return toProvider(existing);
      const [row] = await db.insert(testProviderPayments).values({
        id: newId('tr'), idempotencyKey: input.idempotencyKey, amountCents: input.amountCents, currency: input.currency,
        description: input.description, method: input.method, redirectUrl: input.redirectUrl, webhookUrl: input.webhookUrl,
        metadata: { reference: input.reference }, customerId: input.customerId ?? null, sequenceType: input.sequenceType,
        mandateId: input.mandateId ?? null,
      }).onConflictDoNothing().returning();
      const created = row ?? (await db.select().from(testProviderPayments).where(eq(testProviderPayments.idempotencyKey, input.idempotencyKey)))[0]!;
      if (row && input.sequenceType === 'recurring') {
        // Charged on the mandate without the member: a card or PayPal answers at once; a direct debit takes days
        // (it stays pending until someone settles it on /dev/pay/{id}).
        const mandate = input.mandateId ? (await db.select().from(testProviderMandates).where(eq(testProviderMandates.id, input.mandateId)))[0] : undefined;
        const settled = !mandate || mandate.status !== 'valid' ? await update(created.id, { status: 'failed' })
          : input.method === 'directdebit' ? await update(created.id, { status: 'pending' }) : await markPaid(created);
        later(settled!);
        return toProvider(settled!);
      }
      return toProvider(created);
    },
    async fetchPayment(id) {
      const row = await find(id);
      if (!row) throw new Error(`test provider: no payment ${id}`);
      return toProvider(row);
    },
    parseWebhook: webhookPaymentId,
    async refund(paymentId, amountCents) {
      const row = await find(paymentId);
      if (!row || row.status !== 'paid') throw new Error('test provider: only a paid payment can be refunded');
      const updated = await update(paymentId, { refundedCents: Math.min(row.amountCents, row.refundedCents + amountCents) });
      later(updated!);
    },
    async createCustomer() { return newId('cst'); },
    async createMandate(input) {
      const id = newId('mdt');
      await db.insert(testProviderMandates).values({ id, customerId: input.customerId, method: 'directdebit', label: `${input.iban.slice(0, 4)} •••• ${input.iban.slice(-4)}` });
      return { id, status: 'valid' };
    },
    async fetchMandate(customerId, mandateId) {
      const [m] = await db.select().from(testProviderMandates).where(eq(testProviderMandates.id, mandateId));
      return m && m.customerId === customerId ? { id: m.id, status: m.status as 'valid' | 'invalid', method: m.method } : null;
    },
    async settle(id, outcome) {
      const row = await find(id);
      if (!row) return null;
      let updated: Row | null = row;
      if (outcome === 'refund') updated = row.status === 'paid' ? await update(id, { refundedCents: row.amountCents }) : row;
      else if (outcome === 'chargeback') updated = row.status === 'paid' ? await update(id, { chargedBackCents: row.amountCents }) : row;
      else if (FINAL.has(row.status)) return row; // a final payment does not change any more (as at a real provider)
      else if (outcome === 'paid') updated = await markPaid(row);
      else if (outcome === 'pending') {
        updated = await update(id, { status: 'pending' });
        setTimeout(() => { void find(id).then(async (r) => { if (r?.status === 'pending') { await markPaid(r); await notify(r.webhookUrl, id); } }).catch(() => {}); }, opts.pendingPaidAfterMs ?? 5000).unref?.();
      } else updated = await update(id, { status: outcome });
      await notify(row.webhookUrl, id);
      return updated;
    },
  };
}
