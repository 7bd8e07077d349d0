import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeResponse } from '@app/shared';
import { apiRequest } from '../../../lib/api';
import { showMatchOverlay } from '../hooks/match-overlay-store';
import { likesAnswers } from './answers';
import { likesKeys } from './keys';
import { likesMe, restoreLikeCaches, setLikeState, snapshotLikeCaches } from './like-caches';

/**
 * Likes (true) or unlikes (false) a profile. The heart changes at once everywhere the profile shows; a refusal
 * (the error carries the server's text) puts everything back. A like that makes a match opens the match overlay.
 */
export function useLikeProfile(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) => apiRequest<LikeResponse>('api/like.php', {
      method: like ? 'POST' : 'DELETE', body: { profile: profileId }, schema: likesAnswers.like,
    }),
    onMutate: async (like) => {
      const snapshot = await snapshotLikeCaches(queryClient, profileId);
      setLikeState(queryClient, profileId, { liked: like, match: like && likesMe(queryClient, profileId) });
      return snapshot;
    },
    onError: (_error, _like, snapshot) => { if (snapshot) restoreLikeCaches(queryClient, snapshot); },
    onSuccess: (answer) => {
      setLikeState(queryClient, profileId, answer);
      if (answer.liked && answer.match) showMatchOverlay(profileId);
    },
    // Not awaited: the button's state must not wait for the tabs to reload.
    onSettled: () => { void queryClient.invalidateQueries({ queryKey: likesKeys.all }); },
  });
}
