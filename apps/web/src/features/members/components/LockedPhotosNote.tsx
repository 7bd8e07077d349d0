import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { MemberProfile } from '@app/shared';
import { useSession } from '../../session';
import { SignupOrLogin } from './SignupOrLogin';

/** How many of the profile's photos this viewer cannot see (the server counts them all, and sends what may be seen). */
export const lockedPhotoCount = (profile: Pick<MemberProfile, 'photo_count' | 'photos'>) => Math.max(0, profile.photo_count - profile.photos.length);

/**
 * Spec 6: more photos need a login (a visitor) or premium (a free member). The note says how many there are and
 * what unlocks them.
 */
export function LockedPhotosNote({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const count = lockedPhotoCount(profile);
  if (!profile.more_photos_locked || count === 0) return null;
  if (isLoggedIn && profile.abilities.can_see_private_photos) return null;
  if (!isLoggedIn) {
    return (
      <div className="locked-photos-note mt-2" data-testid="more-photos-hint">
        <p className="fw-semibold mb-1">{count === 1 ? t('web.member.more_photo', { name: profile.name }) : t('web.member.more_photos', { count, name: profile.name })}</p>
        <p className="small text-body-secondary mb-2">{t('web.member.login_for_photos', { name: profile.name })}</p>
        <SignupOrLogin />
      </div>
    );
  }
  return (
    <div className="locked-photos-note mt-2" data-testid="more-photos-hint">
      <p className="fw-semibold mb-1">{count === 1 ? t('web.member.premium_photo') : t('web.member.premium_photos', { count })}</p>
      <Link to="/premium" className="small">{t('web.member.premium_link')}</Link>
    </div>
  );
}
