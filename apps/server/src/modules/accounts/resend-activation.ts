import type { AppDeps } from '../../app.js';
import { AppError } from '../../http/errors.js';
import { requestToken, tokenRequestsSince } from './account-tokens.js';
import { queueAccountMail } from '../mail/account-mail.job.js';
import type { AuthenticatedSession } from './sessions.js';

export const RESEND_MIN_INTERVAL_MS = 60_000;
export const RESENDS_PER_DAY = 5;

/** Queues a new activation mail for a member who has not activated yet; the old link stops working. */
export async function resendActivation(deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>, auth: AuthenticatedSession) {
  if (auth.user.status !== 'not_confirmed') throw new AppError(409, 'already_active');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const recent = await tokenRequestsSince(tx, auth.user.id, 'activation', new Date(now.getTime() - 86_400_000));
    if (recent.last && now.getTime() - recent.last.getTime() < RESEND_MIN_INTERVAL_MS) {
      throw new AppError(429, 'resend_too_soon', { headers: { 'retry-after': '60' } });
    }
    if (recent.count >= RESENDS_PER_DAY) throw new AppError(429, 'resend_limit');
    const tokenId = await requestToken(tx, deps.clock, { userId: auth.user.id, purpose: 'activation' });
    await queueAccountMail(deps.jobs, tx, { v: 1, kind: 'activation', tokenId });
  });
}
