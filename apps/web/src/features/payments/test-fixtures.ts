export { callsTo, json, stubApi } from '../../test/stub-api';
import type { CreditPackage, Discount, PackagesResponse, Payment } from '@app/shared/contracts/payments';


export function packFixture(id: number, overrides: Partial<CreditPackage> = {}): CreditPackage {
  const tiers = [
    { tier: 'p0', credits: 150, bonus_credits: 0, price: 14.99, price_per_message: 1 },
    { tier: 'p1', credits: 350, bonus_credits: 50, price: 29.99, price_per_message: 0.75 },
    { tier: 'p2', credits: 650, bonus_credits: 150, price: 49.99, price_per_message: 0.62 },
    { tier: 'p3', credits: 1250, bonus_credits: 350, price: 89.99, price_per_message: 0.56 },
  ] as const;
  return { id, currency: 'EUR', ...tiers[id - 1]!, ...overrides };
}

export function packagesFixture(overrides: Partial<PackagesResponse> = {}): PackagesResponse {
  return {
    country: 'NL', packages: [1, 2, 3, 4].map((id) => packFixture(id)),
    methods: ['ideal', 'creditcard', 'paypal', 'applepay', 'banktransfer', 'directdebit'], discount: null, message_credits: 10, ...overrides,
  };
}

export function discountFixture(overrides: Partial<Discount> = {}): Discount {
  return {
    code: 'ZOMER20', percentage: 20, expires: null, seconds_left: null, time_bonus: false, minimum_order_value: null, currency: null,
    paymentmethods: null, ...overrides,
  };
}

export function paymentFixture(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 7, status: 'pending', reversal: null, package: 2, tier: 'p1', method: 'ideal', amount: 29.99, list_price: 29.99, discount_code: null,
    discount_percentage: null, currency: 'EUR', credits: 400, created_at: '2026-11-23T10:00:00.000Z', completed_at: null, ...overrides,
  };
}

export const receiptFixture = {
  company: { name: 'Vonkje Media B.V.', address: 'Keizersgracht 100', city: 'Amsterdam', country: 'NL', kvk: '87654321', vat_numbers: ['NL123456789B01'] },
  site: 'Vonkje', vat_rate: 21, vat: 5.2, net: 24.79, withdrawal_consent_at: '2026-11-23T10:00:00.000Z',
};



/** An element's text as read, with the non-breaking spaces Intl puts in money amounts made plain. */
export const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\u00a0/g, ' ');
