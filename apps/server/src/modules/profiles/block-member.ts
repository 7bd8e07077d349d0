import { and, eq } from 'drizzle-orm';
import { blocks, profiles } from '../../db/schema/index.js';
import { DomainError } from '../../kernel/errors.js';
import type { AppDeps, AuthenticatedSession } from '../../kernel/deps.js';
import { withTx, type TxScope } from '../../kernel/tx.js';

/** Blocks a member of the same site; idempotent. Chats and likes between them react to member.blocked. */
export async function blockMember(deps: Pick<AppDeps, 'db' | 'events'>, auth: AuthenticatedSession, profileId: number, outer?: TxScope): Promise<void> {
  if (profileId === auth.profile.id) throw new DomainError('block_self');
  await withTx(deps, async (tx, events) => {
    const [target] = await tx.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.id, profileId), eq(profiles.siteId, auth.profile.siteId)));
    if (!target) throw new DomainError('not_found');
    const added = await tx.insert(blocks).values({ blockerId: auth.profile.id, blockedId: target.id }).onConflictDoNothing().returning();
    if (added.length) await events.record('member.blocked', { blockerProfileId: auth.profile.id, blockedProfileId: target.id });
  }, outer);
}

export async function unblockMember(deps: Pick<AppDeps, 'db' | 'events'>, auth: AuthenticatedSession, profileId: number, outer?: TxScope): Promise<void> {
  await withTx(deps, async (tx, events) => {
    const removed = await tx.delete(blocks).where(and(eq(blocks.blockerId, auth.profile.id), eq(blocks.blockedId, profileId))).returning();
    if (removed.length) await events.record('member.unblocked', { blockerProfileId: auth.profile.id, blockedProfileId: profileId });
  }, outer);
}
