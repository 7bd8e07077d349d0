import { and, eq, or } from 'drizzle-orm';
import { isMatch, visiblePhotos, type MemberProfile } from '@app/shared';
import { likes } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { ownPhotos } from './photos.js';
import { presentPhoto, presentProfile } from './present-member.js';
import { abilitiesOn, assertCanViewProfile, photoViewerOf, viewerOf } from './profiles.policy.js';

/** The like buttons' state: does the viewer like the profile, and does it like the viewer back. */
async function likesBetween(db: DbOrTx, viewerId: number, profileId: number) {
  const rows = await db.select({ likerId: likes.likerId }).from(likes).where(or(
    and(eq(likes.likerId, viewerId), eq(likes.likedId, profileId)),
    and(eq(likes.likerId, profileId), eq(likes.likedId, viewerId)),
  ));
  const liked = rows.some((r) => r.likerId === viewerId);
  return { liked, match: isMatch(liked, rows.some((r) => r.likerId === profileId)) };
}

/**
 * A profile page as this viewer may see it (the visibility policy decides): another site's, a disabled or an
 * invisible profile is "not found"; a member who was blocked is told so; the member who blocked sees only enough
 * to unblock.
 */
export async function getMember(deps: Pick<AppDeps, 'db' | 'clock' | 'events'>, input: { site: SiteWithCompany; auth: AuthenticatedSession | null }, profileId: number): Promise<MemberProfile> {
  const viewer = viewerOf(input.site, input.auth);
  const access = await assertCanViewProfile(deps.db, viewer, profileId);
  const { profile } = access;
  const blockedByMe = access.kind === 'blocked_by_me';
  const [all, likeState] = await Promise.all([
    ownPhotos(deps, profile.id),
    viewer.profileId !== null && access.kind === 'visible' ? likesBetween(deps.db, viewer.profileId, profile.id) : { liked: false, match: false },
  ]);
  const main = all.find((p) => p.id === profile.mainPhotoId) ?? null;
  const shown = blockedByMe ? [] : visiblePhotos(all, profile.mainPhotoId, photoViewerOf(viewer, profile.id));
  const presented = presentProfile(profile, shown.map((p) => presentPhoto(p, profile.mainPhotoId)), main, deps.clock.now(), {
    siteCountries: input.site.countries,
    visibleFields: blockedByMe ? [] : input.site.visibleProfileFields,
    photoCount: all.filter((p) => p.status === 'active').length,
    blockedByMe,
    blockedMe: false,
    abilities: abilitiesOn(viewer, access),
    ...likeState,
  });
  // Others react to a member looking at a profile (the likes module clears that liker's "new" mark).
  if (viewer.profileId !== null && access.kind === 'visible') {
    await deps.events.publishCommitted([{ name: 'profile.viewed', payload: { viewerProfileId: viewer.profileId, profileId: profile.id } }]);
  }
  return blockedByMe ? { ...presented, main_image: null } : presented;
}
