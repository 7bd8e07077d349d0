import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MatchFinderResponse } from '@app/shared/contracts/discovery';
import { discoveryKeys } from '../api/keys';

/**
 * The likes feature's LikeButton shows the caller's `liked` once its request is done, and writes the outcome only into
 * the caches it knows (member pages, searches, likes tabs), not into the match finder's. Until it reports its outcome
 * to callers, this keeps ours in step: a click on a card's like button is mirrored into the cached results at once
 * (what the button shows while its request runs, so it does not flip back when done), and once no request is on its
 * way the results are fetched again, which puts a refused like right.
 */
export function useLikeMirror() {
  const queryClient = useQueryClient();
  const mirrored = useRef(false);
  // The mutation cache itself, not a rendered count: a request that is over before React renders still counts.
  useEffect(() => queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || (event.action.type !== 'success' && event.action.type !== 'error')) return;
    if (!mirrored.current || queryClient.isMutating() > 0) return;
    mirrored.current = false;
    void queryClient.invalidateQueries({ queryKey: discoveryKeys.matchFinder() });
  }), [queryClient]);

  return useCallback((event: MouseEvent<HTMLElement>, profileId: number) => {
    const button = event.target instanceof Element ? event.target.closest('button[aria-pressed]') : null;
    // A click while the button's own request runs is ignored by the button: so is it here.
    if (!button || button.getAttribute('aria-busy') === 'true') return;
    const liked = button.getAttribute('aria-pressed') !== 'true';
    mirrored.current = true;
    queryClient.setQueryData<MatchFinderResponse>(discoveryKeys.matchFinder(), (data) => data && {
      ...data, results: data.results.map((card) => (card.id === profileId ? { ...card, liked } : card)),
    });
  }, [queryClient]);
}
