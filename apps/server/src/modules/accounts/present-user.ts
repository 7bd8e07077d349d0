import { ageOn, pickLocale, type User } from '@app/shared';
import type { PhotoRow, ProfileRow, UserRow } from '../../db/schema/index.js';
import { presentMainImage } from '../profiles/present-member.js';

/**
 * The member's own view of their account: the spec's fields, never a hash, token or internal flag. The main image is
 * the member's own, so it is shown whatever its review status (the status says it).
 */
export function presentUser(member: { user: UserRow; profile: ProfileRow; mainPhoto: PhotoRow | null }, today: Date): User {
  const { user, profile, mainPhoto } = member;
  return {
    id: user.id,
    status: user.status,
    email: user.email,
    credits: user.credits,
    notifications_disabled: user.notificationsDisabled,
    paid_user: user.paidUser,
    signup_date: user.signupDate.toISOString(),
    language: pickLocale(user.language),
    profile: {
      id: profile.id,
      status: profile.status,
      name: profile.name,
      country: profile.country,
      age: ageOn(profile.dateOfBirth, today),
      main_image: mainPhoto ? presentMainImage(mainPhoto) : null,
    },
  };
}
