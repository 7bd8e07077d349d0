import type { PaymentMethod } from '@app/shared/rules/payments';

interface ApplePayWindow { ApplePaySession?: { canMakePayments?: () => boolean } }

/** Apple Pay is offered only where the browser says it can pay with it. */
export function canUseApplePay(): boolean {
  try {
    return Boolean((window as unknown as ApplePayWindow).ApplePaySession?.canMakePayments?.());
  } catch {
    return false;
  }
}

/** The site's methods for the member's country, as this browser can use them. */
export const usableMethods = (methods: readonly PaymentMethod[], applePay = canUseApplePay()) =>
  methods.filter((m) => m !== 'applepay' || applePay);

/**
 * Spec 8: after a failed payment the member retries with another method; after a failed card payment PayPal comes
 * first. The failed method itself is left out.
 */
export function retryMethods(failed: PaymentMethod, methods: readonly PaymentMethod[]): PaymentMethod[] {
  const others = methods.filter((m) => m !== failed);
  if (failed !== 'creditcard' || !others.includes('paypal')) return others;
  return ['paypal', ...others.filter((m) => m !== 'paypal')];
}

/** One key per order attempt: a retry of the same attempt reuses it, so the server makes it one order. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
