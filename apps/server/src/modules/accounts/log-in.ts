import { and, eq, ne } from 'drizzle-orm';
import { normalizeEmail, type LoginBody } from '@app/shared';
import { profiles, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../app.js';
import { AppError } from '../../http/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../../platform/passwords.js';
import type { SiteWithCompany } from '../sites/site-resolver.js';
import { activeLock, clearLoginFailures, minutesLeft, recordLoginFailure } from './login-lockout.js';
import { startSession } from './sessions.js';

/**
 * Checks the password under the lockout rules and starts a fresh session (a new id at every login).
 * Unknown addresses fail exactly like wrong passwords and are locked the same way.
 */
export async function logIn(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, input: { site: SiteWithCompany; body: LoginBody; ip: string }) {
  const email = normalizeEmail(input.body.email);
  const attempt = { siteId: input.site.id, email, ip: input.ip, now: deps.clock.now() };
  const policy = deps.config.login;

  const lockedUntil = await activeLock(deps.db, attempt);
  if (lockedUntil) throw new AppError(429, 'login_locked', { params: { minutes: minutesLeft(lockedUntil, attempt.now) } });

  const [row] = await deps.db.select().from(users).innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.siteId, input.site.id), eq(users.emailNormalized, email), ne(users.status, 'deleted')));
  const ok = row ? await verifyPassword(row.users.passwordHash, input.body.password) : await verifyAgainstDummy(input.body.password);

  if (!ok || !row) {
    const newLock = await deps.db.transaction((tx) => recordLoginFailure(tx, attempt, policy));
    if (newLock) throw new AppError(429, 'login_locked', { params: { minutes: minutesLeft(newLock, attempt.now) } });
    throw new AppError(401, 'login_failed');
  }
  return deps.db.transaction(async (tx) => {
    await clearLoginFailures(tx, attempt);
    const sessionToken = await startSession(tx, deps.clock, row.users);
    return { user: row.users, profile: row.profiles, sessionToken };
  });
}
