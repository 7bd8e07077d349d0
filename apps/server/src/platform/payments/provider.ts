/**
 * The one interface every payment provider implements. Adding a provider is one file implementing it (plus its
 * line in createPaymentProviders). The rest of the system only ever sees these types: amounts in cents, our method
 * names, and the provider's status words mapped to `ProviderStatus`.
 */
export type ProviderStatus = 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface ProviderPayment {
  id: string;
  status: ProviderStatus;
  amountCents: number;
  currency: string;
  /** Money given back by a refund (ours or the provider dashboard's). */
  refundedCents: number;
  /** Money taken back by the member's bank or card issuer. */
  chargedBackCents: number;
  /** The mandate a first payment created (card, PayPal, direct debit), for repeat orders. */
  mandateId: string | null;
  /** Where the member completes the payment; null once it is final or when no checkout is needed. */
  checkoutUrl: string | null;
  /** Our payment id, as we gave it in the metadata. */
  reference: string | null;
}

export interface CreatePaymentInput {
  /** The same key twice creates one payment (a retry after a timeout returns the first). */
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  description: string;
  method: string;
  /** Where the provider sends the member back. */
  redirectUrl: string;
  /** Where the provider reports changes (POST, form-encoded id=…). */
  webhookUrl: string;
  /** Our payment id. */
  reference: string;
  locale: string;
  /** 'first' stores a mandate; 'recurring' charges `mandateId` without a checkout. */
  sequenceType: 'oneoff' | 'first' | 'recurring';
  customerId?: string;
  mandateId?: string;
}

export interface CreateMandateInput {
  customerId: string;
  method: 'directdebit';
  holder: string;
  iban: string;
  /** When and how the member agreed (the SMS-confirmed form). */
  signatureDate: string;
  reference: string;
}

export interface PaymentProvider {
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  fetchPayment(id: string): Promise<ProviderPayment>;
  /** The payment id from a webhook body (form-encoded `id=…`), or null when the body is not one. */
  parseWebhook(body: unknown): string | null;
  refund(paymentId: string, amountCents: number, currency: string, description: string): Promise<void>;
  createCustomer(input: { name: string; email: string; reference: string }): Promise<string>;
  createMandate(input: CreateMandateInput): Promise<{ id: string; status: 'valid' | 'pending' | 'invalid' }>;
  fetchMandate(customerId: string, mandateId: string): Promise<{ id: string; status: 'valid' | 'pending' | 'invalid'; method: string } | null>;
}

/** The provider is unreachable or answered an error we cannot act on: the member is asked to try again. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, override readonly cause?: unknown) { super(message); }
}

/** Parses `id=tr_xxx` from a webhook body as Fastify hands it over (form parser, raw string, or JSON). */
export function webhookPaymentId(body: unknown): string | null {
  let id: unknown = null;
  if (typeof body === 'string') id = new URLSearchParams(body).get('id');
  else if (body && typeof body === 'object') id = (body as Record<string, unknown>).id;
  return typeof id === 'string' && /^[A-Za-z0-9_-]{3,64}$/.test(id) ? id : null;
}
