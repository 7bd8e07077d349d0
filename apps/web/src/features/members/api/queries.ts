import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberCard, MemberProfile } from '@app/shared';
import { apiRequest } from '../../../lib/api';
import { hasTrafficSource } from '../../../lib/tracking';

export interface SearchFilters { gender?: string; country?: string; countryregion?: string; min_age?: string; max_age?: string; page?: string }
export interface SearchResult { profiles: MemberCard[]; numResults: number; moreResults: boolean; page: number; pages: number; similar: MemberCard[] }

export const memberKeys = {
  search: (filters: SearchFilters) => ['members', 'search', filters] as const,
  member: (id: number) => ['members', 'profile', id] as const,
  regions: ['regions'] as const,
};

export function useMemberSearch(filters: SearchFilters) {
  return useQuery({
    queryKey: memberKeys.search(filters),
    queryFn: () => apiRequest<SearchResult>('api/members.php', { query: { ...filters, source: hasTrafficSource() ? '1' : undefined } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useMember(id: number) {
  return useQuery({ queryKey: memberKeys.member(id), queryFn: () => apiRequest<{ profile: MemberProfile }>('api/member.php', { query: { id: String(id) } }), retry: false });
}

export function useRegions() {
  return useQuery({
    queryKey: memberKeys.regions,
    queryFn: () => apiRequest<{ regions: Array<{ code: string; country: string; name: string; cities: string[] }> }>('api/regions.php'),
    staleTime: Infinity,
  });
}

export function useBlock(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) => apiRequest('api/block.php', { method: block ? 'POST' : 'DELETE', body: { profile_id: profileId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}
