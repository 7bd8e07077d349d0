import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AccountDeleteBody } from '@app/shared';
import { accountDeletions, accountTokens, profiles, users } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { withTx } from '../../kernel/tx.js';
import { requestToken } from '../accounts/account-tokens.js';
import { endAllSessions } from '../accounts/sessions.js';
import { confirmPassword } from './account-end.policy.js';

/**
 * POST /api/account-delete.php. In one transaction: the account is marked deleted, the profile disabled (which takes
 * it out of search, likes, chats and the profile page for everyone at once: the visibility policy shows only active
 * profiles), the reason recorded with what reactivation must restore, every session ended on every instance, and
 * the reactivation mail queued (from account.deleted). Nothing is removed yet: that is erasure, 14 days later.
 */
export async function deleteAccount(deps: Pick<AppDeps, 'db' | 'clock' | 'events'>, auth: AuthenticatedSession, body: AccountDeleteBody): Promise<void> {
  await confirmPassword(deps.db, auth.user.id, body.password);
  await withTx(deps, async (tx, events) => {
    const now = deps.clock.now();
    // The member's row lock: a second delete (another tab) waits, then finds the account already deleted.
    const [user] = await tx.select().from(users).where(eq(users.id, auth.user.id)).for('update');
    const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, auth.user.id));
    if (!user || !profile || user.status === 'deleted') throw new DomainError('authentication_required');

    await tx.insert(accountDeletions).values({
      userId: user.id,
      siteId: user.siteId,
      reason: body.reason,
      reasonText: body.reason_text || null,
      userStatusBefore: user.status,
      profileStatusBefore: profile.status,
      deletedAt: now,
    });
    await tx.update(users).set({ status: 'deleted', deletedAt: now }).where(eq(users.id, user.id));
    await tx.update(profiles).set({ status: 'disabled' }).where(eq(profiles.id, profile.id));
    await endAllSessions({ tx, events }, user.id);
    // Unsent links of other kinds (activation, password reset, mail change) must not act on a deleted account.
    await tx.update(accountTokens).set({ expiresAt: now })
      .where(and(eq(accountTokens.userId, user.id), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)));
    const reactivationTokenId = await requestToken(tx, deps.clock, { userId: user.id, purpose: 'reactivation' });
    await events.record('account.deleted', { userId: user.id, siteId: user.siteId, profileId: profile.id, reactivationTokenId });
  });
}
