import { and, eq } from 'drizzle-orm';
import { blocks, profiles } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AppDeps } from '../../app.js';
import type { AuthenticatedSession } from '../accounts/sessions.js';

/** Blocks a member of the same site; idempotent. (Chats and likes between them are removed by their own modules.) */
export async function blockMember(deps: Pick<AppDeps, 'db'>, auth: AuthenticatedSession, profileId: number): Promise<void> {
  if (profileId === auth.profile.id) throw new AppError(400, 'block_self');
  const [target] = await deps.db.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.id, profileId), eq(profiles.siteId, auth.profile.siteId)));
  if (!target) throw new AppError(404, 'not_found');
  await deps.db.insert(blocks).values({ blockerId: auth.profile.id, blockedId: target.id }).onConflictDoNothing();
}

export async function unblockMember(deps: Pick<AppDeps, 'db'>, auth: AuthenticatedSession, profileId: number): Promise<void> {
  await deps.db.delete(blocks).where(and(eq(blocks.blockerId, auth.profile.id), eq(blocks.blockedId, profileId)));
}
