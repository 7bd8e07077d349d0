import { and, eq } from 'drizzle-orm';
import type { MemberProfile } from '@app/shared';
import { visiblePhotos } from '@app/shared';
import { profiles } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AppDeps } from '../../app.js';
import type { AuthenticatedSession } from '../accounts/sessions.js';
import type { SiteWithCompany } from '../sites/site-resolver.js';
import { ownPhotos } from './photos.js';
import { presentPhoto, presentProfile } from './present-member.js';
import { blockStateBetween, photoViewerOf } from './profiles.policy.js';

/**
 * A profile page as this viewer may see it. Another site's, a disabled or an invisible profile is "not found";
 * a member who was blocked is told so; the member who blocked sees only enough to unblock.
 */
export async function getMember(deps: Pick<AppDeps, 'db' | 'clock'>, viewer: { site: SiteWithCompany; auth: AuthenticatedSession | null }, profileId: number): Promise<MemberProfile> {
  const [profile] = await deps.db.select().from(profiles).where(and(eq(profiles.id, profileId), eq(profiles.siteId, viewer.site.id)));
  const isOwn = viewer.auth?.profile.id === profileId;
  if (!profile || (!isOwn && (profile.status !== 'active' || profile.invisible))) throw new AppError(404, 'not_found');
  const block = viewer.auth && !isOwn ? await blockStateBetween(deps.db, viewer.auth.profile.id, profileId) : { blockedByMe: false, blockedMe: false };
  if (block.blockedMe) throw new AppError(403, 'blocked_by_member');
  const all = await ownPhotos(deps, profile.id);
  const main = all.find((p) => p.id === profile.mainPhotoId) ?? null;
  const shown = block.blockedByMe ? [] : visiblePhotos(all, profile.mainPhotoId, photoViewerOf(viewer.auth, profile.id));
  const presented = presentProfile(profile, shown.map((p) => presentPhoto(p, profile.mainPhotoId)), main, deps.clock.now(), {
    visibleFields: block.blockedByMe ? [] : viewer.site.visibleProfileFields,
    photoCount: all.filter((p) => p.status === 'active').length,
    ...block,
  });
  return block.blockedByMe ? { ...presented, main_image: null } : presented;
}
