import { and, asc, eq } from 'drizzle-orm';
import { ageOn } from '@app/shared';
import type { FictionalProfile } from '@app/shared/contracts/console/moderation';
import { photos, profiles, users, type ProfileRow, type UserRow } from '../../../db/schema/index.js';
import type { AuthenticatedSession } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import type { DbOrTx } from '../../../platform/db.js';
import { authorizeSite } from '../console.policy.js';
import type { StaffSession } from '../staff-sessions.js';
import { consolePhotoUrl } from './photo-files.js';

export interface Fictional { user: UserRow; profile: ProfileRow }

/** A fictional profile on a site the staff member works for; a member's profile (or any other id) is "not found". */
export async function loadFictional(db: DbOrTx, who: StaffSession, profileId: number, lock = false): Promise<Fictional> {
  const query = db.select({ user: users, profile: profiles }).from(profiles).innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.id, profileId), eq(profiles.isFictional, true)));
  const [row] = lock ? await query.for('update', { of: profiles }) : await query;
  if (!row) throw new DomainError('not_found');
  authorizeSite(who, row.profile.siteId);
  return row;
}

/**
 * The fictional profile as the member use cases know their caller: staff edit it through the same code (field
 * rules, region and city, photo pipeline) as a member edits their own profile. No session exists behind it.
 */
export const actingAs = (f: Fictional): AuthenticatedSession => ({ idHash: '', user: f.user, profile: f.profile, mainPhoto: null });

/** The fields staff edit, as the audit's before/after records them. */
export const fictionalFields = (p: ProfileRow) => ({
  name: p.name, date_of_birth: p.dateOfBirth, country: p.country, gender: p.gender, sexuality: p.sexuality, region: p.region,
  city: p.city, hair_color: p.hairColor, eye_color: p.eyeColor, body_type: p.bodyType, relationship_status: p.relationshipStatus,
  tattoos: p.tattoos, reason: p.reason, about: p.about, interests: p.interests, status: p.status,
});

export async function presentFictional(db: DbOrTx, profileId: number, now: Date): Promise<FictionalProfile> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, profileId));
  const profile = row!;
  const own = await db.select().from(photos).where(eq(photos.profileId, profileId)).orderBy(asc(photos.createdAt), asc(photos.id));
  return {
    id: profile.id, user_id: profile.userId, site_id: profile.siteId, ...fictionalFields(profile), age: ageOn(profile.dateOfBirth, now),
    fictional: true,
    photos: own.map((p) => ({
      id: p.id, status: p.status, private: p.isPrivate, main: p.id === profile.mainPhotoId,
      url: consolePhotoUrl(p.storageKey, 'full'), thumb_url: consolePhotoUrl(p.storageKey, 'thumb'),
    })),
  };
}
