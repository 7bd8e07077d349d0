import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, PAYMENT_METHODS } from '@app/shared';
import { payments, users } from '../../db/schema/index.js';
import { createSite, createTestApp, loggedInMember, type TestContext } from '../../../test/helpers.js';
import { startFakeMollie, type FakeMollie } from '../../../test/fake-mollie.js';
import { paymentSyncJob } from '../../modules/payments/payment-jobs.js';
import { createMollieProvider } from './mollie-provider.js';
import { ProviderUnavailableError, type CreatePaymentInput } from './provider.js';

let fake: FakeMollie;
const tlsBefore = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
beforeAll(async () => {
  fake = await startFakeMollie();
  // The official client speaks HTTPS only and pins its own CA bundle, so the fake's self-signed certificate cannot be
  // trusted any other way. Vitest runs this file in its own process (pool 'forks'): only this process is affected.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
});
afterAll(async () => {
  await fake?.close();
  if (tlsBefore === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = tlsBefore;
});

const input = (over: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  idempotencyKey: randomUUID(), amountCents: 1995, currency: 'EUR', description: 'Vonkje: 400 credits (#7)', method: 'ideal',
  redirectUrl: 'https://vonkje.example/transactions/7?return=1', webhookUrl: 'https://vonkje.example/api/payment-webhook.php?provider=mollie',
  reference: '7', locale: 'nl', sequenceType: 'oneoff', ...over,
});

/** The failure a promise ends in (fails the test when it succeeds). */
const failure = (promise: Promise<unknown>): Promise<Error> => promise.then(() => { throw new Error('expected a failure'); }, (err: Error) => err);

describe('Mollie adapter against a fake of Mollie\'s API', () => {
  const mollie = () => createMollieProvider({ apiKey: fake.apiKey, apiEndpoint: fake.url });
  const lastRequest = () => fake.requests.at(-1)!;

  it('creates a payment with Mollie\'s amount string, method, metadata, locale and URLs, and returns the checkout', async () => {
    const sent = input();
    const created = await mollie().createPayment(sent);
    expect(created).toMatchObject({ status: 'open', amountCents: 1995, currency: 'EUR', reference: '7', refundedCents: 0, chargedBackCents: 0, mandateId: null });
    expect(created.id).toMatch(/^tr_/);
    expect(created.checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    expect(lastRequest()).toMatchObject({ method: 'POST', path: '/v2/payments', idempotencyKey: sent.idempotencyKey });
    expect(lastRequest().body).toEqual({
      amount: { value: '19.95', currency: 'EUR' }, description: 'Vonkje: 400 credits (#7)', method: 'ideal', metadata: { reference: '7' },
      locale: 'nl_NL', sequenceType: 'oneoff', redirectUrl: sent.redirectUrl, webhookUrl: sent.webhookUrl,
    });
  });

  it('sends every method and language under Mollie\'s name; an unknown language is left to Mollie, an unknown method refused', async () => {
    for (const method of PAYMENT_METHODS) {
      await mollie().createPayment(input({ method }));
      expect(lastRequest().body!.method).toBe(method);
    }
    const mollieLocales = { da: 'da_DK', de: 'de_DE', en: 'en_GB', 'en-US': 'en_US', es: 'es_ES', fi: 'fi_FI', fr: 'fr_FR', it: 'it_IT', nb: 'nb_NO', nl: 'nl_NL', pl: 'pl_PL', sv: 'sv_SE' };
    for (const locale of LOCALES) {
      await mollie().createPayment(input({ locale }));
      expect(lastRequest().body!.locale, locale).toBe(mollieLocales[locale]);
    }
    await mollie().createPayment(input({ locale: 'xx' }));
    expect(lastRequest().body).not.toHaveProperty('locale');
    const before = fake.requests.length;
    await expect(mollie().createPayment(input({ method: 'bitcoin' }))).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(fake.requests).toHaveLength(before);
  });

  it('is idempotent: the same key twice is one payment', async () => {
    const key = randomUUID();
    const a = await mollie().createPayment(input({ idempotencyKey: key }));
    const b = await mollie().createPayment(input({ idempotencyKey: key }));
    expect(b.id).toBe(a.id);
    expect(fake.requests.filter((r) => r.idempotencyKey === key)).toHaveLength(2);
    expect([...fake.payments.values()].filter((p) => p.id === a.id)).toHaveLength(1);
    expect((await mollie().createPayment(input())).id).not.toBe(a.id);
  });

  it('maps every Mollie status, and drops the checkout once final', async () => {
    const p = await mollie().createPayment(input());
    expect(p.status).toBe('open');
    for (const [theirs, ours] of [['pending', 'pending'], ['authorized', 'pending'], ['open', 'open'], ['failed', 'failed'], ['canceled', 'canceled'], ['expired', 'expired'], ['paid', 'paid']]) {
      fake.setStatus(p.id, theirs!);
      const fetched = await mollie().fetchPayment(p.id);
      expect(fetched.status, theirs).toBe(ours);
      expect(fetched.checkoutUrl === null, theirs).toBe(theirs !== 'open');
    }
    expect(lastRequest()).toMatchObject({ method: 'GET', path: `/v2/payments/${p.id}` });
  });

  it('reads the webhook body as Mollie sends it, and nothing else', () => {
    expect(mollie().parseWebhook('id=tr_WDqYK6vllg')).toBe('tr_WDqYK6vllg');
    expect(mollie().parseWebhook({ id: 'tr_WDqYK6vllg' })).toBe('tr_WDqYK6vllg');
    expect(mollie().parseWebhook('id=<script>')).toBeNull();
    expect(mollie().parseWebhook('foo=bar')).toBeNull();
    expect(mollie().parseWebhook({ id: 42 })).toBeNull();
    expect(mollie().parseWebhook(undefined)).toBeNull();
  });

  it('refunds, and reports refunds and chargebacks when fetched', async () => {
    const p = await mollie().createPayment(input());
    fake.setStatus(p.id, 'paid');
    await mollie().refund(p.id, 1000, 'EUR', 'Refund 7');
    expect(lastRequest()).toMatchObject({ method: 'POST', path: `/v2/payments/${p.id}/refunds`, body: { amount: { value: '10.00', currency: 'EUR' }, description: 'Refund 7' } });
    expect(await mollie().fetchPayment(p.id)).toMatchObject({ status: 'paid', refundedCents: 1000, chargedBackCents: 0 });
    fake.chargeBack(p.id, 995);
    expect(await mollie().fetchPayment(p.id)).toMatchObject({ refundedCents: 1000, chargedBackCents: 995 });
    // More than is left: Mollie refuses (422), which is ours to report, not to retry blindly.
    await expect(mollie().refund(p.id, 2000, 'EUR', 'too much')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('stores a mandate with a first payment and charges it again without a checkout', async () => {
    const customerId = await mollie().createCustomer({ name: 'Anna', email: 'anna@example.com', reference: '12' });
    expect(customerId).toMatch(/^cst_/);
    expect(lastRequest()).toMatchObject({ method: 'POST', path: '/v2/customers', body: { name: 'Anna', email: 'anna@example.com', metadata: { reference: '12' } } });
    const first = await mollie().createPayment(input({ method: 'creditcard', sequenceType: 'first', customerId }));
    expect(lastRequest().body).toMatchObject({ sequenceType: 'first', customerId, method: 'creditcard' });
    expect(first.checkoutUrl).not.toBeNull();
    fake.setStatus(first.id, 'paid');
    const mandateId = (await mollie().fetchPayment(first.id)).mandateId ?? undefined;
    expect(mandateId).toMatch(/^mdt_/);
    const again = await mollie().createPayment(input({ method: 'creditcard', sequenceType: 'recurring', customerId, mandateId }));
    expect(lastRequest().body).toMatchObject({ sequenceType: 'recurring', customerId, mandateId, method: 'creditcard' });
    expect(again).toMatchObject({ status: 'paid', checkoutUrl: null, mandateId });
  });

  it('creates and fetches a SEPA direct-debit mandate, charges it (pending, no checkout); an unknown one is null', async () => {
    const customerId = await mollie().createCustomer({ name: 'Anna', email: 'anna@example.com', reference: '12' });
    const m = await mollie().createMandate({ customerId, method: 'directdebit', holder: 'A Test', iban: 'NL91ABNA0417164300', signatureDate: '2026-11-23', reference: 'DD-12' });
    expect(m).toMatchObject({ id: expect.stringMatching(/^mdt_/), status: 'valid' });
    expect(lastRequest()).toMatchObject({ method: 'POST', path: `/v2/customers/${customerId}/mandates` });
    expect(lastRequest().body).toEqual({ method: 'directdebit', consumerName: 'A Test', consumerAccount: 'NL91ABNA0417164300', signatureDate: '2026-11-23', mandateReference: 'DD-12' });
    expect(await mollie().fetchMandate(customerId, m.id)).toEqual({ id: m.id, status: 'valid', method: 'directdebit' });
    expect(lastRequest()).toMatchObject({ method: 'GET', path: `/v2/customers/${customerId}/mandates/${m.id}` });
    expect(await mollie().fetchMandate(customerId, 'mdt_nothere')).toBeNull();
    const other = await mollie().createCustomer({ name: 'Bo', email: 'bo@example.com', reference: '13' });
    expect(await mollie().fetchMandate(other, m.id)).toBeNull();
    const charge = await mollie().createPayment(input({ method: 'directdebit', sequenceType: 'recurring', customerId, mandateId: m.id }));
    expect(charge).toMatchObject({ status: 'pending', checkoutUrl: null, mandateId: m.id });
  });

  it('loads under the runtime the server starts with (Node ESM through tsx), not only under Vitest\'s module interop', async () => {
    // The client is CommonJS: its default export is the module object under Node, so a default import crashed at boot.
    const script = "import('./src/platform/payments/mollie-provider.ts').then((m) => { m.createMollieProvider({ apiKey: 'test_" + 'x'.repeat(30) + "' }); console.log('ok'); })";
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: new URL('../../..', import.meta.url).pathname });
    expect(stdout.trim()).toBe('ok');
  });

  it('turns an unknown payment into ProviderUnavailableError', async () => {
    const err = await failure(mollie().fetchPayment('tr_unknown'));
    expect(err).toBeInstanceOf(ProviderUnavailableError);
    expect(err.message).toContain('404');
    await expect(mollie().refund('tr_unknown', 100, 'EUR', 'x')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('turns a wrong key into ProviderUnavailableError without the key in the message', async () => {
    const wrongKey = `test_${'x'.repeat(30)}`;
    for (const attempt of [
      (p: ReturnType<typeof mollie>) => p.fetchPayment('tr_x'),
      (p: ReturnType<typeof mollie>) => p.createPayment(input()),
      (p: ReturnType<typeof mollie>) => p.fetchMandate('cst_x', 'mdt_x'),
    ]) {
      const err = await failure(attempt(createMollieProvider({ apiKey: wrongKey, apiEndpoint: fake.url })));
      expect(err).toBeInstanceOf(ProviderUnavailableError);
      expect(err.message).toContain('401');
      expect(err.message).not.toContain(wrongKey);
      expect(String(err.stack)).not.toContain(wrongKey);
    }
  });

  it('turns an unreachable Mollie into ProviderUnavailableError without the key in the message', async () => {
    const gone = await startFakeMollie();
    await gone.close();
    for (const attempt of [
      (p: ReturnType<typeof mollie>) => p.fetchPayment('tr_x'),
      (p: ReturnType<typeof mollie>) => p.createPayment(input()),
      (p: ReturnType<typeof mollie>) => p.createCustomer({ name: 'A', email: 'a@example.com', reference: '1' }),
      (p: ReturnType<typeof mollie>) => p.fetchMandate('cst_x', 'mdt_x'),
    ]) {
      const err = await failure(attempt(createMollieProvider({ apiKey: gone.apiKey, apiEndpoint: gone.url })));
      expect(err).toBeInstanceOf(ProviderUnavailableError);
      expect(err.message).not.toContain(gone.apiKey);
    }
  });
});

describe('the payment flow on Mollie (the app with PAYMENT_PROVIDER=mollie)', () => {
  let ctx: TestContext;
  beforeAll(async () => { ctx = await createTestApp({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: fake.apiKey, MOLLIE_API_ENDPOINT: fake.url }); });
  afterAll(() => ctx?.close());

  it('creates at Mollie, takes the webhook, fetches, credits once', async () => {
    const site = await createSite(ctx);
    const { client, userId } = await loggedInMember(ctx, site, { user: { signupDate: new Date(Date.now() - 86_400_000) } });
    const pack = (await client.get('/api/packages.php')).body.packages[0];
    const created = await client.post('/api/payment.php', { package: pack.id, method: 'ideal', withdrawal_consent: true, idempotency_key: randomUUID() });
    expect(created.status).toBe(201);
    expect(created.body.checkout_url).toMatch(/mollie\.com\/checkout/);
    const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, created.body.payment.id));
    expect(row).toMatchObject({ provider: 'mollie' });
    expect(fake.payments.get(row!.providerPaymentId!)).toMatchObject({ webhookUrl: `http://${site.domain}/api/payment-webhook.php?provider=mollie` });
    fake.setStatus(row!.providerPaymentId!, 'paid');
    for (let i = 0; i < 3; i++) {
      const hook = await ctx.app.inject({ method: 'POST', url: '/api/payment-webhook.php?provider=mollie', headers: { host: site.domain, 'content-type': 'application/x-www-form-urlencoded' }, payload: `id=${row!.providerPaymentId}` });
      expect(hook.statusCode).toBe(200);
    }
    await ctx.deps.jobs.drain(paymentSyncJob);
    expect((await client.get(`/api/payment.php?id=${row!.id}`)).body.payment.status).toBe('completed');
    expect((await ctx.deps.db.select().from(users).where(eq(users.id, userId)))[0]!.credits).toBe(pack.credits + pack.bonus_credits);
  });
});
