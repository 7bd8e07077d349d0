import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discountedPrice, TIME_BONUS_CODE } from '@app/shared';
import { creditTransfers, directDebitAccounts, discountCodes, payments, testProviderPayments, users } from '../../db/schema/index.js';
import { withTx } from '../../kernel/tx.js';
import { readSmsOutbox } from '../../platform/sms.js';
import { createSite, loggedInMember, mailsTo, useTestApp, type TestContext } from '../../../test/helpers.js';
import { transferCredits } from '../credits/ledger.js';
import { paymentSyncJob } from './payment-jobs.js';
import { reconcilePayments } from './sync-payment.js';

const ctx = useTestApp();

async function buyer(c: TestContext, opts: { signupHoursAgo?: number; paid?: boolean; country?: string } = {}) {
  const site = await createSite(c);
  const signupDate = new Date(c.clock.now().getTime() - (opts.signupHoursAgo ?? 10) * 3600_000);
  const member = await loggedInMember(c, site, { profile: { country: opts.country ?? 'NL' }, user: { signupDate, paidUser: opts.paid ?? false } });
  const packs = (await member.client.get('/api/packages.php')).body;
  return { site, ...member, packs };
}

const order = (client: Awaited<ReturnType<typeof buyer>>['client'], pack: number, method = 'ideal', extra: Record<string, unknown> = {}) =>
  client.post('/api/payment.php', { package: pack, method, withdrawal_consent: true, idempotency_key: randomUUID(), ...extra });

/** The provider's id of one of our payments. */
const providerIdOf = async (c: TestContext, id: number) => (await c.deps.db.select().from(payments).where(eq(payments.id, id)))[0]!.providerPaymentId!;
const userRow = async (c: TestContext, id: number) => (await c.deps.db.select().from(users).where(eq(users.id, id)))[0]!;
const purchases = async (c: TestContext, paymentId: number) =>
  c.deps.db.select().from(creditTransfers).where(eq(creditTransfers.reference, `payment:${paymentId}`));
const drainSync = (c: TestContext) => c.deps.jobs.drain(paymentSyncJob);

describe('bundles and prices', () => {
  it('lists the four tiers in the country\'s currency with the cost of one message', async () => {
    const { packs, site } = await buyer(ctx);
    expect(packs.country).toBe('NL');
    expect(packs.packages.map((p: { tier: string }) => p.tier)).toEqual(['p0', 'p1', 'p2', 'p3']);
    expect(packs.packages.every((p: { currency: string }) => p.currency === 'EUR')).toBe(true);
    const p1 = packs.packages[1];
    // Signed up 10 hours ago: no time bonus, the list price.
    expect(p1.discounted_price).toBeUndefined();
    expect(p1.price_per_message).toBeCloseTo(Math.round((p1.price * 100 * site.messageCredits) / (p1.credits + p1.bonus_credits)) / 100, 2);
    expect(packs.methods).toContain('ideal');
  });

  it('shows a visitor the prices of their country, without a discount', async () => {
    const site = await createSite(ctx, { countries: ['NL', 'GB'] });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/packages.php', headers: { host: site.domain } });
    expect(res.statusCode).toBe(200);
    expect(res.json().discount).toBeNull();
    expect(res.json().packages[0].discounted_price).toBeUndefined();
  });
});

describe('welcome time bonus (spec 3, 4, 9)', () => {
  it('is TIMEBONUS25 for an unpaid member within 4 hours of signup, counted by the server', async () => {
    const { client, packs } = await buyer(ctx, { signupHoursAgo: 1 });
    const res = await client.get('/api/discountcode.php?welcome=true');
    expect(res.body.discount).toMatchObject({ code: TIME_BONUS_CODE, percentage: 25, time_bonus: true });
    expect(res.body.discount.seconds_left).toBeGreaterThan(3 * 3600 - 5);
    expect(res.body.discount.seconds_left).toBeLessThanOrEqual(3 * 3600);
    expect(packs.packages[1].discounted_price).toBe(discountedPrice(Math.round(packs.packages[1].price * 100), 25) / 100);
  });

  it('is gone after 14,400 s, for paid members, and for visitors', async () => {
    const late = await buyer(ctx, { signupHoursAgo: 4.01 });
    expect((await late.client.get('/api/discountcode.php?welcome=true')).body.discount).toBeNull();
    const paid = await buyer(ctx, { signupHoursAgo: 1, paid: true });
    expect((await paid.client.get('/api/discountcode.php?welcome=true')).body.discount).toBeNull();
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/discountcode.php?welcome=true', headers: { host: late.site.domain } });
    expect(visitor.statusCode).toBe(403);
    // The clock moving on ends it too.
    const soon = await buyer(ctx, { signupHoursAgo: 3.9 });
    expect((await soon.client.get('/api/discountcode.php?welcome=true')).body.discount).not.toBeNull();
    ctx.clock.advanceMinutes(7);
    expect((await soon.client.get('/api/discountcode.php?welcome=true')).body.discount).toBeNull();
  });

  it('is charged: the provider gets the discounted amount, once per member', async () => {
    const { client, packs, userId } = await buyer(ctx, { signupHoursAgo: 1 });
    const p1 = packs.packages[1];
    const created = await order(client, p1.id);
    expect(created.status).toBe(201);
    const tp = (await ctx.deps.db.select().from(testProviderPayments).where(eq(testProviderPayments.id, await providerIdOf(ctx, created.body.payment.id))))[0]!;
    expect(tp.amountCents).toBe(discountedPrice(Math.round(p1.price * 100), 25));
    await ctx.deps.payments.test!.settle(tp.id, 'paid');
    await drainSync(ctx);
    const used = await client.get(`/api/discountcode.php?code=${TIME_BONUS_CODE}`);
    expect(used.status).toBe(400);
    expect(used.body.error).toMatchObject({ code: 'discount_used', message: 'Code reeds gebruikt' });
    expect((await userRow(ctx, userId)).paidUser).toBe(true);
  });
});

describe('discount codes', () => {
  it('says "Code niet gevonden" for unknown, inactive, expired, other member\'s or other country\'s codes', async () => {
    const { client, site, userId } = await buyer(ctx);
    const other = await loggedInMember(ctx, site);
    const past = new Date(ctx.clock.now().getTime() - 1000);
    await ctx.deps.db.insert(discountCodes).values([
      { siteId: site.id, code: 'OFF', percentage: 10, status: 'inactive' },
      { siteId: site.id, code: 'OLD', percentage: 10, expiresAt: past },
      { siteId: site.id, code: 'MINE', percentage: 10, userId: other.userId },
      { siteId: site.id, code: 'BELGIE', percentage: 10, country: 'BE' },
      { siteId: site.id, code: 'GOOD', percentage: 15, userId },
    ]);
    for (const code of ['NOPE', 'OFF', 'OLD', 'MINE', 'BELGIE']) {
      const res = await client.get(`/api/discountcode.php?code=${code}`);
      expect(res.body.error, code).toMatchObject({ code: 'discount_not_found', message: 'Code niet gevonden' });
    }
    expect((await client.get('/api/discountcode.php?code=good')).body.discount).toMatchObject({ code: 'GOOD', percentage: 15 });
  });

  it('checks the minimum order and the methods on the order, and lets multi-use codes be used again', async () => {
    const { client, site, packs } = await buyer(ctx, { paid: true });
    await ctx.deps.db.insert(discountCodes).values([
      { siteId: site.id, code: 'BIG', percentage: 20, minimumOrderCents: 4000 },
      { siteId: site.id, code: 'PAYPAL', percentage: 20, paymentMethods: ['paypal'] },
      { siteId: site.id, code: 'ALWAYS', percentage: 5, validity: 'multi_use' },
    ]);
    const small = await order(client, packs.packages[0].id, 'ideal', { discount_code: 'BIG' });
    expect(small.body.error.code).toBe('discount_minimum_order');
    const wrongMethod = await order(client, packs.packages[0].id, 'ideal', { discount_code: 'PAYPAL' });
    expect(wrongMethod.body.error.code).toBe('discount_method');
    for (let i = 0; i < 2; i++) {
      const res = await order(client, packs.packages[0].id, 'ideal', { discount_code: 'ALWAYS' });
      expect(res.status).toBe(201);
      await ctx.deps.payments.test!.settle(await providerIdOf(ctx, res.body.payment.id), 'paid');
    }
    await drainSync(ctx);
    const rows = await ctx.deps.db.select().from(payments).where(eq(payments.discountCode, 'ALWAYS'));
    expect(rows.filter((r) => r.status === 'completed')).toHaveLength(2);
  });
});

describe('paying', () => {
  it('refuses an order without the withdrawal consent, and records the consent with each order', async () => {
    const { client, packs, userId } = await buyer(ctx);
    const refused = await client.post('/api/payment.php', { package: packs.packages[0].id, method: 'ideal', idempotency_key: randomUUID() });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('withdrawal_consent_required');
    expect(await ctx.deps.db.select().from(payments).where(eq(payments.userId, userId))).toHaveLength(0);
    const ok = await order(client, packs.packages[0].id);
    const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, ok.body.payment.id));
    expect(row!.withdrawalConsentAt).toBeInstanceOf(Date);
    expect(row!.withdrawalConsentText).toContain('herroepingsrecht');
  });

  it('refuses a method the country does not offer and a bundle of another site', async () => {
    const { client, packs } = await buyer(ctx);
    expect((await order(client, packs.packages[0].id, 'bancontact')).body.error.code).toBe('method_unavailable');
    const other = await buyer(ctx);
    expect((await order(client, other.packs.packages[0].id)).status).toBe(404);
  });

  it('runs the checkout: test provider page, webhook, credits, premium, receipt mail', async () => {
    const { client, packs, userId, site } = await buyer(ctx);
    const before = (await userRow(ctx, userId)).credits;
    const p1 = packs.packages[1];
    const created = await order(client, p1.id);
    expect(created.body.checkout_url).toMatch(/\/dev\/pay\/tr_/);
    const page = await client.get(new URL(created.body.checkout_url).pathname);
    expect(page.body).toContain('data-testid="amount"');
    const paid = await ctx.app.inject({ method: 'POST', url: new URL(created.body.checkout_url).pathname, headers: { host: site.domain, origin: `http://${site.domain}`, 'content-type': 'application/x-www-form-urlencoded', cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') }, payload: 'status=paid' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/transactions/${created.body.payment.id}?return=1`);
    expect((await client.get(`/api/payment.php?id=${created.body.payment.id}`)).body.payment.status).toBe('pending');
    expect(await drainSync(ctx)).toBe(1);
    const result = (await client.get(`/api/payment.php?id=${created.body.payment.id}`)).body.payment;
    expect(result).toMatchObject({ status: 'completed', credits: p1.credits + p1.bonus_credits, method: 'ideal' });
    const user = await userRow(ctx, userId);
    expect(user.credits).toBe(before + p1.credits + p1.bonus_credits);
    expect(user.paidUser).toBe(true);
    const [receipt] = await mailsTo(ctx, user.email);
    expect(receipt!.headers.subject).toContain(`bestelling ${created.body.payment.id}`);
    expect(receipt!.text).toContain('Test Media B.V.');
    expect(receipt!.text).toContain('KvK: 11223344');
    expect(receipt!.text).toContain('NL000000000B01');
    const detail = (await client.get(`/api/transactions.php?id=${created.body.payment.id}`)).body.transaction;
    expect(detail.receipt).toMatchObject({ vat_rate: 21, company: { kvk: '11223344' } });
    expect((await client.get('/api/transactions.php')).body.transactions).toHaveLength(1);
  });

  it('shows a payment only to its member', async () => {
    const a = await buyer(ctx);
    const created = await order(a.client, a.packs.packages[0].id);
    const b = await loggedInMember(ctx, a.site);
    expect((await b.client.get(`/api/payment.php?id=${created.body.payment.id}`)).status).toBe(404);
    expect((await b.client.get(`/api/transactions.php?id=${created.body.payment.id}`)).status).toBe(404);
    expect((await b.client.get('/api/payment.php?id=99999999999')).status).toBe(404);
  });

  it('a failed payment leaves no credits and no premium; the time bonus is free again', async () => {
    const { client, packs, userId } = await buyer(ctx, { signupHoursAgo: 1 });
    const created = await order(client, packs.packages[1].id);
    await ctx.deps.payments.test!.settle(await providerIdOf(ctx, created.body.payment.id), 'failed');
    await drainSync(ctx);
    expect((await client.get(`/api/payment.php?id=${created.body.payment.id}`)).body.payment.status).toBe('failed');
    expect((await userRow(ctx, userId)).paidUser).toBe(false);
    expect((await client.get('/api/discountcode.php?welcome=true')).body.discount.code).toBe(TIME_BONUS_CODE);
    const again = await order(client, packs.packages[1].id, 'creditcard');
    expect(again.status).toBe(201);
  });
});

describe('exactly once', () => {
  it('credits once for 20 concurrent replays of one webhook', async () => {
    const { client, packs, userId, site } = await buyer(ctx);
    const created = await order(client, packs.packages[2].id);
    const tpId = await providerIdOf(ctx, created.body.payment.id);
    await ctx.deps.db.update(testProviderPayments).set({ status: 'paid' }).where(eq(testProviderPayments.id, tpId));
    const hooks = await Promise.all(Array.from({ length: 20 }, () => ctx.app.inject({
      method: 'POST', url: '/api/payment-webhook.php?provider=test', headers: { host: site.domain, 'content-type': 'application/x-www-form-urlencoded' }, payload: `id=${tpId}`,
    })));
    expect(hooks.every((h) => h.statusCode === 200)).toBe(true);
    await Promise.all(Array.from({ length: 5 }, () => drainSync(ctx)));
    expect((await purchases(ctx, created.body.payment.id)).map((t) => t.id)).toEqual([`payment:${created.body.payment.id}`]);
    expect((await userRow(ctx, userId)).credits).toBe(packs.packages[2].credits + packs.packages[2].bonus_credits);
  });

  it('credits once when webhook, return page and reconciliation race', async () => {
    const { client, packs, userId } = await buyer(ctx);
    const created = await order(client, packs.packages[0].id);
    const id = created.body.payment.id;
    await ctx.deps.payments.test!.settle(await providerIdOf(ctx, id), 'paid');
    await ctx.deps.db.update(payments).set({ updatedAt: new Date(0), nextCheckAt: new Date(0) }).where(eq(payments.id, id));
    await Promise.all([
      ...Array.from({ length: 5 }, () => client.get(`/api/payment.php?id=${id}`)),
      ...Array.from({ length: 3 }, () => reconcilePayments(ctx.deps, { all: true })),
      ...Array.from({ length: 3 }, () => drainSync(ctx)),
    ]);
    expect(await purchases(ctx, id)).toHaveLength(1);
    expect((await userRow(ctx, userId)).credits).toBe(packs.packages[0].credits + packs.packages[0].bonus_credits);
  });

  it('still credits a payment that is paid an hour later, when the webhook never came', async () => {
    const { client, packs, userId } = await buyer(ctx);
    const created = await order(client, packs.packages[0].id);
    const id = created.body.payment.id;
    for (let minute = 0; minute < 70; minute += 10) {
      ctx.clock.advanceMinutes(10);
      await reconcilePayments(ctx.deps);
    }
    expect((await client.get(`/api/payment.php?id=${id}`)).body.payment.status).toBe('pending');
    await ctx.deps.db.update(testProviderPayments).set({ status: 'paid' }).where(eq(testProviderPayments.id, await providerIdOf(ctx, id)));
    ctx.clock.advanceMinutes(61);
    await reconcilePayments(ctx.deps);
    expect((await ctx.deps.db.select().from(payments).where(eq(payments.id, id)))[0]!.status).toBe('completed');
    expect((await userRow(ctx, userId)).credits).toBe(packs.packages[0].credits);
  });

  it('makes the member premium exactly on the first completed payment', async () => {
    const { client, packs, userId } = await buyer(ctx);
    const failed = await order(client, packs.packages[0].id);
    await ctx.deps.payments.test!.settle(await providerIdOf(ctx, failed.body.payment.id), 'canceled');
    const pending = await order(client, packs.packages[0].id);
    await drainSync(ctx);
    expect((await userRow(ctx, userId)).paidUser).toBe(false);
    await ctx.deps.payments.test!.settle(await providerIdOf(ctx, pending.body.payment.id), 'paid');
    await drainSync(ctx);
    expect((await userRow(ctx, userId)).paidUser).toBe(true);
    expect((await client.get('/api/user.php')).body.user).toMatchObject({ paid_user: true });
  });
});

describe('refunds and chargebacks', () => {
  it('takes back unspent credits, records what was spent as owed, and blocks direct debit', async () => {
    const { client, packs, userId, site } = await buyer(ctx, { paid: true });
    const p0 = packs.packages[0];
    const created = await order(client, p0.id);
    const tpId = await providerIdOf(ctx, created.body.payment.id);
    await ctx.deps.payments.test!.settle(tpId, 'paid');
    await drainSync(ctx);
    await withTx(ctx.deps, (tx, events) => transferCredits({ tx, events }, { id: `message:test:${randomUUID()}`, siteId: site.id, userId, kind: 'message', amount: 40 }));
    await ctx.deps.payments.test!.settle(tpId, 'chargeback');
    await drainSync(ctx);
    const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, created.body.payment.id));
    expect(row).toMatchObject({ reversal: 'charged_back', creditsReclaimed: p0.credits - 40, creditsOwed: 40 });
    expect((await userRow(ctx, userId)).credits).toBe(0);
    expect((await client.get('/api/directdebit.php')).body.blocked).toBe(true);
    const dd = await client.post('/api/directdebit.php', { holder: 'A Test', iban: 'NL91ABNA0417164300', street: 'Dam', house_number: '1', zip: '1012JS', city: 'Amsterdam', mobile: '0612345678', consent: true });
    expect(dd.status).toBe(403);
    expect(dd.body.error.code).toBe('direct_debit_blocked');
  });
});

describe('direct debit', () => {
  const form = { holder: 'A Test', iban: 'NL91 ABNA 0417 1643 00', street: 'Dam', house_number: '1', zip: '1012JS', city: 'Amsterdam', mobile: '06-12345678', consent: true };
  const lastCode = async (c: TestContext) => (await readSmsOutbox(c.dataDir))[0]!.text.match(/\b(\d{6})\b/)![1]!;

  it('checks the IBAN (mod 97), sends an SMS code, refuses a wrong code and counts the tries', async () => {
    const { client, userId } = await buyer(ctx, { paid: true });
    const bad = await client.post('/api/directdebit.php', { ...form, iban: 'NL91ABNA0417164301' });
    expect(bad.body.error.code).toBe('iban_invalid');
    expect((await client.post('/api/directdebit.php', { ...form, consent: false })).body.error.code).toBe('direct_debit_consent_required');
    const sent = await client.post('/api/directdebit.php', form);
    expect(sent.status).toBe(200);
    const code = await lastCode(ctx);
    const wrong = await client.post('/api/directdebit.php?verify=1', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.body.error).toMatchObject({ code: 'sms_code_invalid', message: 'Code ongeldig' });
    expect((await ctx.deps.db.select().from(directDebitAccounts).where(eq(directDebitAccounts.userId, userId)))[0]!.smsAttempts).toBe(1);
    expect((await client.post('/api/directdebit.php?verify=1', { code })).status).toBe(200);
    expect((await client.get('/api/directdebit.php')).body.account).toMatchObject({ verified: true, iban: 'NL91 •••• 4300' });
  });

  it('refuses the right code after five wrong ones', async () => {
    const { client } = await buyer(ctx, { paid: true });
    await client.post('/api/directdebit.php', form);
    const code = await lastCode(ctx);
    for (let i = 0; i < 5; i++) await client.post('/api/directdebit.php?verify=1', { code: code === '000000' ? '111111' : '000000' });
    expect((await client.post('/api/directdebit.php?verify=1', { code })).body.error.code).toBe('sms_code_invalid');
  });

  it('charges a confirmed mandate without a checkout, up to the monthly limit', async () => {
    const { client, packs } = await buyer(ctx, { paid: true });
    await client.post('/api/directdebit.php', form);
    await client.post('/api/directdebit.php?verify=1', { code: await lastCode(ctx) });
    const first = await order(client, packs.packages[3].id, 'directdebit');
    expect(first.status).toBe(201);
    expect(first.body.checkout_url).toBeNull();
    expect(first.body.payment.status).toBe('pending');
    const second = await order(client, packs.packages[3].id, 'directdebit');
    expect(second.status).toBe(201);
    const third = await order(client, packs.packages[3].id, 'directdebit');
    expect(third.status).toBe(201);
    const over = await order(client, packs.packages[3].id, 'directdebit');
    expect(over.body.error.code).toBe('direct_debit_limit');
  });
});

describe('repeat order', () => {
  it('charges the stored card once on a double click', async () => {
    const { client, packs, userId } = await buyer(ctx);
    const first = await order(client, packs.packages[1].id, 'creditcard');
    await ctx.deps.payments.test!.settle(await providerIdOf(ctx, first.body.payment.id), 'paid');
    await drainSync(ctx);
    const info = (await client.get('/api/repeat-order.php')).body.last;
    expect(info).toMatchObject({ method: 'creditcard', stored_mandate: true });
    const key = randomUUID();
    const [a, b] = await Promise.all([1, 2].map(() => client.post('/api/repeat-order.php', { idempotency_key: key, withdrawal_consent: true })));
    expect(a!.status).toBe(201);
    expect(b!.status).toBe(201);
    expect(a!.body.payment.id).toBe(b!.body.payment.id);
    expect(a!.body.checkout_url).toBeNull();
    await drainSync(ctx);
    const rows = await ctx.deps.db.select().from(payments).where(and(eq(payments.userId, userId), eq(payments.status, 'completed')));
    expect(rows).toHaveLength(2);
    const credits = packs.packages[1].credits + packs.packages[1].bonus_credits;
    expect((await userRow(ctx, userId)).credits).toBe(2 * credits);
  });

  it('is for premium members only', async () => {
    const { client } = await buyer(ctx);
    expect((await client.post('/api/repeat-order.php', { idempotency_key: randomUUID(), withdrawal_consent: true })).status).toBe(403);
  });
});

describe('webhook', () => {
  it('answers 200 to a known provider whatever the body, 404 to an unknown one, and needs no site', async () => {
    const post = (url: string, payload: string, host = 'pay-relay.example.net') => ctx.app.inject({ method: 'POST', url, headers: { host, 'content-type': 'application/x-www-form-urlencoded' }, payload });
    expect((await post('/api/payment-webhook.php?provider=test', 'id=tr_unknown123')).statusCode).toBe(200);
    expect((await post('/api/payment-webhook.php?provider=test', 'nonsense')).statusCode).toBe(200);
    expect((await post('/api/payment-webhook.php?provider=paypal-direct', 'id=tr_x')).statusCode).toBe(404);
    // An unknown provider id stays queued for a retry (it may be stored a moment later) and harms nothing.
    const count = await ctx.deps.db.execute(sql`select count(*)::int as n from payment_webhook_events where provider_payment_id = 'tr_unknown123'`);
    expect((count as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
  });
});
