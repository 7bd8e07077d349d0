import { and, eq, ne } from 'drizzle-orm';
import { normalizeEmail } from '@app/shared';
import { users } from '../../db/schema/index.js';
import type { AppDeps } from '../../app.js';
import { AppError } from '../../http/errors.js';
import type { SiteWithCompany } from '../sites/site-resolver.js';
import { requestToken, tokenRequestsSince } from './account-tokens.js';
import { queueAccountMail } from '../mail/account-mail.job.js';

/** Spec 8: "E-mailadres niet gevonden" for an unknown address; at most a few reset mails a day. */
export async function requestPasswordReset(deps: Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'config'>, input: { site: SiteWithCompany; email: string }) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users)
      .where(and(eq(users.siteId, input.site.id), eq(users.emailNormalized, normalizeEmail(input.email)), ne(users.status, 'deleted')));
    if (!user) throw new AppError(404, 'email_not_found', { field: 'email' });
    const recent = await tokenRequestsSince(tx, user.id, 'password_reset', new Date(now.getTime() - 86_400_000));
    if (recent.count >= deps.config.passwordResetsPerDay) throw new AppError(429, 'reset_limit');
    const tokenId = await requestToken(tx, deps.clock, { userId: user.id, purpose: 'password_reset' });
    await queueAccountMail(deps.jobs, tx, { v: 1, kind: 'password_reset', tokenId });
  });
}
