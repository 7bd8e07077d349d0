import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { AppDeps } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { withTx, type TxScope } from '../../kernel/tx.js';
import { endAllSessions, type AuthenticatedSession } from './sessions.js';

/** Changes the password after checking the old one; other devices are logged out and the member is told by mail. */
export async function changePassword(deps: Pick<AppDeps, 'db' | 'events'>, auth: AuthenticatedSession, input: { oldPassword: string; password: string }, outer?: TxScope) {
  if (!(await verifyPassword(auth.user.passwordHash, input.oldPassword))) {
    throw new DomainError('old_password_wrong', {}, { field: 'old_password' });
  }
  const passwordHash = await hashPassword(input.password);
  await withTx(deps, async (tx, events) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.user.id));
    await endAllSessions({ tx, events }, auth.user.id, auth.idHash);
    await events.record('password.changed', { userId: auth.user.id });
  }, outer);
}
