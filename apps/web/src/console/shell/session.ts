import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffLoginBody, StaffMe, StaffMeResponse } from '@app/shared/contracts/console/auth';
import { ApiError, consoleApi } from '../api';

export const sessionKeys = { me: () => ['console', 'me'] as const };

/** The signed-in staff member, or null (no session: the sign-in screen). */
export function useMe() {
  return useQuery({
    queryKey: sessionKeys.me(),
    queryFn: async (): Promise<StaffMe | null> => {
      try {
        return (await consoleApi<StaffMeResponse>('me.php')).staff;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffLoginBody) => consoleApi<StaffMeResponse>('login.php', { method: 'POST', body }),
    onSuccess: (answer) => queryClient.setQueryData(sessionKeys.me(), answer.staff),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => consoleApi('logout.php', { method: 'POST', body: {} }),
    onSettled: () => { queryClient.clear(); queryClient.setQueryData(sessionKeys.me(), null); },
  });
}
