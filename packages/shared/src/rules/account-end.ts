import { ACCOUNT_REACTIVATION_DAYS } from '../constants.js';

const DAY_MS = 86_400_000;

/** Spec 4/9: a deleted account can be reactivated until 14 days after its deletion; then it is erased. */
export const reactivationEndsAt = (deletedAt: Date) => new Date(deletedAt.getTime() + ACCOUNT_REACTIVATION_DAYS * DAY_MS);

/** Deleted but still reactivable. At any instant an account is either this or due for erasure, never both. */
export const isReactivable = (user: { status: string; deletedAt: Date | null }, now: Date) =>
  user.status === 'deleted' && user.deletedAt !== null && reactivationEndsAt(user.deletedAt).getTime() > now.getTime();

/** A deleted account is due for erasure once its reactivation period is over. */
export const isDueForErasure = (user: { status: string; deletedAt: Date | null }, now: Date) =>
  user.status === 'deleted' && user.deletedAt !== null && !isReactivable(user, now);
