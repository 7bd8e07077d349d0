import { and, eq } from 'drizzle-orm';
import { normalizeEmail } from '@app/shared';
import { users } from '../../db/schema/index.js';
import type { AppDeps, SiteWithCompany } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { consumeToken, requestToken } from './account-tokens.js';
import { withTx, type TxScope } from '../../kernel/tx.js';
import type { AuthenticatedSession } from './sessions.js';

async function emailTaken(db: AppDeps['db'], siteId: number, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.siteId, siteId), eq(users.emailNormalized, email)));
  return Boolean(row);
}

/** Mails a confirmation link to the new address; the account keeps its old address until the link is followed. */
export async function requestEmailChange(deps: Pick<AppDeps, 'db' | 'clock' | 'events'>, auth: AuthenticatedSession, newEmail: string, outer?: TxScope) {
  const email = normalizeEmail(newEmail);
  if (email === auth.user.emailNormalized) throw new DomainError('new_email_same', {}, { field: 'email' });
  if (await emailTaken(deps.db, auth.user.siteId, email)) throw new DomainError('email_taken', {}, { field: 'email' });
  await withTx(deps, async (tx, events) => {
    const tokenId = await requestToken(tx, deps.clock, { userId: auth.user.id, purpose: 'mail_change', newEmail: newEmail.trim() });
    await events.record('email_change.requested', { userId: auth.user.id, tokenId });
  }, outer);
}

/** Follows the confirmation link: false when the link is bad or the address was taken meanwhile. */
export async function confirmEmailChange(deps: Pick<AppDeps, 'db' | 'clock' | 'events'>, input: { site: SiteWithCompany; token: string }): Promise<boolean> {
  try {
    return await withTx(deps, async (tx, events) => {
      const token = await consumeToken(tx, deps.clock, { token: input.token, purpose: 'mail_change', siteId: input.site.id });
      if (!token?.newEmail) return false;
      await tx.update(users).set({ email: token.newEmail, emailNormalized: normalizeEmail(token.newEmail) }).where(eq(users.id, token.userId));
      await events.record('member.updated', { userId: token.userId });
      return true;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}
