import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../../db/schema/index.js';
import { createSite, insertMember, loggedInMember, useTestApp, type Client } from '../../../../test/helpers.js';
import { staffClient } from '../../../../test/console.js';
import { paymentSyncJob } from '../../payments/payment-jobs.js';
import { daysIn } from './get-dashboard.js';

const ctx = useTestApp();

/** An order through the real call, settled at the test provider ('paid', then maybe 'chargeback'), synced. */
async function buy(client: Client, settle: Array<'paid' | 'chargeback'>) {
  const packs = (await client.get('/api/packages.php')).body;
  const created = await client.post('/api/payment.php', { package: packs.packages[0].id, method: 'ideal', withdrawal_consent: true, idempotency_key: randomUUID() });
  expect(created.status).toBe(201);
  const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, created.body.payment.id));
  for (const status of settle) {
    await ctx.deps.payments.test!.settle(row!.providerPaymentId!, status);
    await ctx.deps.jobs.drain(paymentSyncJob);
  }
  return row!;
}

describe('the traffic report (GET /api/console/traffic.php)', () => {
  it('counts signups, activations, first payments and revenue less reversals per network and ref', async () => {
    const site = await createSite(ctx, { timeZone: 'Europe/Amsterdam' });
    const { client: admin } = await staffClient(ctx, site.domain, 'admin');
    const now = ctx.clock.now();
    const [today, , , , , , weekAgo] = daysIn('Europe/Amsterdam', now, 7);

    // From adnet/r1: activated, paying twice, the second payment charged back.
    const payer = await loggedInMember(ctx, site, { user: { tracking: { network: 'adnet', ref: 'r1', sub1: 'banner' }, signupDate: now, activatedAt: now } });
    const kept = await buy(payer.client, ['paid']);
    const reversed = await buy(payer.client, ['paid', 'chargeback']);
    // From other (no ref): signed up, not activated.
    await insertMember(ctx, site.id, {}, { status: 'not_confirmed', tracking: { network: 'other' }, signupDate: now });
    // Without a source.
    await insertMember(ctx, site.id, {}, { signupDate: now });
    // Not counted: a fictional profile, and an adnet signup long before the range.
    await insertMember(ctx, site.id, { isFictional: true }, { tracking: { network: 'adnet', ref: 'r1' }, signupDate: now });
    await insertMember(ctx, site.id, {}, { tracking: { network: 'adnet', ref: 'r1' }, signupDate: new Date(now.getTime() - 200 * 86_400_000) });

    const res = await admin.get(`/api/console/traffic.php?site=${site.id}&from=${weekAgo}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ site_id: site.id, time_zone: 'Europe/Amsterdam', from: weekAgo, to: today });
    expect(res.body.rows).toEqual([
      {
        network: 'adnet', ref: 'r1', signups: 1, activations: 1, first_payments: 1,
        revenue: [{ currency: 'EUR', cents: kept.amountCents }], reversed: [{ currency: 'EUR', cents: reversed.amountCents }],
      },
      { network: 'other', ref: null, signups: 1, activations: 0, first_payments: 0, revenue: [], reversed: [] },
      { network: null, ref: null, signups: 1, activations: 0, first_payments: 0, revenue: [], reversed: [] },
    ]);
    expect(res.body.totals).toEqual({
      signups: 3, activations: 1, first_payments: 1, revenue: [{ currency: 'EUR', cents: kept.amountCents }], reversed: [{ currency: 'EUR', cents: reversed.amountCents }],
    });

    // A range before today: nothing of today's.
    const before = await admin.get(`/api/console/traffic.php?site=${site.id}&from=2020-01-01&to=2020-12-31`);
    expect(before.status).toBe(200);
    expect(before.body.rows).toEqual([]);
  });

  it('takes off a partial refund\'s part only, and the whole of a chargeback', async () => {
    const site = await createSite(ctx, { timeZone: 'Europe/Amsterdam' });
    const { client: admin } = await staffClient(ctx, site.domain, 'admin');
    const [today] = daysIn('Europe/Amsterdam', ctx.clock.now(), 1);
    const payer = await loggedInMember(ctx, site, { user: { tracking: { network: 'adnet' } } });
    const partly = await buy(payer.client, ['paid']);
    const charged = await buy(payer.client, ['paid', 'chargeback']);
    const part = Math.floor(partly.amountCents / 3);
    const refund = await admin.post('/api/console/members/refund.php', { payment: partly.id, amount_cents: part, reason: 'Deels terug' });
    expect(refund.status).toBe(200);
    await ctx.deps.jobs.drain(paymentSyncJob);

    const res = await admin.get(`/api/console/traffic.php?site=${site.id}&from=${today}&to=${today}`);
    const gross = partly.amountCents + charged.amountCents;
    const reversed = part + charged.amountCents;
    expect(res.body.rows).toMatchObject([{
      network: 'adnet', ref: null, first_payments: 1,
      revenue: [{ currency: 'EUR', cents: gross - reversed }], reversed: [{ currency: 'EUR', cents: reversed }],
    }]);
    const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, partly.id));
    expect(row).toMatchObject({ reversal: 'refunded', reversedCents: part });
  });

  it('is for admins only', async () => {
    const site = await createSite(ctx);
    for (const role of ['operator', 'moderator', 'support'] as const) {
      const { client } = await staffClient(ctx, site.domain, role, { siteIds: [site.id] });
      const res = await client.get(`/api/console/traffic.php?site=${site.id}&from=2026-01-01&to=2026-01-31`);
      expect(res.status, role).toBe(403);
    }
  });

  it('refuses a range that is no range, with the staff member\'s text', async () => {
    const site = await createSite(ctx);
    const { client } = await staffClient(ctx, site.domain, 'admin');
    for (const range of ['from=2026-02-01&to=2026-01-31', 'from=2025-01-01&to=2026-01-02', 'from=2026-02-30&to=2026-03-01', 'from=x&to=2026-01-01', 'to=2026-01-01']) {
      const res = await client.get(`/api/console/traffic.php?site=${site.id}&${range}`);
      expect(res.status, range).toBe(400);
      expect(res.body.error.code, range).toBe('console_date_range');
    }
    expect((await client.get(`/api/console/traffic.php?site=${site.id}&from=2024-01-01&to=2024-12-31`)).status).toBe(200);
    expect((await client.get('/api/console/traffic.php?site=99999999&from=2026-01-01&to=2026-01-02')).status).toBe(404);
  });
});
