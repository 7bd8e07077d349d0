import { eq } from 'drizzle-orm';
import { nameProblem, type ProfileUpdate } from '@app/shared';
import { profiles, type ProfileRow } from '../../db/schema/index.js';
import { DomainError } from '../../kernel/errors.js';
import type { AppDeps, AuthenticatedSession } from '../../kernel/deps.js';
import { withTx, type TxScope } from '../../kernel/tx.js';
import { regionsOf } from '../sites/regions.js';

/**
 * Region and city only ever come from the shipped region data: a city is accepted only as one of the cities of the
 * region it is sent with, or of the region the profile already has. Free text (markup, links, phone numbers) never
 * reaches the cards.
 */
function checkPlace(country: string | null, body: ProfileUpdate, currentRegion: string | null) {
  const regionCode = body.region !== undefined ? body.region : currentRegion;
  const region = regionCode && country ? regionsOf(country).find((r) => r.code === regionCode) : undefined;
  if (body.region && !region) throw new DomainError('region_unknown', {}, { field: 'region' });
  if (body.city && (!region || !region.cities.some((c) => c.name === body.city))) throw new DomainError('region_unknown', {}, { field: 'city' });
}

/** The member edits their own profile: each field as the shared schema allows; region and city must exist. */
export async function updateProfile(deps: Pick<AppDeps, 'db' | 'events'>, auth: AuthenticatedSession, body: ProfileUpdate, outer?: TxScope): Promise<ProfileRow> {
  if (body.name !== undefined) {
    const problem = nameProblem(body.name, auth.user.email);
    if (problem) throw new DomainError(problem, {}, { field: 'name' });
  }
  return withTx(deps, async (tx, events) => {
    const [current] = await tx.select().from(profiles).where(eq(profiles.id, auth.profile.id)).for('update');
    checkPlace(current!.country, body, current!.region);
    // A new region without a city of its own clears the old city, which belonged to the old region.
    const regionChanged = body.region !== undefined && body.region !== current!.region;
    const changes: Partial<typeof profiles.$inferInsert> = {
      name: body.name, gender: body.gender, sexuality: body.sexuality, region: body.region,
      city: body.city !== undefined ? body.city : regionChanged ? null : undefined,
      hairColor: body.hair_color, eyeColor: body.eye_color, bodyType: body.body_type, relationshipStatus: body.relationship_status,
      tattoos: body.tattoos, reason: body.reason, about: body.about, interests: body.interests ? [...new Set(body.interests)] : undefined,
    };
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    if (Object.keys(defined).length === 0) return current!;
    const [row] = await tx.update(profiles).set(defined).where(eq(profiles.id, auth.profile.id)).returning();
    await events.record('profile.updated', { userId: auth.user.id, profileId: auth.profile.id });
    return row!;
  }, outer);
}

export async function setInvisible(deps: Pick<AppDeps, 'db' | 'events'>, auth: AuthenticatedSession, invisible: boolean, outer?: TxScope): Promise<void> {
  await withTx(deps, async (tx, events) => {
    await tx.update(profiles).set({ invisible }).where(eq(profiles.id, auth.profile.id));
    await events.record('profile.updated', { userId: auth.user.id, profileId: auth.profile.id });
  }, outer);
}
