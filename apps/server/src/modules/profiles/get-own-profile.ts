import { eq } from 'drizzle-orm';
import type { OwnProfile } from '@app/shared';
import { profiles } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { ownPhotos } from './photos.js';
import { presentPhoto, presentProfile } from './present-member.js';

const EVERY_FIELD = ['sexuality', 'hair_color', 'eye_color', 'body_type', 'relationship_status', 'tattoos', 'reason', 'about', 'interests'];

/** The member's own profile with every field and every photo (whatever its status), for the profile editor. */
export async function getOwnProfile(deps: Pick<AppDeps, 'db' | 'clock'>, site: Pick<SiteWithCompany, 'countries'>, auth: AuthenticatedSession): Promise<OwnProfile> {
  const [profile] = await deps.db.select().from(profiles).where(eq(profiles.id, auth.profile.id));
  const all = await ownPhotos(deps, profile!.id);
  const main = all.find((p) => p.id === profile!.mainPhotoId) ?? null;
  return {
    ...presentProfile(profile!, all.map((p) => presentPhoto(p, profile!.mainPhotoId)), main, deps.clock.now(), {
      siteCountries: site.countries, visibleFields: EVERY_FIELD, photoCount: all.length, blockedByMe: false, blockedMe: false,
      abilities: { can_chat: false, can_like: false, can_gift: false, can_block: false, can_see_private_photos: true },
    }),
    invisible: profile!.invisible,
    date_of_birth: profile!.dateOfBirth,
  };
}
