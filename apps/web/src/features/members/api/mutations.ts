import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportBody } from '@app/shared';
import { answers, apiRequest } from '../../../lib/api';
import { membersKeys } from './keys';

/** Blocks (true) or unblocks (false) a member; searches and member pages are then fetched anew. */
export function useBlock(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) => apiRequest('api/block.php', { method: block ? 'POST' : 'DELETE', body: { profile_id: profileId }, schema: answers.ok }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKeys.all }),
  });
}

/** Reports a member (or one of their messages) to the moderators; nothing on the page changes by it. */
export function useReport() {
  return useMutation({
    mutationFn: (body: ReportBody) => apiRequest('api/report.php', { method: 'POST', body, schema: answers.ok }),
  });
}
