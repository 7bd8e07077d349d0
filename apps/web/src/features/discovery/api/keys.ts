/**
 * Query keys of the discovery feature: the swipe game's stack and allowance, and the match finder's answers and
 * results. Both belong to the member, so a logout drops them with the rest of the member's cache.
 */
export const discoveryKeys = {
  all: ['discovery'] as const,
  swipe: () => [...discoveryKeys.all, 'swipe'] as const,
  matchFinder: () => [...discoveryKeys.all, 'match-finder'] as const,
};
