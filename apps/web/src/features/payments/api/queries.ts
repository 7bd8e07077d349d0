import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  Discount, DirectDebitState, PackagesResponse, Payment, CreditPackage,
} from '@app/shared/contracts/payments';
import type { PaymentMethod } from '@app/shared/rules/payments';
import { apiRequest } from '../../../lib/api';
import { paymentAnswers } from './answers';
import { paymentKeys } from './keys';

export type Receipt = {
  company: { name: string; address: string; city: string; country: string; kvk: string; vat_numbers: string[] };
  site: string; vat_rate: number; vat: number; net: number; withdrawal_consent_at: string;
};
export type Transaction = Payment & { receipt: Receipt };
export interface RepeatOrderInfo { last: { package: CreditPackage; method: PaymentMethod; stored_mandate: boolean } | null }

/** The bundles, methods and active discount for the member's (or visitor's) country. */
export function usePackages() {
  return useQuery({
    queryKey: paymentKeys.packages(),
    queryFn: () => apiRequest<PackagesResponse>('api/packages.php', { schema: paymentAnswers.packages }),
    staleTime: 30_000,
  });
}

/** A typed discount code, checked by the server ("Code niet gevonden", "Code reeds gebruikt"). */
export function useDiscountCode(code: string | null) {
  return useQuery({
    queryKey: paymentKeys.discount(code ?? ''),
    queryFn: () => apiRequest<{ discount: Discount | null }>('api/discountcode.php', { query: { code: code ?? '' }, schema: paymentAnswers.discount }),
    enabled: Boolean(code),
    staleTime: 60_000,
    retry: false,
  });
}

export const PAYMENT_POLL_MS = 2_000;

/** One payment, followed every 2 s while it is pending (the server asks the provider again each time). */
export function usePayment(id: number) {
  return useQuery({
    queryKey: paymentKeys.payment(id),
    queryFn: () => apiRequest<{ payment: Payment }>('api/payment.php', { query: { id: String(id) }, schema: paymentAnswers.payment }),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) => (query.state.data?.payment.status === 'pending' ? PAYMENT_POLL_MS : false),
    retry: false,
  });
}

export function useTransactions() {
  return useQuery({
    queryKey: paymentKeys.transactions(),
    queryFn: () => apiRequest<{ transactions: Payment[] }>('api/transactions.php', { schema: paymentAnswers.transactions }),
    staleTime: 10_000,
  });
}

/** One transaction with its receipt (company, VAT, the recorded withdrawal consent). */
export function useTransaction(id: number, status?: Payment['status']) {
  return useQuery({
    // The status is part of the key: the receipt is read again once the payment it belongs to has settled.
    queryKey: [...paymentKeys.transaction(id), status ?? null],
    queryFn: () => apiRequest<{ transaction: Transaction }>('api/transactions.php', { query: { id: String(id) }, schema: paymentAnswers.transaction }),
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The last completed order (premium members only: others get 403 premium_only). */
export function useRepeatOrderInfo(enabled = true) {
  return useQuery({
    queryKey: paymentKeys.repeatOrder(),
    queryFn: () => apiRequest<RepeatOrderInfo>('api/repeat-order.php', { schema: paymentAnswers.repeatOrder }),
    enabled,
    retry: false,
  });
}

export function useDirectDebit(enabled = true) {
  return useQuery({
    queryKey: paymentKeys.directDebit(),
    queryFn: () => apiRequest<DirectDebitState>('api/directdebit.php', { schema: paymentAnswers.directDebit }),
    enabled,
    retry: false,
  });
}
