import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePaymentBody, CreatePaymentResponse } from '@app/shared/contracts/payments';
import { apiRequest } from '../../../lib/api';
import { sessionKeys } from '../../session';
import { paymentAnswers } from './answers';
import { paymentKeys } from './keys';

/** Where the member goes once an order exists: the provider's checkout, or straight to the result page. */
export function checkoutTarget(answer: CreatePaymentResponse): { external: string } | { internal: string } {
  return answer.checkout_url ? { external: answer.checkout_url } : { internal: `/transactions/${answer.payment.id}?return=1` };
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePaymentBody) => apiRequest<CreatePaymentResponse>('api/payment.php', { method: 'POST', body, schema: paymentAnswers.createPayment }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.transactions() }),
  });
}

export function useRepeatOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => apiRequest<CreatePaymentResponse>('api/repeat-order.php', {
      method: 'POST', body: { idempotency_key: idempotencyKey, withdrawal_consent: true }, schema: paymentAnswers.createPayment,
    }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.transactions() }),
  });
}

export interface DirectDebitForm { holder: string; iban: string; street: string; house_number: string; zip: string; city: string; mobile: string; consent: true }

export function useSubmitDirectDebit() {
  return useMutation({
    // The contract has no answer schema for this call (the route answers `{ ok, sms_sent_to }` without one).
    mutationFn: (form: DirectDebitForm) => apiRequest<{ ok: true; sms_sent_to: string }>('api/directdebit.php', { method: 'POST', body: form }),
  });
}

export function useVerifyDirectDebit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest<{ ok: true }>('api/directdebit.php', { method: 'POST', query: { verify: '1' }, body: { code }, schema: paymentAnswers.ok }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.directDebit() }),
  });
}

/** A completed payment changed the balance and maybe made the member premium: the top bar reads both. */
export function useRefreshMember() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: sessionKeys.user() });
    void queryClient.invalidateQueries({ queryKey: paymentKeys.packages() });
    void queryClient.invalidateQueries({ queryKey: paymentKeys.transactions() });
  };
}
