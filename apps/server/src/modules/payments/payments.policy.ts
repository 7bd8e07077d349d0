import { and, eq } from 'drizzle-orm';
import { payments, type PaymentRow } from '../../db/schema/index.js';
import type { AuthenticatedSession } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import type { DbOrTx } from '../../platform/db.js';

/** A member sees only their own payments; any other id is "not found" (never "forbidden": ids are not confirmed). */
export async function ownPayment(db: DbOrTx, auth: AuthenticatedSession, paymentId: number): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.userId, auth.user.id), eq(payments.siteId, auth.user.siteId)));
  if (!row) throw new DomainError('not_found');
  return row;
}

/** Premium-only actions (repeat order): spec 6. */
export function requirePremium(auth: AuthenticatedSession) {
  if (!auth.user.paidUser) throw new DomainError('premium_only');
}
