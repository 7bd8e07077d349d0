import { and, eq, isNotNull } from 'drizzle-orm';
import { accountTokens, profiles, users } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { withTx } from '../../kernel/tx.js';
import { hashToken } from '../../platform/tokens.js';
import { transferCredits } from '../credits/ledger.js';
import { transferId } from '../credits/ledger-rules.js';
import { consumeToken } from './account-tokens.js';
import { endSession, startSession } from './sessions.js';

export type ActivationResult = { kind: 'activated'; sessionToken: string } | { kind: 'already_active' } | { kind: 'failed' };

/**
 * Follows an activation link: activates the account and its profile, grants the site's signup credits once through
 * the ledger, and logs the member in on this device (ending the session the device had). A link that was already used by the member who is logged in
 * here (they clicked it twice) is "already active", not a failure.
 */
export async function activateAccount(
  deps: Pick<AppDeps, 'db' | 'clock' | 'events'>,
  input: { site: SiteWithCompany; token: string; auth: AuthenticatedSession | null },
): Promise<ActivationResult> {
  const result = await withTx(deps, async (tx, events): Promise<ActivationResult> => {
    const token = await consumeToken(tx, deps.clock, { token: input.token, purpose: 'activation', siteId: input.site.id });
    if (!token) return { kind: 'failed' };
    const [user] = await tx.select().from(users).where(eq(users.id, token.userId));
    if (!user || user.status === 'deleted') return { kind: 'failed' };
    if (user.status === 'not_confirmed') {
      await tx.update(users).set({ status: 'active', activatedAt: deps.clock.now() }).where(eq(users.id, user.id));
      await tx.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, user.id));
      if (input.site.signupCredits > 0) {
        await transferCredits({ tx, events }, {
          id: transferId('signup_bonus', `user:${user.id}`), siteId: user.siteId, userId: user.id, kind: 'signup_bonus', amount: input.site.signupCredits,
        });
      }
      await events.record('member.activated', { userId: user.id, siteId: user.siteId });
    }
    // This device gets a fresh session for the activated member; whatever session it had ends.
    if (input.auth) await endSession({ tx, events }, { idHash: input.auth.idHash, userId: input.auth.user.id });
    return { kind: 'activated', sessionToken: await startSession(tx, deps.clock, user) };
  });
  if (result.kind === 'failed' && input.auth?.user.status === 'active' && await usedByMember(deps, input.token, input.auth.user.id)) {
    return { kind: 'already_active' };
  }
  return result;
}

async function usedByMember(deps: Pick<AppDeps, 'db'>, token: string, userId: number): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const [row] = await deps.db.select({ id: accountTokens.id }).from(accountTokens).where(and(
    eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, 'activation'), eq(accountTokens.userId, userId), isNotNull(accountTokens.usedAt),
  ));
  return Boolean(row);
}
