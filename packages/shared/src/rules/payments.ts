import { WELCOME_DISCOUNT_WINDOW_SECONDS } from '../constants.js';

/** The four premium packages of the spec, cheapest first. */
export const PACKAGE_TIERS = ['p0', 'p1', 'p2', 'p3'] as const;
export type PackageTier = (typeof PACKAGE_TIERS)[number];

/** Payment methods a site can offer (spec 3). */
export const PAYMENT_METHODS = ['ideal', 'bancontact', 'creditcard', 'paypal', 'applepay', 'banktransfer', 'directdebit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods that store a mandate on the first payment, so a repeat order is charged without a checkout. */
export const MANDATE_METHODS: readonly PaymentMethod[] = ['creditcard', 'paypal', 'directdebit'];

/** The payment states of spec 4. A refund or chargeback is recorded beside the state (`reversal`), not instead of it. */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_REVERSALS = ['refunded', 'charged_back'] as const;
export type PaymentReversal = (typeof PAYMENT_REVERSALS)[number];

export const CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'PLN', 'SEK', 'NOK', 'DKK', 'CAD', 'AUD', 'NZD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The currency of each country of the spec. */
export const COUNTRY_CURRENCY: Readonly<Record<string, Currency>> = {
  NL: 'EUR', BE: 'EUR', FR: 'EUR', IT: 'EUR', ES: 'EUR', DE: 'EUR', AT: 'EUR', IE: 'EUR', FI: 'EUR',
  GB: 'GBP', US: 'USD', CH: 'CHF', PL: 'PLN', SE: 'SEK', NO: 'NOK', DK: 'DKK', CA: 'CAD', AU: 'AUD', NZ: 'NZD',
};
export const currencyOf = (country: string): Currency => COUNTRY_CURRENCY[country.toUpperCase()] ?? 'EUR';

/** SEPA direct debit needs a euro account. */
const SEPA_EUR = new Set(['NL', 'BE', 'FR', 'IT', 'ES', 'DE', 'AT', 'IE', 'FI']);

/**
 * The methods offered in a country unless the site configures its own list for that country: iDEAL in NL,
 * Bancontact in BE, cards, PayPal and Apple Pay everywhere (Apple Pay only where the browser supports it: the web
 * app hides it otherwise), bank transfer and SEPA direct debit in the euro countries.
 */
export function defaultPaymentMethods(country: string): PaymentMethod[] {
  const c = country.toUpperCase();
  const local: PaymentMethod[] = c === 'NL' ? ['ideal'] : c === 'BE' ? ['bancontact'] : [];
  const sepa: PaymentMethod[] = SEPA_EUR.has(c) ? ['banktransfer', 'directdebit'] : [];
  return [...local, 'creditcard', 'paypal', 'applepay', ...sepa];
}

/** A site's configuration per country wins; '*' is the site's fallback; else the defaults above. */
export function paymentMethodsFor(country: string, configured: Partial<Record<string, readonly string[]>> = {}): PaymentMethod[] {
  const list = configured[country.toUpperCase()] ?? configured['*'];
  if (!list) return defaultPaymentMethods(country);
  return list.filter((m): m is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(m));
}

/**
 * The one price rule: a percentage off, rounded to the nearest cent (half up), never below one cent. The server
 * charges exactly this; the web shows exactly this.
 */
export function discountedPrice(priceCents: number, percentage: number): number {
  if (!(percentage > 0)) return priceCents;
  const p = Math.min(percentage, 100);
  return Math.max(1, Math.round((priceCents * (100 - p)) / 100));
}

/** What one message costs in money with this package (in cents, rounded), shown before paying and on /pricing. */
export function pricePerMessage(priceCents: number, credits: number, messageCredits: number): number {
  if (credits <= 0) return 0;
  return Math.round((priceCents * messageCredits) / credits);
}

/** Cents to the currency's main unit, as the API answers (19.95). */
export const centsToAmount = (cents: number) => Math.round(cents) / 100;

/**
 * VAT included in consumer prices, by the buyer's country (digital services are taxed where the consumer lives;
 * outside the EU where the seller is registered for it). Used for the receipt; prices are always VAT-inclusive.
 */
export const VAT_RATES: Readonly<Record<string, number>> = {
  NL: 21, BE: 21, DE: 19, AT: 20, FR: 20, IT: 22, ES: 21, IE: 23, FI: 25.5, PL: 23, SE: 25, DK: 25,
  GB: 20, NO: 25, CH: 8.1, AU: 10, NZ: 15, US: 0, CA: 0,
};
export function vatIncluded(amountCents: number, country: string): { rate: number; vatCents: number; netCents: number } {
  const rate = VAT_RATES[country.toUpperCase()] ?? 0;
  const netCents = Math.round(amountCents / (1 + rate / 100));
  return { rate, vatCents: amountCents - netCents, netCents };
}

/**
 * Spec 3/4/9: the welcome time bonus. Absent for paid members and once 14,400 s have passed since signup; else the
 * seconds left. The server decides with its clock; the web counts down from the seconds the server gave.
 */
export function timeBonusSecondsLeft(m: { signupDate: Date; paidUser: boolean }, now: Date): number | null {
  if (m.paidUser) return null;
  const left = Math.floor((m.signupDate.getTime() + WELCOME_DISCOUNT_WINDOW_SECONDS * 1000 - now.getTime()) / 1000);
  return left > 0 ? left : null;
}

/** The countdown as the banner shows it: two-digit hours, minutes and seconds. */
export function countdownParts(secondsLeft: number): { hours: string; minutes: string; seconds: string } {
  const s = Math.max(0, Math.floor(secondsLeft));
  const two = (n: number) => String(n).padStart(2, '0');
  return { hours: two(Math.floor(s / 3600)), minutes: two(Math.floor((s % 3600) / 60)), seconds: two(s % 60) };
}

/** SMS codes for the direct-debit mandate: six digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;
