import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { AppDeps } from '../../app.js';
import { AppError } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { queueAccountMail } from '../mail/account-mail.job.js';
import { endAllSessions, type AuthenticatedSession } from './sessions.js';

/** Changes the password after checking the old one; other devices are logged out and the member is told by mail. */
export async function changePassword(deps: Pick<AppDeps, 'db' | 'jobs'>, auth: AuthenticatedSession, input: { oldPassword: string; password: string }) {
  if (!(await verifyPassword(auth.user.passwordHash, input.oldPassword))) {
    throw new AppError(400, 'old_password_wrong', { field: 'old_password' });
  }
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.user.id));
    await endAllSessions(tx, auth.user.id, auth.idHash);
    await queueAccountMail(deps.jobs, tx, { v: 1, kind: 'password_changed', userId: auth.user.id });
  });
}
