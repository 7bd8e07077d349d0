/**
 * Query keys of the payments feature. Everything here belongs to the member (or, for the bundles, to the visitor's
 * country), so a logout drops it with the rest of the member's cache.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  packages: () => [...paymentKeys.all, 'packages'] as const,
  discount: (code: string) => [...paymentKeys.all, 'discount', code] as const,
  payment: (id: number) => [...paymentKeys.all, 'payment', id] as const,
  transactions: () => [...paymentKeys.all, 'transactions'] as const,
  transaction: (id: number) => [...paymentKeys.transactions(), id] as const,
  repeatOrder: () => [...paymentKeys.all, 'repeat-order'] as const,
  directDebit: () => [...paymentKeys.all, 'direct-debit'] as const,
};
