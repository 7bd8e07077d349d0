import type { AppDeps } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { requestToken, tokenRequestsSince } from './account-tokens.js';
import { withTx, type TxScope } from '../../kernel/tx.js';
import type { AuthenticatedSession } from './sessions.js';

export const RESEND_MIN_INTERVAL_MS = 60_000;
export const RESENDS_PER_DAY = 5;

/** Queues a new activation mail for a member who has not activated yet; the old link stops working. */
export async function resendActivation(deps: Pick<AppDeps, 'db' | 'clock' | 'events'>, auth: Pick<AuthenticatedSession, 'user'>, outer?: TxScope) {
  if (auth.user.status !== 'not_confirmed') throw new DomainError('already_active');
  const now = deps.clock.now();
  await withTx(deps, async (tx, events) => {
    const recent = await tokenRequestsSince(tx, auth.user.id, 'activation', new Date(now.getTime() - 86_400_000));
    if (recent.last && now.getTime() - recent.last.getTime() < RESEND_MIN_INTERVAL_MS) {
      throw new DomainError('resend_too_soon', {}, { retryAfterSeconds: 60 });
    }
    if (recent.count >= RESENDS_PER_DAY) throw new DomainError('resend_limit');
    const tokenId = await requestToken(tx, deps.clock, { userId: auth.user.id, purpose: 'activation' });
    await events.record('activation.requested', { userId: auth.user.id, tokenId });
  }, outer);
}
