import { and, eq, ne } from 'drizzle-orm';
import { normalizeEmail } from '@app/shared';
import { users } from '../../db/schema/index.js';
import type { AppDeps, SiteWithCompany } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { requestToken, tokenRequestsSince } from './account-tokens.js';
import { withTx, type TxScope } from '../../kernel/tx.js';

/** Spec 8: "E-mailadres niet gevonden" for an unknown address; at most a few reset mails a day. */
export async function requestPasswordReset(deps: Pick<AppDeps, 'db' | 'clock' | 'events' | 'config'>, input: { site: SiteWithCompany; email: string }, outer?: TxScope) {
  const now = deps.clock.now();
  await withTx(deps, async (tx, events) => {
    const [user] = await tx.select({ id: users.id }).from(users)
      .where(and(eq(users.siteId, input.site.id), eq(users.emailNormalized, normalizeEmail(input.email)), ne(users.status, 'deleted')));
    if (!user) throw new DomainError('email_not_found', {}, { field: 'email' });
    const recent = await tokenRequestsSince(tx, user.id, 'password_reset', new Date(now.getTime() - 86_400_000));
    if (recent.count >= deps.config.passwordResetsPerDay) throw new DomainError('reset_limit');
    const tokenId = await requestToken(tx, deps.clock, { userId: user.id, purpose: 'password_reset' });
    await events.record('password_reset.requested', { userId: user.id, tokenId });
  }, outer);
}
