import { and, desc, eq } from 'drizzle-orm';
import { MANDATE_METHODS, type Locale } from '@app/shared';
import { creditPackages, paymentMandates, payments } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import type { DbOrTx } from '../../platform/db.js';
import { createPayment, type CreatedPayment, type PaymentContext } from './create-payment.js';
import { presentPackage } from './packages.js';
import { requirePremium } from './payments.policy.js';

/** The member's last completed order, today's bundle of the same tier and country, and whether a mandate is stored. */
async function lastOrder(db: DbOrTx, userId: number, siteId: number) {
  const [last] = await db.select().from(payments).where(and(eq(payments.userId, userId), eq(payments.status, 'completed'))).orderBy(desc(payments.completedAt)).limit(1);
  if (!last) return null;
  const [pack] = await db.select().from(creditPackages)
    .where(and(eq(creditPackages.siteId, siteId), eq(creditPackages.country, last.country), eq(creditPackages.tier, last.tier), eq(creditPackages.active, true)));
  if (!pack) return null;
  const [mandate] = last.mandateId && MANDATE_METHODS.includes(last.method)
    ? await db.select().from(paymentMandates).where(and(eq(paymentMandates.id, last.mandateId), eq(paymentMandates.status, 'valid')))
    : [];
  return { last, pack, mandate: mandate ?? null };
}

export async function repeatOrderInfo(deps: Pick<AppDeps, 'db'>, site: SiteWithCompany, auth: AuthenticatedSession) {
  requirePremium(auth);
  const found = await lastOrder(deps.db, auth.user.id, site.id);
  if (!found) return { last: null };
  return { last: { package: presentPackage(found.pack, site.messageCredits, null), method: found.last.method, stored_mandate: Boolean(found.mandate) } };
}

/**
 * POST /api/repeat-order.php: the last bundle again with the same method, in one confirmed click. With a stored
 * mandate it is charged at once, without a checkout; the idempotency key makes a double click one order.
 */
export async function repeatOrder(deps: Parameters<typeof createPayment>[0], ctx: PaymentContext & { locale: Locale }, body: { idempotency_key: string }): Promise<CreatedPayment> {
  requirePremium(ctx.auth);
  const found = await lastOrder(deps.db, ctx.auth.user.id, ctx.site.id);
  if (!found) throw new DomainError('repeat_order_unavailable', {}, { link: '/credits' });
  return createPayment(deps, ctx, {
    package: found.pack.id, method: found.last.method, withdrawal_consent: true, idempotency_key: body.idempotency_key,
    ...(found.mandate ? { sequence: 'recurring' as const, mandate: found.mandate.id } : {}),
  });
}
