import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LikesResponse, MemberCard, MemberProfile, SearchResponse } from '@app/shared';
import type { LikeTab } from '@app/shared/rules/likes';
import { apiRequest } from '../../../lib/api';
import { membersKeys } from '../../members';
import { likesAnswers } from './answers';
import { likesKeys, type OverlayTarget } from './keys';

/** Spec 9: after the overlay's suggestion arrives, the likes are reloaded 500 ms later. */
export const AUTO_LIKE_RELOAD_MS = 500;

export const fetchLikes = (type: LikeTab, page: number) =>
  apiRequest<LikesResponse>('api/likes.php', { query: { type, page: String(page) }, schema: likesAnswers.likes });

/**
 * One page of a likes tab. `fresh`: the likes page asks the server again whenever it opens, because opening a
 * received like's profile clears its "new" mark on the server.
 */
export function useLikes(type: LikeTab, page: number, options: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: likesKeys.list(type, page),
    queryFn: () => fetchLikes(type, page),
    // Paging keeps the cards in place while the next page loads; another tab never shows this tab's cards.
    placeholderData: (previous, query) => (query?.queryKey[2] === type ? keepPreviousData(previous) : undefined),
    staleTime: options.fresh ? 0 : 30_000,
  });
}

/** A card of this profile from what is already loaded: likes tabs, its member page, searches. */
function cachedCard(queryClient: QueryClient, id: number): MemberCard | undefined {
  for (const [, data] of queryClient.getQueriesData<LikesResponse>({ queryKey: likesKeys.lists() })) {
    const card = data?.profiles.find((p) => p.id === id);
    if (card) return card;
  }
  const detail = queryClient.getQueryData<{ profile: MemberProfile }>(membersKeys.detail(id));
  if (detail) return detail.profile;
  for (const [, data] of queryClient.getQueriesData<SearchResponse>({ queryKey: membersKeys.searches() })) {
    const card = data && [...data.profiles, ...data.similar].find((p) => p.id === id);
    if (card) return card;
  }
  return undefined;
}

async function resolveProfile(queryClient: QueryClient, id: number): Promise<MemberCard> {
  const cached = cachedCard(queryClient, id);
  if (cached) return cached;
  // A like that just arrived is the newest, so the first received page holds it; asking for the profile itself
  // would count as opening it and clear its "new" mark before the member has seen anything but the overlay.
  const received = await queryClient.fetchQuery({ queryKey: likesKeys.list('received', 1), queryFn: () => fetchLikes('received', 1) });
  const card = received.profiles.find((p) => p.id === id);
  if (card) return card;
  const { profile } = await apiRequest<{ profile: MemberProfile }>('api/member.php', { query: { id: String(id) }, schema: likesAnswers.member });
  return profile;
}

async function fetchAutoLike(queryClient: QueryClient): Promise<MemberCard | null> {
  const { profile } = await apiRequest<{ profile: MemberCard | null }>('api/auto-like.php', { schema: likesAnswers.autoLike });
  setTimeout(() => { void queryClient.invalidateQueries({ queryKey: likesKeys.lists() }); }, AUTO_LIKE_RELOAD_MS);
  return profile;
}

/** The profile the match overlay shows: looked up by id, or the server's suggestion (null: nobody fits). */
export function useOverlayProfile(target: OverlayTarget, enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: likesKeys.overlay(target),
    enabled,
    queryFn: () => ('auto' in target ? fetchAutoLike(queryClient) : resolveProfile(queryClient, target.profile)),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
