import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { User } from '@app/shared';
import type { Locale } from '@app/shared/constants';
import { answers, apiRequest } from '../../../lib/api';
import { sessionKeys } from './keys';

/** Site data is the same for everyone, so it stays; everything else belonged to the member. */
const survivesLogout = (key: QueryKey) => key[0] === sessionKeys.site[0] || key[0] === sessionKeys.user()[0];

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ ok: true }>('api/logout.php', { schema: answers.ok }),
    onSettled: () => {
      queryClient.setQueryData(sessionKeys.user(), null);
      queryClient.removeQueries({ predicate: (query) => !survivesLogout(query.queryKey) });
    },
  });
}

/** Saves a logged-in member's language (spec 7: errors are ignored). */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (language: Locale) => apiRequest<{ user: User }>('api/user.php', { method: 'PUT', body: { language }, schema: answers.user }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionKeys.user(), user),
  });
  return (language: Locale) => save.mutateAsync(language).then(() => undefined, () => undefined);
}
