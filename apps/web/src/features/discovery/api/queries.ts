import { useQuery } from '@tanstack/react-query';
import { SWIPE_BATCH } from '@app/shared/constants';
import type { MatchFinderResponse, SwipeState } from '@app/shared/contracts/discovery';
import { apiRequest } from '../../../lib/api';
import { discoveryAnswers } from './answers';
import { discoveryKeys } from './keys';

/**
 * The swipe state with what the client learnt when it arrived: the device's clock at that moment (the countdown runs
 * on the server's `now` plus the time elapsed on this device since, so a device clock that is off does not move the
 * end of the wait) and whether the batch was full (only then may asking again bring more cards).
 */
export interface SwipeSnapshot extends SwipeState { received_at: number; more: boolean }

export async function fetchSwipeState(): Promise<SwipeSnapshot> {
  const state = await apiRequest<SwipeState>('api/swipe.php', { schema: discoveryAnswers.swipeState });
  return { ...state, received_at: Date.now(), more: state.candidates.length >= SWIPE_BATCH };
}

/** The next cards of the swipe game and today's allowance. */
export function useSwipeState() {
  return useQuery({
    queryKey: discoveryKeys.swipe(),
    queryFn: fetchSwipeState,
    // Fetched anew on every visit (another device may have swiped meanwhile) and when the page asks (few cards left,
    // a new day), but not on focus: new cards only ever go under the stack, so that would bring nothing visible.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** The match finder's answers (kept, or the profile's defaults) and the ranked results for them. */
export function useMatchFinder() {
  return useQuery({
    queryKey: discoveryKeys.matchFinder(),
    queryFn: () => apiRequest<MatchFinderResponse>('api/match-finder.php', { schema: discoveryAnswers.matchFinder }),
    staleTime: 30_000,
  });
}
