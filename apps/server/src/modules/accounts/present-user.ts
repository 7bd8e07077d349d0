import { ageOn, pickLocale, type User } from '@app/shared';
import type { ProfileRow, UserRow } from '../../db/schema/index.js';

/** The member's own view of their account: the spec's fields, never a hash, token or internal flag. */
export function presentUser(user: UserRow, profile: ProfileRow, today: Date): User {
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
      main_image: null,
    },
  };
}
