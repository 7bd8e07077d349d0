// The account pages' calls; the one the first page may need (resending the activation mail) is in activation.ts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupBody, User } from '@app/shared';
import { answers, apiRequest } from '../../../lib/api';
import { sessionKeys } from '../../session';

/** Signs up; the new member is logged in at once (not yet activated). */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupBody) => apiRequest<{ user: User }>('api/signup.php', { method: 'POST', body, schema: answers.user }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionKeys.user(), user),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: { email: string }) => apiRequest('api/password-reset.php', { method: 'POST', body, schema: answers.ok }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string; password_repeat: string }) =>
      apiRequest('api/password-reset.php', { method: 'POST', query: { do: '1' }, body, schema: answers.ok }),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: { email: string }) => apiRequest('api/mail-change.php', { method: 'POST', body, schema: answers.ok }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { old_password: string; password: string }) => apiRequest('api/password.php', { method: 'POST', body, schema: answers.ok }),
  });
}
