import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { loginFailures, loginLocks } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

export interface LockoutPolicy { maxFailuresPerAddress: number; maxFailuresTotal: number; windowMinutes: number; lockMinutes: number }

export interface LoginAttempt { siteId: number; email: string; ip: string; now: Date }

/** Whole minutes left on a lock, rounded up so "0 min" is never shown while still locked. */
export function minutesLeft(lockedUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
}

/** The lock in force for this address (or for all addresses), if any. */
export async function activeLock(tx: DbOrTx, a: LoginAttempt): Promise<Date | null> {
  const [lock] = await tx.select({ until: loginLocks.lockedUntil }).from(loginLocks)
    .where(and(
      eq(loginLocks.siteId, a.siteId),
      eq(loginLocks.emailNormalized, a.email),
      gt(loginLocks.lockedUntil, a.now),
      or(isNull(loginLocks.ip), eq(loginLocks.ip, a.ip)),
    ))
    .orderBy(desc(loginLocks.lockedUntil)).limit(1);
  return lock?.until ?? null;
}

async function latestLockEnd(tx: DbOrTx, a: LoginAttempt, ip: string | null): Promise<Date | null> {
  const [lock] = await tx.select({ until: loginLocks.lockedUntil }).from(loginLocks)
    .where(and(eq(loginLocks.siteId, a.siteId), eq(loginLocks.emailNormalized, a.email), ip === null ? isNull(loginLocks.ip) : eq(loginLocks.ip, ip)))
    .orderBy(desc(loginLocks.lockedUntil)).limit(1);
  return lock?.until ?? null;
}

/**
 * Records a wrong password and locks when a limit is reached: per address after `maxFailuresPerAddress`
 * within the window, for every address after `maxFailuresTotal`. Failures before the end of an earlier
 * lock do not count again, so a lock ends for real. Returns the new lock's end, if one was set.
 */
export async function recordLoginFailure(tx: DbOrTx, a: LoginAttempt, policy: LockoutPolicy): Promise<Date | null> {
  await tx.insert(loginFailures).values({ siteId: a.siteId, emailNormalized: a.email, ip: a.ip, createdAt: a.now });
  const windowStart = new Date(a.now.getTime() - policy.windowMinutes * 60_000);
  const lockUntil = new Date(a.now.getTime() + policy.lockMinutes * 60_000);
  const since = (lockEnd: Date | null) => (lockEnd && lockEnd > windowStart ? lockEnd : windowStart);

  const countSince = async (from: Date, ip: string | null) => {
    const [row] = await tx.select({ n: count() }).from(loginFailures).where(and(
      eq(loginFailures.siteId, a.siteId),
      eq(loginFailures.emailNormalized, a.email),
      gt(loginFailures.createdAt, new Date(from.getTime() - 1)),
      ip === null ? undefined : eq(loginFailures.ip, ip),
    ));
    return row?.n ?? 0;
  };

  let locked: Date | null = null;
  if (await countSince(since(await latestLockEnd(tx, a, a.ip)), a.ip) >= policy.maxFailuresPerAddress) {
    await tx.insert(loginLocks).values({ siteId: a.siteId, emailNormalized: a.email, ip: a.ip, lockedUntil: lockUntil });
    locked = lockUntil;
  }
  if (await countSince(since(await latestLockEnd(tx, a, null)), null) >= policy.maxFailuresTotal) {
    await tx.insert(loginLocks).values({ siteId: a.siteId, emailNormalized: a.email, ip: null, lockedUntil: lockUntil });
    locked = lockUntil;
  }
  return locked;
}

/** A successful login forgets this address's failures. */
export async function clearLoginFailures(tx: DbOrTx, a: Omit<LoginAttempt, 'now'>) {
  await tx.delete(loginFailures).where(and(
    eq(loginFailures.siteId, a.siteId), eq(loginFailures.emailNormalized, a.email), eq(loginFailures.ip, a.ip),
  ));
}

/** After a password reset the owner has proven who they are: every lock and failure goes. */
export async function clearAllLoginFailures(tx: DbOrTx, siteId: number, email: string) {
  await tx.delete(loginFailures).where(and(eq(loginFailures.siteId, siteId), eq(loginFailures.emailNormalized, email)));
  await tx.delete(loginLocks).where(and(eq(loginLocks.siteId, siteId), eq(loginLocks.emailNormalized, email)));
}
