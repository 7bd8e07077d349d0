import { and, eq, ne, sql } from 'drizzle-orm';
import type { SignupProgress, SignupStep } from '@app/shared/rules/signup-steps';
import { photos, profiles, pushSubscriptions } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

const exists = (query: ReturnType<typeof sql>) => sql<boolean>`exists (${query})`.mapWith(Boolean);

/**
 * Whether each step's data is really there, in one query on the member's own rows: a photo (waiting for moderation
 * counts, a rejected one does not), a region, a personal detail, an about text or interests, a push device.
 */
export async function stepsWithData(db: DbOrTx, profileId: number): Promise<Record<SignupStep, boolean>> {
  const [row] = await db.select({
    photo: exists(sql`select 1 from ${photos} where ${and(eq(photos.profileId, profiles.id), ne(photos.status, 'rejected'))}`),
    location: sql<boolean>`${profiles.region} is not null`.mapWith(Boolean),
    personal: sql<boolean>`${sql.join([
      profiles.hairColor, profiles.eyeColor, profiles.bodyType, profiles.relationshipStatus, profiles.tattoos, profiles.reason,
    ].map((column) => sql`${column} is not null`), sql` or `)}`.mapWith(Boolean),
    about: sql<boolean>`(${profiles.about} is not null and btrim(${profiles.about}) <> '') or jsonb_array_length(${profiles.interests}) > 0`.mapWith(Boolean),
    push: exists(sql`select 1 from ${pushSubscriptions} where ${eq(pushSubscriptions.userId, profiles.userId)}`),
  }).from(profiles).where(eq(profiles.id, profileId));
  return row ?? { photo: false, location: false, personal: false, about: false, push: false };
}

/**
 * The progress as the member sees it: a step whose data is there counts as done, also when it was skipped in the
 * funnel and filled in on the profile page later, or was never asked (members from before the funnel).
 */
export function effectiveProgress(stored: SignupProgress, withData: Record<SignupStep, boolean>): SignupProgress {
  const progress: SignupProgress = { ...stored };
  for (const [step, present] of Object.entries(withData) as Array<[SignupStep, boolean]>) if (present) progress[step] = 'done';
  return progress;
}
