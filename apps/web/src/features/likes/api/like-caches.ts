import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LikesResponse, MemberProfile, SearchResponse } from '@app/shared';
import { membersKeys } from '../../members';
import { likesKeys } from './keys';

export type CacheSnapshot = ReadonlyArray<readonly [QueryKey, unknown]>;

/** Every cache that shows whether the member likes a profile: its member page, searches and the likes tabs. */
const likeCaches = (profileId: number): QueryKey[] => [membersKeys.detail(profileId), membersKeys.searches(), likesKeys.lists()];

export async function snapshotLikeCaches(queryClient: QueryClient, profileId: number): Promise<CacheSnapshot> {
  // A fetch still on its way would otherwise overwrite the optimistic state with the old one.
  await Promise.all(likeCaches(profileId).map((queryKey) => queryClient.cancelQueries({ queryKey })));
  return likeCaches(profileId).flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
}

export function restoreLikeCaches(queryClient: QueryClient, snapshot: CacheSnapshot) {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/** Whether the profile likes the member, from a loaded likes answer (its liked_by holds everyone who does). */
export function likesMe(queryClient: QueryClient, profileId: number): boolean {
  return queryClient.getQueriesData<LikesResponse>({ queryKey: likesKeys.lists() })
    .some(([, data]) => data?.liked_by.some((entry) => entry.id === profileId) ?? false);
}

/** Puts the member's like of one profile (and so the match) into every cache that shows it. */
export function setLikeState(queryClient: QueryClient, profileId: number, state: { liked: boolean; match: boolean }) {
  queryClient.setQueryData<{ profile: MemberProfile }>(membersKeys.detail(profileId), (data) =>
    data && { profile: { ...data.profile, ...state } });
  const patch = <T extends { id: number; liked?: boolean }>(cards: T[]) =>
    cards.map((card) => (card.id === profileId ? { ...card, liked: state.liked } : card));
  queryClient.setQueriesData<SearchResponse>({ queryKey: membersKeys.searches() }, (data) =>
    data && { ...data, profiles: patch(data.profiles), similar: patch(data.similar) });
  queryClient.setQueriesData<LikesResponse>({ queryKey: likesKeys.lists() }, (data) =>
    data && { ...data, profiles: patch(data.profiles).map((card) => (card.id === profileId ? { ...card, match: state.match } : card)) });
}

/** The profile liked the member back while the member liked it: its page (if loaded) shows the match. */
export function setMatchOnProfile(queryClient: QueryClient, profileId: number) {
  queryClient.setQueryData<{ profile: MemberProfile }>(membersKeys.detail(profileId), (data) =>
    data && data.profile.liked ? { profile: { ...data.profile, match: true } } : data);
}

/**
 * Spec 4: opening a liker's profile clears like_new. The server does it when the profile loads; the badge and the
 * "new" marks follow at once instead of at the next reload.
 */
export function markLikeSeen(queryClient: QueryClient, profileId: number) {
  queryClient.setQueriesData<LikesResponse>({ queryKey: likesKeys.lists() }, (data) => {
    if (!data?.liked_by.some((entry) => entry.id === profileId && entry.like_new)) return data;
    const liked_by = data.liked_by.map((entry) => (entry.id === profileId ? { ...entry, like_new: false } : entry));
    return {
      ...data,
      liked_by,
      new_likes: liked_by.filter((entry) => entry.like_new).length,
      profiles: data.profiles.map((card) => (card.id === profileId ? { ...card, like_new: false } : card)),
    };
  });
}
