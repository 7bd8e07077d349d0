import { and, eq, sql } from 'drizzle-orm';
import { creditLedger, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

/**
 * Adds credits through the append-only ledger. The idempotency key makes a repeat (a retried job,
 * a double click) a no-op; must run inside the caller's transaction.
 */
export async function grantCredits(tx: DbOrTx, grant: { userId: number; amount: number; reason: string; idempotencyKey: string }): Promise<boolean> {
  if (grant.amount <= 0) return false;
  const [seen] = await tx.select({ id: creditLedger.id }).from(creditLedger)
    .where(and(eq(creditLedger.userId, grant.userId), eq(creditLedger.idempotencyKey, grant.idempotencyKey)));
  if (seen) return false;
  const [updated] = await tx.update(users).set({ credits: sql`${users.credits} + ${grant.amount}` })
    .where(eq(users.id, grant.userId)).returning({ credits: users.credits });
  if (!updated) return false;
  await tx.insert(creditLedger).values({
    userId: grant.userId, amount: grant.amount, reason: grant.reason, idempotencyKey: grant.idempotencyKey, balanceAfter: updated.credits,
  });
  return true;
}
