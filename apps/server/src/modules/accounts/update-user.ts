import { eq } from 'drizzle-orm';
import type { UpdateUserBody } from '@app/shared';
import { users } from '../../db/schema/index.js';
import type { AppDeps } from '../../kernel/deps.js';
import type { AuthenticatedSession } from './sessions.js';
import { withTx, type TxScope } from '../../kernel/tx.js';

/** PUT /api/user.php: the member's own settings (language now; profile fields come with profiles). */
export async function updateUser(deps: Pick<AppDeps, 'db' | 'events'>, auth: AuthenticatedSession, body: UpdateUserBody, outer?: TxScope) {
  if (body.language === undefined) return auth.user;
  return withTx(deps, async (tx, events) => {
    const [user] = await tx.update(users).set({ language: body.language }).where(eq(users.id, auth.user.id)).returning();
    await events.record('member.updated', { userId: auth.user.id });
    return user!;
  }, outer);
}
