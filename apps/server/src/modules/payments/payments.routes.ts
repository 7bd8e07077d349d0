import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPaymentBodySchema, createPaymentResponseSchema, directDebitBodySchema, directDebitQuerySchema, directDebitStateSchema,
  directDebitVerifyBodySchema, discountQuerySchema, discountResponseSchema, packagesResponseSchema, paymentQuerySchema,
  paymentResponseSchema, paymentWebhookQuerySchema, repeatOrderBodySchema, repeatOrderInfoSchema, transactionResponseSchema,
  transactionsQuerySchema, transactionsResponseSchema, paymentMethodsFor,
} from '@app/shared';
import type { AppDeps } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { perMemberKey, requireAuth } from '../../http/context.js';
import { createPayment, type PaymentContext } from './create-payment.js';
import { directDebitState, submitDirectDebit, verifyDirectDebit } from './direct-debit.js';
import { activeDiscount, usableDiscount } from './discounts.js';
import { buyerCountry, packagesFor, presentPackage } from './packages.js';
import { recordWebhook } from './record-webhook.js';
import { repeatOrder, repeatOrderInfo } from './repeat-order.js';
import { followPayment, getTransaction, listTransactions } from './transactions.js';

const noStore = { 'cache-control': 'no-store' };
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
const perMemberPerMinute = (name: string, max: number) =>
  ({ rateLimit: { max, timeWindow: 60_000, keyGenerator: perMemberKey(name) } });

/** Form bodies (`id=tr_…`) for the provider's webhook only; the rest of the API stays JSON. */
export function parseForms(scope: FastifyInstance) {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

export async function paymentRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest): PaymentContext => ({
    site: request.site, auth: requireAuth(request), locale: request.locale, origin: `${request.protocol}://${request.host}`,
  });
  const countryOf = (request: FastifyRequest) => buyerCountry(request.site, request.auth?.profile.country, request.geoCountry);

  r.get('/api/packages.php', { schema: { response: { 200: packagesResponseSchema } } }, async (request, reply) => {
    const country = countryOf(request);
    const discount = request.auth ? await activeDiscount(deps.db, request.auth.user, country, deps.clock.now()) : null;
    const rows = await packagesFor(deps.db, request.site.id, country);
    const applies = (cents: number) => discount && (!discount.row.minimumOrderCents || cents >= discount.row.minimumOrderCents) ? discount.row.percentage : null;
    reply.headers(request.auth ? noStore : { 'cache-control': 'public, max-age=60' });
    return {
      country,
      packages: rows.map((p) => presentPackage(p, request.site.messageCredits, applies(p.priceCents))),
      methods: paymentMethodsFor(country, request.site.paymentMethods),
      discount: discount?.view ?? null,
      message_credits: request.site.messageCredits,
    };
  });

  // Codes are guessable: 30 tries a minute per member (not per address: members behind one NAT, an office or a
  // mobile carrier, each load their welcome discount on every visit).
  r.get('/api/discountcode.php', { schema: { querystring: discountQuerySchema, response: { 200: discountResponseSchema } }, config: perMemberPerMinute('discount', 30) }, async (request, reply) => {
    const auth = requireAuth(request);
    reply.headers(noStore);
    const country = countryOf(request);
    if (request.query.code) return { discount: (await usableDiscount(deps.db, auth.user, country, request.query.code, deps.clock.now())).view };
    if (request.query.welcome) return { discount: (await activeDiscount(deps.db, auth.user, country, deps.clock.now()))?.view ?? null };
    throw new DomainError('discount_not_found');
  });

  r.post('/api/payment.php', { schema: { body: createPaymentBodySchema, response: { 201: createPaymentResponseSchema } }, config: perMinute(20) }, async (request, reply) => {
    const { payment, checkoutUrl } = await createPayment(deps, context(request), request.body);
    return reply.status(201).headers(noStore).send({ payment: { id: payment.id, status: payment.status }, checkout_url: checkoutUrl });
  });

  r.get('/api/payment.php', { schema: { querystring: paymentQuerySchema, response: { 200: paymentResponseSchema } }, config: perMinute(120) }, async (request, reply) => {
    reply.headers(noStore);
    return followPayment(deps, requireAuth(request), request.query.id);
  });

  r.get('/api/transactions.php', { schema: { querystring: transactionsQuerySchema, response: { 200: transactionsResponseSchema.or(transactionResponseSchema) } } }, async (request, reply) => {
    reply.headers(noStore);
    const auth = requireAuth(request);
    return request.query.id ? getTransaction(deps, request.site, auth, request.query.id) : listTransactions(deps, auth);
  });

  r.get('/api/repeat-order.php', { schema: { response: { 200: repeatOrderInfoSchema } } }, async (request, reply) => {
    reply.headers(noStore);
    return repeatOrderInfo(deps, request.site, requireAuth(request));
  });

  r.post('/api/repeat-order.php', { schema: { body: repeatOrderBodySchema, response: { 201: createPaymentResponseSchema } }, config: perMinute(10) }, async (request, reply) => {
    const { payment, checkoutUrl } = await repeatOrder(deps, context(request), request.body);
    return reply.status(201).headers(noStore).send({ payment: { id: payment.id, status: payment.status }, checkout_url: checkoutUrl });
  });

  r.get('/api/directdebit.php', { schema: { response: { 200: directDebitStateSchema } } }, async (request, reply) => {
    reply.headers(noStore);
    return directDebitState(deps, request.site, requireAuth(request), request.geoCountry);
  });

  // The form sends an SMS (costly, and a way to pester a number): few per hour; the code check allows a few tries.
  r.post('/api/directdebit.php', { schema: { querystring: directDebitQuerySchema }, config: { rateLimit: { max: 10, timeWindow: 3_600_000 } } }, async (request) => {
    const ctx = { ...context(request) };
    if (request.query.verify) return verifyDirectDebit(deps, ctx, directDebitVerifyBodySchema.parse(request.body).code);
    return { ok: true as const, ...(await submitDirectDebit(deps, ctx, directDebitBodySchema.parse(request.body))) };
  });

  await app.register(async (scope) => {
    parseForms(scope);
    scope.withTypeProvider<ZodTypeProvider>().post('/api/payment-webhook.php', { schema: { querystring: paymentWebhookQuerySchema }, config: perMinute(600) }, async (request, reply) => {
      const provider = deps.payments.get(request.query.provider);
      if (!provider) throw new DomainError('not_found');
      const id = provider.parseWebhook(request.body);
      // Known provider: always a quick 200 (a body without a usable id is noted and ignored, never retried for ever).
      if (id) await recordWebhook(deps, provider.name, id);
      return reply.status(200).send('');
    });
  });
}
