import { and, desc, eq, isNull } from 'drizzle-orm';
import { accountDeletions, profiles, users } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { withTx } from '../../kernel/tx.js';
import { consumeToken } from '../accounts/account-tokens.js';
import { endSession, startSession } from '../accounts/sessions.js';
import { isReactivable } from '@app/shared';

export type ReactivationResult = { kind: 'reactivated'; sessionToken: string } | { kind: 'failed' };

/**
 * GET /api/reactivate.php?token=: the mailed link, used once, within 14 days of the deletion. The account and the
 * profile get back exactly the statuses they had (likes, conversations and photos were never removed), and the
 * member is logged in on this device (whatever session the device had ends).
 */
export async function reactivateAccount(
  deps: Pick<AppDeps, 'db' | 'clock' | 'events'>,
  input: { site: SiteWithCompany; token: string; auth: AuthenticatedSession | null },
): Promise<ReactivationResult> {
  return withTx(deps, async (tx, events): Promise<ReactivationResult> => {
    const now = deps.clock.now();
    const token = await consumeToken(tx, deps.clock, { token: input.token, purpose: 'reactivation', siteId: input.site.id });
    if (!token) return { kind: 'failed' };
    // Locked: erasure takes the same lock, and the two can never both find the account theirs (isReactivable).
    const [user] = await tx.select().from(users).where(eq(users.id, token.userId)).for('update');
    if (!user || !isReactivable(user, now)) return { kind: 'failed' };
    const [deletion] = await tx.select().from(accountDeletions)
      .where(and(eq(accountDeletions.userId, user.id), isNull(accountDeletions.reactivatedAt)))
      .orderBy(desc(accountDeletions.deletedAt)).limit(1);
    if (!deletion) return { kind: 'failed' };

    await tx.update(accountDeletions).set({ reactivatedAt: now }).where(eq(accountDeletions.id, deletion.id));
    const [restored] = await tx.update(users).set({ status: deletion.userStatusBefore, deletedAt: null }).where(eq(users.id, user.id)).returning();
    const [profile] = await tx.update(profiles).set({ status: deletion.profileStatusBefore }).where(eq(profiles.userId, user.id)).returning({ id: profiles.id });
    if (input.auth) await endSession({ tx, events }, { idHash: input.auth.idHash, userId: input.auth.user.id });
    await events.record('account.reactivated', { userId: user.id, siteId: user.siteId, profileId: profile!.id });
    return { kind: 'reactivated', sessionToken: await startSession(tx, deps.clock, restored!) };
  });
}
