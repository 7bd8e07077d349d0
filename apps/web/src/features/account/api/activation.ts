import { useMutation } from '@tanstack/react-query';
import { answers, apiRequest } from '../../../lib/api';

/** Sends the activation mail again (the server limits it to once a minute and 5 a day). */
export function useResendActivation() {
  return useMutation({
    mutationFn: () => apiRequest('api/activate.php', { method: 'POST', query: { resend: '1' }, body: {}, schema: answers.ok }),
  });
}
