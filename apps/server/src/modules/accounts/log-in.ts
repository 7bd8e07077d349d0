import { and, eq } from 'drizzle-orm';
import { ACCOUNT_REACTIVATION_DAYS, isReactivable, normalizeEmail, type LoginBody } from '@app/shared';
import { photos, profiles, users } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { withTx } from '../../kernel/tx.js';
import { DomainError } from '../../kernel/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../../platform/passwords.js';
import { activeLock, clearLoginFailures, minutesLeft, recordLoginFailure } from './login-lockout.js';
import { endSession, startSession } from './sessions.js';

/**
 * Checks the password under the lockout rules and starts a fresh session (a new id at every login).
 * Unknown addresses fail exactly like wrong passwords and are locked the same way.
 */
export async function logIn(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'events'>, input: { site: SiteWithCompany; body: LoginBody; ip: string; auth: AuthenticatedSession | null }) {
  const email = normalizeEmail(input.body.email);
  const attempt = { siteId: input.site.id, email, ip: input.ip, now: deps.clock.now() };
  const policy = deps.config.login;

  const lockedUntil = await activeLock(deps.db, attempt);
  if (lockedUntil) throw new DomainError('login_locked', { minutes: minutesLeft(lockedUntil, attempt.now) });

  const [row] = await deps.db.select().from(users).innerJoin(profiles, eq(profiles.userId, users.id)).leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(and(eq(users.siteId, input.site.id), eq(users.emailNormalized, email)));
  const ok = row ? await verifyPassword(row.users.passwordHash, input.body.password) : await verifyAgainstDummy(input.body.password);
  // Only the right password learns that the account was deleted (and how to get it back); past the 14 days, or with
  // a wrong password, a deleted account fails like an unknown address.
  if (ok && row && isReactivable(row.users, attempt.now)) throw new DomainError('account_deleted', { days: ACCOUNT_REACTIVATION_DAYS });

  if (!ok || !row || row.users.status === 'deleted') {
    const newLock = await deps.db.transaction((tx) => recordLoginFailure(tx, attempt, policy));
    if (newLock) throw new DomainError('login_locked', { minutes: minutesLeft(newLock, attempt.now) });
    throw new DomainError('login_failed');
  }
  // Banned by staff (console): only the right password learns it, with the page that explains the ban.
  if (row.users.bannedAt) throw new DomainError('account_banned', {}, { link: '/pages/ban' });
  return withTx(deps, async (tx, events) => {
    // A new login on this device replaces whatever session the device had.
    if (input.auth) await endSession({ tx, events }, { idHash: input.auth.idHash, userId: input.auth.user.id });
    await clearLoginFailures(tx, attempt);
    const sessionToken = await startSession(tx, deps.clock, row.users);
    return { user: row.users, profile: row.profiles, mainPhoto: row.photos, sessionToken };
  });
}
