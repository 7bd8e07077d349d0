/** The tabs of /likes/{type}. */
export const LIKE_TABS = ['received', 'given', 'matches'] as const;
export type LikeTab = (typeof LIKE_TABS)[number];

export const LIKES_PAGE_SIZE = 24;

/** Why a like is refused, in the order they are checked; null when it may be given. */
export type LikeRefusal = 'login_to_like' | 'like_self' | 'not_found' | 'blocked_by_member' | 'blocked_by_me' | 'like_invisible';

/**
 * Spec 4: a member likes a profile of the same site once; not themselves, not as a visitor, not across a block
 * either way, and not an invisible member (invisible mode hides from likes; an existing like stays).
 */
export function likeRefusal(c: {
  likerProfileId: number | null;
  target: { id: number; sameSite: boolean; active: boolean; invisible: boolean } | null;
  blockedByMe: boolean;
  blockedMe: boolean;
}): LikeRefusal | null {
  if (c.likerProfileId === null) return 'login_to_like';
  if (!c.target || !c.target.sameSite || !c.target.active) return 'not_found';
  if (c.target.id === c.likerProfileId) return 'like_self';
  if (c.blockedMe) return 'blocked_by_member';
  if (c.blockedByMe) return 'blocked_by_me';
  if (c.target.invisible) return 'like_invisible';
  return null;
}

/** A match is a like each way. */
export const isMatch = (likedIt: boolean, likedBack: boolean) => likedIt && likedBack;

/** Pages of a tab (at least one, so an empty tab is page 1 of 1). */
export const likePages = (count: number) => Math.max(1, Math.ceil(count / LIKES_PAGE_SIZE));
