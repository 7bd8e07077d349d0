import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_REACTIVATION_DAYS } from '@app/shared';
import { accountTokens, users, type TokenPurpose } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db.js';
import { hashToken, newToken } from '../../platform/tokens.js';

export const TOKEN_LIFETIME_HOURS: Record<TokenPurpose, number> = {
  activation: 14 * 24,
  password_reset: 2,
  mail_change: 24,
  reactivation: ACCOUNT_REACTIVATION_DAYS * 24,
};

/**
 * Records that a link was asked for. The token itself is made by the mail job when it sends the mail,
 * so the secret exists only in the mail and never in the database or the job queue.
 * An earlier unused link of the same kind stops working: the newest mail is the one that counts.
 */
export async function requestToken(tx: DbOrTx, clock: Clock, req: { userId: number; purpose: TokenPurpose; newEmail?: string }): Promise<number> {
  const now = clock.now();
  await tx.update(accountTokens).set({ expiresAt: now })
    .where(and(eq(accountTokens.userId, req.userId), eq(accountTokens.purpose, req.purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)));
  const [row] = await tx.insert(accountTokens).values({
    userId: req.userId,
    purpose: req.purpose,
    newEmail: req.newEmail ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_HOURS[req.purpose] * 3_600_000),
  }).returning({ id: accountTokens.id });
  return row!.id;
}

/** Gives a requested link its secret, just before mailing; null when it was used or expired meanwhile. */
export async function issueToken(tx: DbOrTx, clock: Clock, tokenId: number) {
  const token = newToken();
  const [row] = await tx.update(accountTokens).set({ tokenHash: hashToken(token) })
    .where(and(eq(accountTokens.id, tokenId), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, clock.now())))
    .returning();
  return row ? { token, row } : null;
}

/** Uses a link once: the update succeeds for exactly one caller, even when two arrive together. */
export async function consumeToken(tx: DbOrTx, clock: Clock, req: { token: string; purpose: TokenPurpose; siteId: number }) {
  if (!req.token || req.token.length > 100) return null;
  const now = clock.now();
  const [row] = await tx.update(accountTokens).set({ usedAt: now })
    .where(and(
      eq(accountTokens.tokenHash, hashToken(req.token)),
      eq(accountTokens.purpose, req.purpose),
      isNull(accountTokens.usedAt),
      gt(accountTokens.expiresAt, now),
      sql`${accountTokens.userId} in (select ${users.id} from ${users} where ${users.siteId} = ${req.siteId})`,
    ))
    .returning();
  return row ?? null;
}

export async function tokenRequestsSince(tx: DbOrTx, userId: number, purpose: TokenPurpose, since: Date) {
  const [row] = await tx.select({ n: count(), last: sql<string | null>`max(${accountTokens.createdAt})` }).from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), gt(accountTokens.createdAt, since)));
  return { count: row?.n ?? 0, last: row?.last ? new Date(row.last) : null };
}

