import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LIKES_PAGE_SIZE, likePages, type LikesQuery, type LikesResponse } from '@app/shared';
import { likes, photos, profiles } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { presentCard } from '../profiles/present-member.js';
import { blockedEitherWay, viewerOf, visibleProfilesScope } from '../profiles/profiles.policy.js';

/**
 * The likes page (spec 3's likes response plus the tabs). Both lists start from the visibility policy, so invisible,
 * blocked and disabled profiles never appear (their likes are kept; invisible ones come back with their owner).
 * Two id lists (who liked me, whom I liked; a member has a few thousand at most) give every count, the "new" marks
 * and the matches; one query then fetches the page's cards: four statements whatever the tab.
 */
export async function listLikes(deps: Pick<AppDeps, 'db' | 'clock'>, input: { site: SiteWithCompany; auth: AuthenticatedSession }, query: LikesQuery): Promise<LikesResponse> {
  const me = input.auth.profile.id;
  const viewer = viewerOf(input.site, input.auth);
  const visible = visibleProfilesScope(viewer, await blockedEitherWay(deps.db, viewer));
  const [likedBy, given] = await Promise.all([
    deps.db.select({ id: profiles.id, isNew: sql<boolean>`${likes.seenAt} is null`.mapWith(Boolean) }).from(likes)
      .innerJoin(profiles, eq(profiles.id, likes.likerId)).where(and(eq(likes.likedId, me), ...visible)).orderBy(desc(likes.createdAt), desc(likes.likerId)),
    deps.db.select({ id: profiles.id }).from(likes)
      .innerJoin(profiles, eq(profiles.id, likes.likedId)).where(and(eq(likes.likerId, me), ...visible)).orderBy(desc(likes.createdAt), desc(likes.likedId)),
  ]);
  const likesMe = new Map(likedBy.map((r) => [r.id, r.isNew]));
  const iLike = new Set(given.map((r) => r.id));
  const matched = likedBy.filter((r) => iLike.has(r.id));
  const tabIds = { received: likedBy, given, matches: matched }[query.type].map((r) => r.id);
  const pageIds = tabIds.slice((query.page - 1) * LIKES_PAGE_SIZE, query.page * LIKES_PAGE_SIZE);

  const now = deps.clock.now();
  const rows = pageIds.length ? await deps.db.select({ profile: profiles, photo: photos }).from(profiles)
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId)).where(inArray(profiles.id, pageIds)) : [];
  const byId = new Map(rows.map((r) => [r.profile.id, r]));
  const cards = pageIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const isNew = query.type !== 'given' && likesMe.get(id) === true;
    return [{ ...presentCard(row.profile, row.photo, now, input.site.countries), like_new: isNew, match: likesMe.has(id) && iLike.has(id) }];
  });
  return {
    type: query.type,
    profiles: cards,
    liked_by: likedBy.map((r) => ({ id: r.id, like_new: r.isNew })),
    new_likes: likedBy.filter((r) => r.isNew).length,
    counts: { received: likedBy.length, given: given.length, matches: matched.length },
    page: query.page,
    pages: likePages(tabIds.length),
  };
}

/** Spec 4: opening the liker's profile clears like_new for its entry. */
export async function markLikeSeen(deps: Pick<AppDeps, 'db' | 'clock'>, viewerProfileId: number, likerProfileId: number) {
  await deps.db.update(likes).set({ seenAt: deps.clock.now() })
    .where(and(eq(likes.likerId, likerProfileId), eq(likes.likedId, viewerProfileId), isNull(likes.seenAt)));
}
