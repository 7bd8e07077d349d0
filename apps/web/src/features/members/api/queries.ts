import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MemberProfile, SearchResponse } from '@app/shared';
import { answers, apiRequest } from '../../../lib/api';
import { membersKeys, type SearchFilters } from './keys';

export function useMemberSearch(filters: SearchFilters) {
  return useQuery({
    queryKey: membersKeys.search(filters),
    queryFn: () => apiRequest<SearchResponse>('api/members.php', {
      query: { ...filters },
      schema: answers.search,
    }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useMember(id: number) {
  return useQuery({
    queryKey: membersKeys.detail(id),
    queryFn: () => apiRequest<{ profile: MemberProfile }>('api/member.php', { query: { id: String(id) }, schema: answers.member }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
