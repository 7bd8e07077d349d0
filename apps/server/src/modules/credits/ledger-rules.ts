import type { SystemAccount, TransferKind } from '../../db/schema/index.js';

/**
 * Which way each kind of transfer runs between a member and the site's system accounts. Credits reach a member only
 * as a bonus, a purchase or a correction; they leave by spending, refund, chargeback, expiry or a correction.
 */
export const TRANSFER_RULES: Record<TransferKind, { system: SystemAccount; toMember: boolean | 'either' }> = {
  signup_bonus: { system: 'bonuses', toMember: true },
  purchase: { system: 'sales', toMember: true },
  message: { system: 'spent', toMember: false },
  gift: { system: 'spent', toMember: false },
  photo_message: { system: 'spent', toMember: false },
  refund: { system: 'refunds', toMember: false },
  chargeback: { system: 'chargebacks', toMember: false },
  correction: { system: 'corrections', toMember: 'either' },
  expiry: { system: 'expired', toMember: false },
};

/** Transfer ids are idempotency keys: readable, unique per cause, e.g. "message:4711" or "signup_bonus:user:12". */
export const transferId = (kind: TransferKind, reference: string | number) => `${kind}:${reference}`;
