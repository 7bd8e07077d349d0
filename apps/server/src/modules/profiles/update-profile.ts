import { eq } from 'drizzle-orm';
import { nameProblem, type ProfileUpdate } from '@app/shared';
import { profiles, type ProfileRow } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AppDeps } from '../../app.js';
import type { AuthenticatedSession } from '../accounts/sessions.js';
import { regionsOf } from '../sites/regions.js';

/** The member edits their own profile: each field as the shared schema allows; region and city must exist. */
export async function updateProfile(deps: Pick<AppDeps, 'db'>, auth: AuthenticatedSession, body: ProfileUpdate): Promise<ProfileRow> {
  if (body.name !== undefined) {
    const problem = nameProblem(body.name, auth.user.email);
    if (problem) throw new AppError(400, problem, { field: 'name' });
  }
  const country = auth.profile.country;
  if (body.region) {
    const region = country ? regionsOf(country).find((r) => r.code === body.region) : undefined;
    if (!region) throw new AppError(400, 'region_unknown', { field: 'region' });
    if (body.city && !region.cities.some((c) => c.name === body.city)) throw new AppError(400, 'region_unknown', { field: 'city' });
  }
  const changes: Partial<typeof profiles.$inferInsert> = {
    name: body.name, gender: body.gender, sexuality: body.sexuality, region: body.region, city: body.region === null ? null : body.city,
    hairColor: body.hair_color, eyeColor: body.eye_color, bodyType: body.body_type, relationshipStatus: body.relationship_status,
    tattoos: body.tattoos, reason: body.reason, about: body.about, interests: body.interests ? [...new Set(body.interests)] : undefined,
  };
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(defined).length === 0) return auth.profile;
  const [row] = await deps.db.update(profiles).set(defined).where(eq(profiles.id, auth.profile.id)).returning();
  return row!;
}

export async function setInvisible(deps: Pick<AppDeps, 'db'>, auth: AuthenticatedSession, invisible: boolean): Promise<void> {
  await deps.db.update(profiles).set({ invisible }).where(eq(profiles.id, auth.profile.id));
}
