import type { PaymentReversal, PaymentStatus } from '@app/shared';
import type { ProviderPayment } from '../../platform/payments/provider.js';

export interface PaymentState { status: PaymentStatus; reversal: PaymentReversal | null }

/**
 * The one guard on a payment's state. Status only moves forward: pending -> completed | failed | cancelled. A payment
 * the provider reports paid becomes completed from any state (money arrived: the member gets the credits, even if we
 * had written it off as failed or expired); nothing leaves completed. A completed payment may gain a reversal (a
 * chargeback wins over a refund), once.
 */
export function nextPaymentState(current: PaymentState, remote: Pick<ProviderPayment, 'status' | 'refundedCents' | 'chargedBackCents'>): PaymentState {
  if (current.status === 'completed') {
    if (current.reversal) return current;
    if (remote.chargedBackCents > 0) return { status: 'completed', reversal: 'charged_back' };
    if (remote.refundedCents > 0) return { status: 'completed', reversal: 'refunded' };
    return current;
  }
  if (remote.status === 'paid') {
    const reversal = remote.chargedBackCents > 0 ? 'charged_back' : remote.refundedCents > 0 ? 'refunded' : null;
    return { status: 'completed', reversal };
  }
  if (current.status !== 'pending') return current;
  if (remote.status === 'failed') return { status: 'failed', reversal: null };
  if (remote.status === 'canceled' || remote.status === 'expired') return { status: 'cancelled', reversal: null };
  return current;
}

/**
 * When reconciliation looks at a pending payment again: soon at first, then hourly, for as long as it stays open
 * (no cut-off after which a late payment would be lost).
 */
export function nextCheckDelaySeconds(checks: number): number {
  const steps = [60, 120, 300, 600, 1800];
  return steps[checks] ?? 3600;
}

/** Credits to take back for a reversal: all of them for a chargeback, the refunded share (rounded up) for a refund. */
export function creditsToReclaim(p: { credits: number; amountCents: number }, reversal: PaymentReversal, refundedCents: number): number {
  if (reversal === 'charged_back' || refundedCents >= p.amountCents) return p.credits;
  return Math.ceil((p.credits * refundedCents) / p.amountCents);
}

/** The money a reversal takes back: the whole amount for a chargeback, the refunded part (at most the whole) for a refund. */
export function reversedCents(p: { amountCents: number }, reversal: PaymentReversal, refundedCents: number): number {
  return reversal === 'charged_back' ? p.amountCents : Math.min(Math.max(refundedCents, 0), p.amountCents);
}
