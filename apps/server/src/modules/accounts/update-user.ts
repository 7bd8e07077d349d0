import { eq } from 'drizzle-orm';
import type { UpdateUserBody } from '@app/shared';
import { users } from '../../db/schema/index.js';
import type { AppDeps } from '../../app.js';
import type { AuthenticatedSession } from './sessions.js';

/** PUT /api/user.php: the member's own settings (language now; profile fields come with profiles). */
export async function updateUser(deps: Pick<AppDeps, 'db'>, auth: AuthenticatedSession, body: UpdateUserBody) {
  if (body.language === undefined) return auth.user;
  const [user] = await deps.db.update(users).set({ language: body.language }).where(eq(users.id, auth.user.id)).returning();
  return user!;
}
