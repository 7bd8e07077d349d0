import { useQuery } from '@tanstack/react-query';
import type { OwnProfile } from '@app/shared';
import { answers, apiRequest } from '../../../lib/api';
import { profileKeys } from './keys';

export function useOwnProfile() {
  return useQuery({
    queryKey: profileKeys.own(),
    queryFn: async () => (await apiRequest<{ profile: OwnProfile }>('api/profile.php', { schema: answers.ownProfile })).profile,
  });
}
