import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { AppDeps, SiteWithCompany } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { consumeToken } from './account-tokens.js';
import { clearAllLoginFailures } from './login-lockout.js';
import { endAllSessions } from './sessions.js';
import { withTx } from '../../kernel/tx.js';

/** Sets a new password from a mailed link (once), ends every session and lifts any login lock. */
export async function resetPassword(deps: Pick<AppDeps, 'db' | 'clock' | 'events'>, input: { site: SiteWithCompany; token: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  await withTx(deps, async (tx, events) => {
    const token = await consumeToken(tx, deps.clock, { token: input.token, purpose: 'password_reset', siteId: input.site.id });
    if (!token) throw new DomainError('link_invalid', {}, { field: 'token' });
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, token.userId)).returning();
    if (!user || user.status === 'deleted') throw new DomainError('link_invalid', {}, { field: 'token' });
    await endAllSessions({ tx, events }, user.id);
    await clearAllLoginFailures(tx, user.siteId, user.emailNormalized);
  });
}
