import { and, eq } from 'drizzle-orm';
import { ACCOUNT_REACTIVATION_DAYS, canSignUp, normalizeEmail, sexualityFor, type Locale, type SignupBody } from '@app/shared';
import { hasKnownSource, type TrackingTouch } from '@app/shared/rules/tracking';
import { profiles, users } from '../../db/schema/index.js';
import { DomainError } from '../../kernel/errors.js';
import { withTx } from '../../kernel/tx.js';
import { hashPassword } from '../../platform/passwords.js';
import type { AppDeps, SiteWithCompany } from '../../kernel/deps.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { requestToken } from './account-tokens.js';
import { startSession } from './sessions.js';

/** The first touch's parameters go to users.tracking, its time to its own column (when sent and not in the future). */
function splitTracking(tracking: TrackingTouch | null, now: Date) {
  if (!tracking) return { tracking: null, trackingFirstSeenAt: null };
  const { first_seen_at: firstSeen, ...parameters } = tracking;
  if (!Object.keys(parameters).length) return { tracking: null, trackingFirstSeenAt: null };
  const seenAt = firstSeen ? new Date(firstSeen) : now;
  return { tracking: parameters, trackingFirstSeenAt: seenAt > now ? now : seenAt };
}

export interface SignUpInput {
  site: SiteWithCompany; body: SignupBody; locale: Locale; country: string | null;
  /** The visitor's first touch, from the tracking cookie (modules/tracking/visitor-tracking.ts): the one record of the source. */
  tracking: TrackingTouch | null;
}

/**
 * Creates the account (not_confirmed) and its disabled profile and logs the member in, in one transaction that also
 * records member.signed_up (the mail module queues the activation mail from it). Returns the new session token.
 */
export async function signUp(deps: Pick<AppDeps, 'db' | 'clock' | 'events'>, input: SignUpInput) {
  const { site, body } = input;
  if (!canSignUp(site, hasKnownSource(input.tracking))) throw new DomainError('signups_closed');
  const email = normalizeEmail(body.email);
  const now = deps.clock.now();

  const [existing] = await deps.db.select().from(users).where(and(eq(users.siteId, site.id), eq(users.emailNormalized, email)));
  if (existing) {
    const reactivable = existing.status === 'deleted' && existing.deletedAt
      && now.getTime() - existing.deletedAt.getTime() < ACCOUNT_REACTIVATION_DAYS * 86_400_000;
    if (reactivable) throw new DomainError('account_deleted', { days: ACCOUNT_REACTIVATION_DAYS }, { field: 'email' });
    if (existing.status !== 'deleted') throw new DomainError('email_taken', {}, { field: 'email', link: '/login' });
  }

  const passwordHash = await hashPassword(body.password);
  try {
    return await withTx(deps, async (tx, events) => {
      if (existing) {
        // Past the reactivation period the old account is gone for good; free its address.
        await tx.update(users).set({ email: `deleted-${existing.id}@invalid`, emailNormalized: `deleted-${existing.id}@invalid` }).where(eq(users.id, existing.id));
      }
      const [user] = await tx.insert(users).values({
        siteId: site.id,
        email: body.email.trim(),
        emailNormalized: email,
        passwordHash,
        language: input.locale,
        signupDate: now,
        signupMessage: body.signup_message || null,
        signupProfileId: body.signup_message ? body.signup_profile ?? null : null,
        ...splitTracking(input.tracking, now),
        signupCountry: input.country,
      }).returning();
      const [profile] = await tx.insert(profiles).values({
        userId: user!.id,
        siteId: site.id,
        name: body.name.trim(),
        dateOfBirth: body.date_of_birth,
        country: input.country && site.countries.includes(input.country) ? input.country : (site.countries[0] ?? null),
        // "I am … looking for …": the one field search, the swipe game and the match finder start from.
        gender: body.gender ?? null,
        sexuality: body.gender && body.looking_for ? sexualityFor(body.gender, body.looking_for) : null,
      }).returning();
      const activationTokenId = await requestToken(tx, deps.clock, { userId: user!.id, purpose: 'activation' });
      await events.record('member.signed_up', { userId: user!.id, siteId: site.id, activationTokenId });
      const sessionToken = await startSession(tx, deps.clock, user!);
      return { user: user!, profile: profile!, sessionToken };
    });
  } catch (err) {
    // Two signups with one address at once: the unique index lets exactly one through.
    if (isUniqueViolation(err)) throw new DomainError('email_taken', {}, { field: 'email', link: '/login' });
    throw err;
  }
}
