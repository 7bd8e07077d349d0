import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FictionalCreateBody, FictionalProfile, FictionalUpdateBody } from '@app/shared/contracts/console/moderation';
import { profiles, sites, users } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { withTx } from '../../../kernel/tx.js';
import { hashPassword } from '../../../platform/passwords.js';
import { updateProfile } from '../../profiles/update-profile.js';
import { recordAudit } from '../audit.js';
import { authorizeSite } from '../console.policy.js';
import type { StaffSession } from '../staff-sessions.js';
import { actingAs, fictionalFields, loadFictional, presentFictional } from './fictional-profiles.js';

type Deps = Pick<AppDeps, 'db' | 'events' | 'clock' | 'sites'>;

/** The fields the member's own profile form has: checked and stored by the members' use case. */
const memberFields = (body: Omit<FictionalUpdateBody, 'id'>) => {
  const { date_of_birth: _dob, country: _country, status: _status, ...rest } = body;
  return rest;
};

async function siteOf(deps: Pick<AppDeps, 'sites'>, siteId: number) {
  const site = await deps.sites.byId(siteId);
  if (!site) throw new DomainError('not_found');
  return site;
}

/** A fictional profile lives in one of its site's countries (its regions and cities come from there). */
function checkCountry(countries: readonly string[], country: string) {
  if (!countries.includes(country)) throw new DomainError('profile_value', {}, { field: 'country' });
}

/**
 * POST fictional/create.php: a user nobody can log in to (a random password nobody knows, an address at the
 * reserved .invalid domain, the site's language) and its profile, always fictional. The member fields go through the
 * members' profile use case in the same transaction, so they obey exactly the same rules.
 */
export async function createFictional(deps: Deps, who: StaffSession, body: FictionalCreateBody): Promise<FictionalProfile> {
  authorizeSite(who, body.site);
  const site = await siteOf(deps, body.site);
  checkCountry(site.countries, body.country);
  const email = `fictional-${randomUUID()}@invalid`;
  const passwordHash = await hashPassword(randomBytes(24).toString('hex'));
  return withTx(deps, async (tx, events) => {
    const now = deps.clock.now();
    const [user] = await tx.insert(users).values({
      siteId: site.id, email, emailNormalized: email, passwordHash, status: 'active', language: site.domainLanguage, activatedAt: now, signupDate: now,
    }).returning();
    const [inserted] = await tx.insert(profiles).values({
      userId: user!.id, siteId: site.id, name: body.name, status: body.status ?? 'active', dateOfBirth: body.date_of_birth,
      country: body.country, gender: body.gender, isFictional: true, lastActiveAt: now,
    }).returning();
    const profile = await updateProfile(deps, actingAs({ user: user!, profile: inserted! }), memberFields(body), { tx, events });
    await recordAudit(tx, who, { action: 'fictional.created', siteId: site.id, objectType: 'profile', objectId: profile.id, after: fictionalFields(profile) }, now);
    return presentFictional(tx, profile.id, now);
  });
}

/**
 * PUT fictional/profile.php: any field; the date of birth, country and status (which members cannot change themselves)
 * here, the rest through the members' use case. A new country drops a region and city not sent with it.
 */
export async function updateFictional(deps: Deps, who: StaffSession, body: FictionalUpdateBody): Promise<FictionalProfile> {
  return withTx(deps, async (tx, events) => {
    const current = await loadFictional(tx, who, body.id, true);
    const now = deps.clock.now();
    const own: Partial<typeof profiles.$inferInsert> = {};
    if (body.date_of_birth !== undefined) own.dateOfBirth = body.date_of_birth;
    if (body.status !== undefined) own.status = body.status;
    if (body.country !== undefined && body.country !== current.profile.country) {
      // Read through the transaction (the site directory's own reads would wait for it on a single connection).
      const [site] = await tx.select({ countries: sites.countries }).from(sites).where(eq(sites.id, current.profile.siteId));
      checkCountry(site!.countries, body.country);
      Object.assign(own, { country: body.country, region: null, city: null });
    }
    const [profile] = Object.keys(own).length
      ? await tx.update(profiles).set(own).where(eq(profiles.id, current.profile.id)).returning()
      : [current.profile];
    const after = await updateProfile(deps, actingAs({ user: current.user, profile: profile! }), memberFields(body), { tx, events });
    if (Object.keys(own).length) await events.record('profile.updated', { userId: current.user.id, profileId: current.profile.id });
    await recordAudit(tx, who, {
      action: 'fictional.updated', siteId: current.profile.siteId, objectType: 'profile', objectId: current.profile.id,
      before: fictionalFields(current.profile), after: fictionalFields(after),
    }, now);
    return presentFictional(tx, current.profile.id, now);
  });
}
