import { useMutation, useQueryClient } from '@tanstack/react-query';
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
