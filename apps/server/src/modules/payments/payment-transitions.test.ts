import { describe, expect, it } from 'vitest';
import { creditsToReclaim, nextCheckDelaySeconds, nextPaymentState, reversedCents } from './payment-transitions.js';

const remote = (status: 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired', extra: { refundedCents?: number; chargedBackCents?: number } = {}) =>
  ({ status, refundedCents: 0, chargedBackCents: 0, ...extra });

describe('payment state guard', () => {
  it('moves pending to completed, failed or cancelled as the provider says', () => {
    expect(nextPaymentState({ status: 'pending', reversal: null }, remote('paid'))).toEqual({ status: 'completed', reversal: null });
    expect(nextPaymentState({ status: 'pending', reversal: null }, remote('failed'))).toEqual({ status: 'failed', reversal: null });
    expect(nextPaymentState({ status: 'pending', reversal: null }, remote('canceled'))).toEqual({ status: 'cancelled', reversal: null });
    expect(nextPaymentState({ status: 'pending', reversal: null }, remote('expired'))).toEqual({ status: 'cancelled', reversal: null });
    expect(nextPaymentState({ status: 'pending', reversal: null }, remote('open'))).toEqual({ status: 'pending', reversal: null });
  });
  it('never leaves completed, and a late "paid" still completes a failed or cancelled payment', () => {
    expect(nextPaymentState({ status: 'completed', reversal: null }, remote('failed'))).toEqual({ status: 'completed', reversal: null });
    expect(nextPaymentState({ status: 'failed', reversal: null }, remote('paid'))).toEqual({ status: 'completed', reversal: null });
    expect(nextPaymentState({ status: 'cancelled', reversal: null }, remote('paid'))).toEqual({ status: 'completed', reversal: null });
    expect(nextPaymentState({ status: 'failed', reversal: null }, remote('canceled'))).toEqual({ status: 'failed', reversal: null });
  });
  it('records a reversal once; a chargeback wins over a refund', () => {
    expect(nextPaymentState({ status: 'completed', reversal: null }, remote('paid', { refundedCents: 100 }))).toEqual({ status: 'completed', reversal: 'refunded' });
    expect(nextPaymentState({ status: 'completed', reversal: null }, remote('paid', { refundedCents: 100, chargedBackCents: 100 }))).toEqual({ status: 'completed', reversal: 'charged_back' });
    expect(nextPaymentState({ status: 'completed', reversal: 'refunded' }, remote('paid', { chargedBackCents: 100 }))).toEqual({ status: 'completed', reversal: 'refunded' });
  });
  it('keeps checking a pending payment hourly, without an end', () => {
    expect(nextCheckDelaySeconds(0)).toBe(60);
    expect(nextCheckDelaySeconds(100)).toBe(3600);
  });
  it('takes back all credits on a chargeback and the refunded share on a partial refund', () => {
    expect(creditsToReclaim({ credits: 400, amountCents: 2999 }, 'charged_back', 0)).toBe(400);
    expect(creditsToReclaim({ credits: 400, amountCents: 2000 }, 'refunded', 1000)).toBe(200);
    // The money taken back: all of it for a chargeback, the refunded part (never more than was paid) for a refund.
    expect(reversedCents({ amountCents: 2999 }, 'charged_back', 0)).toBe(2999);
    expect(reversedCents({ amountCents: 2000 }, 'refunded', 1000)).toBe(1000);
    expect(reversedCents({ amountCents: 2000 }, 'refunded', 2500)).toBe(2000);
    expect(creditsToReclaim({ credits: 400, amountCents: 2000 }, 'refunded', 2000)).toBe(400);
  });
});
