import { and, eq } from 'drizzle-orm';
import { ACCOUNT_REACTIVATION_DAYS, normalizeEmail, type Locale, type SignupBody } from '@app/shared';
import { profiles, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import type { AppDeps } from '../../app.js';
import type { SiteWithCompany } from '../sites/site-resolver.js';
import { requestToken } from './account-tokens.js';
import { queueAccountMail } from '../mail/account-mail.job.js';
import { startSession } from './sessions.js';
import { isUniqueViolation } from '../../platform/db-errors.js';

export interface SignUpInput { site: SiteWithCompany; body: SignupBody; locale: Locale; country: string | null }

/** Spec 4: signups "all", or "with_trafficsource" when the visitor came with a known source. */
export function signupsAllowed(mode: SiteWithCompany['signups'], tracking: SignupBody['tracking']): boolean {
  if (mode === 'all') return true;
  if (mode === 'with_trafficsource') return Boolean(tracking?.network || tracking?.ref);
  return false;
}

/**
 * Creates the account (not_confirmed) and its disabled profile, queues the activation mail in the same
 * transaction, and logs the member in. Returns the new session token for the cookie.
 */
export async function signUp(deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>, input: SignUpInput) {
  const { site, body } = input;
  if (!signupsAllowed(site.signups, body.tracking)) throw new AppError(403, 'signups_closed');
  const email = normalizeEmail(body.email);
  const now = deps.clock.now();

  const [existing] = await deps.db.select().from(users).where(and(eq(users.siteId, site.id), eq(users.emailNormalized, email)));
  if (existing) {
    const reactivable = existing.status === 'deleted' && existing.deletedAt
      && now.getTime() - existing.deletedAt.getTime() < ACCOUNT_REACTIVATION_DAYS * 86_400_000;
    if (reactivable) throw new AppError(409, 'account_deleted', { field: 'email', params: { days: ACCOUNT_REACTIVATION_DAYS } });
    if (existing.status !== 'deleted') throw new AppError(409, 'email_taken', { field: 'email', link: '/login' });
  }

  const passwordHash = await hashPassword(body.password);
  try {
    return await deps.db.transaction(async (tx) => {
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
        tracking: body.tracking ?? null,
        signupCountry: input.country,
      }).returning();
      const [profile] = await tx.insert(profiles).values({
        userId: user!.id,
        siteId: site.id,
        name: body.name.trim(),
        dateOfBirth: body.date_of_birth,
        country: input.country && site.countries.includes(input.country) ? input.country : (site.countries[0] ?? null),
      }).returning();
      const tokenId = await requestToken(tx, deps.clock, { userId: user!.id, purpose: 'activation' });
      await queueAccountMail(deps.jobs, tx, { v: 1, kind: 'activation', tokenId });
      const sessionToken = await startSession(tx, deps.clock, user!);
      return { user: user!, profile: profile!, sessionToken };
    });
  } catch (err) {
    // Two signups with one address at once: the unique index lets exactly one through.
    if (isUniqueViolation(err)) throw new AppError(409, 'email_taken', { field: 'email', link: '/login' });
    throw err;
  }
}
