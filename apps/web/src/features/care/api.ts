import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoticesResponse } from '@app/shared/contracts/care';
import { apiRequest } from '../../lib/api';

export const careKeys = { notices: ['care', 'notices'] as const };

/** What staff want the member to see; asked again now and then (a warning or flag may come while they are here). */
export function useNotices(isLoggedIn: boolean) {
  return useQuery({
    queryKey: careKeys.notices,
    queryFn: () => apiRequest<NoticesResponse>('api/notices.php'),
    enabled: isLoggedIn,
    refetchInterval: 5 * 60_000,
    staleTime: 60_000,
  });
}

export function useAcknowledgeWarning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (warning: number) => apiRequest('api/notices.php', { method: 'POST', body: { warning } }),
    onSuccess: (_answer, warning) => queryClient.setQueryData<NoticesResponse>(careKeys.notices, (data) =>
      data && { ...data, warnings: data.warnings.filter((w) => w.id !== warning) }),
  });
}
