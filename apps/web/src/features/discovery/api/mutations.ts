import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MatchFinderAnswers, MatchFinderResponse, SwipeBody, SwipeResponse } from '@app/shared/contracts/discovery';
import { ApiError, apiRequest } from '../../../lib/api';
import { discoveryAnswers } from './answers';
import { discoveryKeys } from './keys';
import type { SwipeSnapshot } from './queries';

/** The server refused a like because today's allowance is used up (429); the game then waits for the next day. */
export const isSwipeLimit = (error: unknown) => error instanceof ApiError && error.code === 'swipe_limit';

/**
 * Likes or passes one card. The page takes the card off the stack before calling (optimistic) and puts it back if
 * this fails; here the cache learns the outcome, so the stack and allowance are right when the page is opened again.
 */
export function useSwipe() {
  const queryClient = useQueryClient();
  const update = (change: (data: SwipeSnapshot) => SwipeSnapshot) =>
    queryClient.setQueryData<SwipeSnapshot>(discoveryKeys.swipe(), (data) => data && change(data));
  return useMutation({
    mutationFn: (body: SwipeBody) => apiRequest<SwipeResponse>('api/swipe.php', { method: 'POST', body, schema: discoveryAnswers.swipe }),
    onSuccess: ({ remaining, renews_at, now }, { profile }) => update((data) => ({
      ...data, remaining, renews_at, now, received_at: Date.now(), candidates: data.candidates.filter((c) => c.id !== profile),
    })),
    onError: (error) => {
      if (!isSwipeLimit(error)) return;
      // Another tab or device used the last like: wait now, and ask the server for the exact end of the wait.
      update((data) => ({ ...data, remaining: 0 }));
      void queryClient.invalidateQueries({ queryKey: discoveryKeys.swipe() });
    },
  });
}

/** Keeps the questionnaire's answers and gets the ranked results for them. */
export function useSaveMatchFinder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: MatchFinderAnswers) =>
      apiRequest<MatchFinderResponse>('api/match-finder.php', { method: 'PUT', body: answers, schema: discoveryAnswers.matchFinder }),
    onSuccess: (answer) => {
      queryClient.setQueryData(discoveryKeys.matchFinder(), answer);
      // The swipe game's stack is chosen from the same answers.
      void queryClient.invalidateQueries({ queryKey: discoveryKeys.swipe() });
    },
  });
}

/** A like given or taken back on a ranked card (the likes feature's button reports it): the results show it too. */
export function useKeepLikeInResults(profileId: number) {
  const queryClient = useQueryClient();
  return useCallback(({ liked }: { liked: boolean }) => {
    queryClient.setQueryData<MatchFinderResponse>(discoveryKeys.matchFinder(), (data) => data && {
      ...data, results: data.results.map((card) => (card.id === profileId ? { ...card, liked } : card)),
    });
  }, [queryClient, profileId]);
}
