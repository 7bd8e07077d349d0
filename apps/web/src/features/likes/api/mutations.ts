import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeResponse } from '@app/shared';
import { apiRequest } from '../../../lib/api';
import { showMatchOverlay } from '../hooks/match-overlay-store';
import { likesAnswers } from './answers';
import { likesKeys } from './keys';
import { likesMe, restoreLikeCaches, setLikeState, snapshotLikeCaches } from './like-caches';

/** Where the member stands with a profile: what a like button shows. */
export type LikeState = LikeResponse;

/**
 * Likes (true) or unlikes (false) a profile. The heart changes at once everywhere the profile shows; a refusal
 * (the error carries the server's text) puts everything back. A like that makes a match opens the match overlay.
 * `onChange` hears every change of state (optimistic, confirmed or rolled back): a feature with its own cache of
 * profiles (the match finder) keeps it in step with it.
 */
export function useLikeProfile(profileId: number, onChange?: (state: LikeState) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) => apiRequest<LikeResponse>('api/like.php', {
      method: like ? 'POST' : 'DELETE', body: { profile: profileId }, schema: likesAnswers.like,
    }),
    onMutate: async (like) => {
      const snapshot = await snapshotLikeCaches(queryClient, profileId);
      const state = { liked: like, match: like && likesMe(queryClient, profileId) };
      setLikeState(queryClient, profileId, state);
      onChange?.(state);
      return snapshot;
    },
    onError: (_error, like, snapshot) => {
      if (snapshot) restoreLikeCaches(queryClient, snapshot);
      onChange?.({ liked: !like, match: false });
    },
    onSuccess: (answer) => {
      setLikeState(queryClient, profileId, answer);
      onChange?.(answer);
      if (answer.liked && answer.match) showMatchOverlay(profileId);
    },
    // Not awaited: the button's state must not wait for the tabs to reload.
    onSettled: () => { void queryClient.invalidateQueries({ queryKey: likesKeys.all }); },
  });
}
