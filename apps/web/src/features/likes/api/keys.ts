import type { LikeTab } from '@app/shared/rules/likes';

/** What the match overlay shows: a profile by id, or the server's suggestion (one per opening, never shared). */
export type OverlayTarget = { profile: number } | { auto: number };

/**
 * Query keys of the likes feature. The overlay's lookups live outside `all`: reloading the likes (after a like, a
 * realtime event, or the overlay's own 500 ms reload) must not fetch the overlay's suggestion anew while it shows.
 */
export const likesKeys = {
  all: ['likes'] as const,
  lists: () => [...likesKeys.all, 'list'] as const,
  list: (type: LikeTab, page: number) => [...likesKeys.lists(), type, page] as const,
  overlay: (target: OverlayTarget) => ['like-overlay', target] as const,
};
