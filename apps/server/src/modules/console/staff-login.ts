import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import { normalizeEmail, STAFF_SESSION_HOURS } from '@app/shared';
import { staff, staffLoginFailures } from '../../db/schema/index.js';
import type { AppDeps } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { withTx } from '../../kernel/tx.js';
import { verifyAgainstDummy, verifyPassword } from '../../platform/passwords.js';
import { verifyTotp } from '../../platform/totp.js';
import { recordAudit } from './audit.js';
import { openTotpSecret } from './staff/staff-credentials.js';
import { startStaffSession } from './staff-sessions.js';

export const STAFF_SESSION_SECONDS = STAFF_SESSION_HOURS * 3600;

/** The code's time step, or null: also when the stored secret cannot be opened (sealed under another SECRETS_KEY). */
function verifyStoredTotp(config: AppDeps['config'], stored: string, code: string, now: Date, lastStep: number): number | null {
  const secret = openTotpSecret(config, stored);
  return secret === null ? null : verifyTotp(secret, code, now, lastStep);
}

/**
 * Staff sign-in: password and a fresh authenticator code, both required. Wrong passwords and wrong codes count alike
 * (the answer never says which was wrong) under the members' lockout limits: per address, then for every address;
 * a lock ends when the failures leave the window.
 */
export async function logInStaff(deps: Pick<AppDeps, 'db' | 'events' | 'clock' | 'config'>, input: { email: string; password: string; code: string; ip: string }): Promise<{ token: string; staffId: number }> {
  const email = normalizeEmail(input.email);
  const now = deps.clock.now();
  const policy = deps.config.login;
  const windowStart = new Date(now.getTime() - policy.windowMinutes * 60_000);

  const failuresSince = async (ip?: string) => {
    const [row] = await deps.db.select({ n: count(), first: min(staffLoginFailures.createdAt) }).from(staffLoginFailures)
      .where(and(eq(staffLoginFailures.emailNormalized, email), gt(staffLoginFailures.createdAt, windowStart), ip ? eq(staffLoginFailures.ip, ip) : undefined));
    return { n: row?.n ?? 0, first: row?.first ?? now };
  };
  for (const [ip, max] of [[input.ip, policy.maxFailuresPerAddress], [undefined, policy.maxFailuresTotal]] as const) {
    const { n, first } = await failuresSince(ip);
    if (n >= max) {
      const minutes = Math.max(1, Math.ceil((new Date(first).getTime() + policy.windowMinutes * 60_000 - now.getTime()) / 60_000));
      throw new DomainError('login_locked', { minutes }, { retryAfterSeconds: minutes * 60 });
    }
  }

  const [member] = await deps.db.select().from(staff).where(eq(staff.emailNormalized, email));
  const passwordOk = member ? await verifyPassword(member.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  const step = member && passwordOk && !member.disabledAt ? verifyStoredTotp(deps.config, member.totpSecret, input.code, now, member.totpLastStep) : null;
  if (!member || step === null) {
    await deps.db.insert(staffLoginFailures).values({ emailNormalized: email, ip: input.ip, createdAt: now });
    throw new DomainError('console_login_failed');
  }
  return withTx(deps, async (tx) => {
    // The step is stored under the row's lock: the same code cannot open two sessions.
    const [claimed] = await tx.update(staff).set({ totpLastStep: step })
      .where(and(eq(staff.id, member.id), lt(staff.totpLastStep, step))).returning({ id: staff.id });
    if (!claimed) throw new DomainError('console_login_failed');
    await tx.delete(staffLoginFailures).where(eq(staffLoginFailures.emailNormalized, email));
    const token = await startStaffSession(tx, deps.clock, member.id, input.ip);
    await recordAudit(tx, { staff: member, ip: input.ip }, { action: 'staff.signed_in', objectType: 'staff', objectId: member.id }, now);
    return { token, staffId: member.id };
  });
}
