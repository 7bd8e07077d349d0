import { useMutation } from '@tanstack/react-query';
import type { ComplaintBody } from '@app/shared/contracts/complaints';
import { answers, apiRequest } from '../../../lib/api';

/** Stores a complaint; the answer is the reference the confirmation mail quotes. */
export function useSubmitComplaint() {
  return useMutation({
    mutationFn: (body: ComplaintBody) => apiRequest<{ reference: string }>('api/complaint.php', { method: 'POST', body, schema: answers.complaint }),
  });
}
