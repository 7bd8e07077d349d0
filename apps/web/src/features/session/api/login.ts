import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, User } from '@app/shared';
import { answers, apiRequest } from '../../../lib/api';
import { sessionKeys } from './keys';

/** Logs in; only the login page needs it, so it is kept apart from what every page loads. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiRequest<{ user: User }>('api/user.php', { method: 'POST', body, schema: answers.user }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionKeys.user(), user),
  });
}
