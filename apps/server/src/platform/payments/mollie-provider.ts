import { createMollieClient, Locale, MandateMethod, MollieApiError, PaymentMethod, SequenceType, type Payment } from '@mollie/api-client';
import type { Locale as OurLocale, PaymentMethod as OurMethod } from '@app/shared';
import { ProviderUnavailableError, webhookPaymentId, type PaymentProvider, type ProviderPayment, type ProviderStatus } from './provider.js';

/**
 * Our method names -> Mollie's. They happen to be spelled the same; the table keeps that an explicit decision, and
 * typing it by our list makes a method added there fail to compile here until it is mapped.
 */
const METHODS: Record<OurMethod, PaymentMethod> = {
  ideal: PaymentMethod.ideal, bancontact: PaymentMethod.bancontact, creditcard: PaymentMethod.creditcard, paypal: PaymentMethod.paypal,
  applepay: PaymentMethod.applepay, banktransfer: PaymentMethod.banktransfer, directdebit: PaymentMethod.directdebit,
};

/** Our UI languages -> Mollie's checkout locales (typed by our list, like METHODS). Anything else: none is sent, and Mollie picks from the browser. */
const LOCALES: Record<OurLocale, Locale> = {
  da: Locale.da_DK, de: Locale.de_DE, en: Locale.en_GB, 'en-US': Locale.en_US, es: Locale.es_ES, fi: Locale.fi_FI,
  fr: Locale.fr_FR, it: Locale.it_IT, nb: Locale.nb_NO, nl: Locale.nl_NL, pl: Locale.pl_PL, sv: Locale.sv_SE,
};

/** Mollie's statuses, as ours. "authorized" (a card reserved, not yet captured) is pending: no credits before the money. */
const STATUSES: Record<string, ProviderStatus> = {
  open: 'open', pending: 'pending', authorized: 'pending', paid: 'paid', failed: 'failed', canceled: 'canceled', expired: 'expired',
};

// Mollie amounts are decimal strings with two decimals ('19.95'); every currency we sell in has cents.
const toValue = (cents: number) => (cents / 100).toFixed(2);
const toCents = (amount?: { value: string } | null) => (amount ? Math.round(Number(amount.value) * 100) : 0);

function present(p: Payment): ProviderPayment {
  const metadata = p.metadata as { reference?: unknown } | null | undefined;
  return {
    id: p.id,
    // A status this code does not know yet is treated as "not final": the sync job simply asks again later.
    status: STATUSES[p.status] ?? 'pending',
    amountCents: toCents(p.amount),
    currency: p.amount.currency,
    refundedCents: toCents(p.amountRefunded),
    chargedBackCents: toCents(p.amountChargedBack),
    mandateId: p.mandateId ?? null,
    // Mollie only gives a checkout link while the member can still pay (and never for a recurring charge).
    checkoutUrl: p.getCheckoutUrl() ?? null,
    reference: typeof metadata?.reference === 'string' ? metadata.reference : null,
  };
}

/**
 * Mollie, on the official client (`@mollie/api-client`). Every failure becomes ProviderUnavailableError carrying
 * Mollie's status and detail (or the network error), scrubbed of the API key; the original error is not
 * attached, so no logger can print more than that.
 */
export function createMollieProvider(opts: { apiKey: string; apiEndpoint?: string }): PaymentProvider {
  const client = createMollieClient({ apiKey: opts.apiKey, ...(opts.apiEndpoint ? { apiEndpoint: opts.apiEndpoint } : {}) });

  const unavailable = (what: string, err: unknown) => {
    const reason = err instanceof MollieApiError
      ? `${err.statusCode ? `${err.statusCode} ` : ''}${err.message}` // no status: the network failed
      : err instanceof Error ? err.message : String(err);
    // Mollie's messages do not echo the key, but a message that ever did must not reach a log.
    const scrubbed = opts.apiKey ? reason.split(opts.apiKey).join('[api key]') : reason;
    return new ProviderUnavailableError(`mollie ${what} failed: ${scrubbed}`);
  };
  const call = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      throw unavailable(what, err);
    }
  };

  return {
    name: 'mollie',
    createPayment: (input) => call('create payment', async () => {
      const method = METHODS[input.method as OurMethod] as PaymentMethod | undefined;
      if (!method) throw new Error(`unknown method "${input.method}"`);
      return present(await client.payments.create({
        amount: { currency: input.currency, value: toValue(input.amountCents) },
        description: input.description,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        metadata: { reference: input.reference },
        locale: LOCALES[input.locale as OurLocale] as Locale | undefined,
        method,
        sequenceType: SequenceType[input.sequenceType],
        customerId: input.customerId,
        mandateId: input.mandateId,
        // The client sends this as the Idempotency-Key header (and strips it from the body): a retry after a
        // timeout gets the first payment back instead of a second one.
        idempotencyKey: input.idempotencyKey,
      }));
    }),
    fetchPayment: (id) => call('fetch payment', async () => present(await client.payments.get(id))),
    parseWebhook: webhookPaymentId,
    refund: (paymentId, amountCents, currency, description) => call('refund', async () => {
      await client.paymentRefunds.create({ paymentId, amount: { currency, value: toValue(amountCents) }, description });
    }),
    createCustomer: (input) => call('create customer', async () =>
      (await client.customers.create({ name: input.name, email: input.email, metadata: { reference: input.reference } })).id),
    createMandate: (input) => call('create mandate', async () => {
      const m = await client.customerMandates.create({
        customerId: input.customerId, method: MandateMethod.directdebit, consumerName: input.holder, consumerAccount: input.iban,
        signatureDate: input.signatureDate, mandateReference: input.reference,
      });
      return { id: m.id, status: m.status as 'valid' | 'pending' | 'invalid' };
    }),
    async fetchMandate(customerId, mandateId) {
      try {
        const m = await client.customerMandates.get(mandateId, { customerId });
        return { id: m.id, status: m.status as 'valid' | 'pending' | 'invalid', method: m.method };
      } catch (err) {
        // The one answer we can act on: no such mandate (revoked long ago, or of another customer).
        if (err instanceof MollieApiError && err.statusCode === 404) return null;
        throw unavailable('fetch mandate', err);
      }
    },
  };
}
