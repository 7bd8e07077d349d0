import { and, eq, or } from 'drizzle-orm';
import { likeRefusal } from '@app/shared';
import { blocks, profiles } from '../../db/schema/index.js';
import type { AuthenticatedSession } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import type { DbOrTx } from '../../platform/db.js';

/** May this member like that profile? Throws the refusal (shared rule `likeRefusal`); returns the target's id. */
export async function assertMayLike(db: DbOrTx, siteId: number, auth: AuthenticatedSession | null, profileId: number): Promise<number> {
  const me = auth?.profile.id ?? null;
  if (me === null) throw new DomainError('login_to_like');
  const [target] = await db.select({ id: profiles.id, siteId: profiles.siteId, status: profiles.status, invisible: profiles.invisible })
    .from(profiles).where(eq(profiles.id, profileId));
  const between = target ? await db.select({ blockerId: blocks.blockerId }).from(blocks).where(or(
    and(eq(blocks.blockerId, me), eq(blocks.blockedId, profileId)),
    and(eq(blocks.blockerId, profileId), eq(blocks.blockedId, me)),
  )) : [];
  const refusal = likeRefusal({
    likerProfileId: me,
    target: target ? { id: target.id, sameSite: target.siteId === siteId, active: target.status === 'active', invisible: target.invisible } : null,
    blockedByMe: between.some((b) => b.blockerId === me),
    blockedMe: between.some((b) => b.blockerId === profileId),
  });
  if (refusal) throw new DomainError(refusal);
  return profileId;
}
