import { and, eq, sql } from 'drizzle-orm';
import { translate } from '@app/shared/i18n';
import { discountedPrice, MANDATE_METHODS, paymentMethodsFor, type CreatePaymentBody, type Locale, type PaymentMethod } from '@app/shared';
import { creditPackages, discountRedemptions, payments, type PaymentRow, type UserRow } from '../../db/schema/index.js';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { withTx } from '../../kernel/tx.js';
import { ProviderUnavailableError } from '../../platform/payments/provider.js';
import { activeDiscount, checkDiscountForOrder, usableDiscount } from './discounts.js';
import { directDebitMandate } from './direct-debit.js';
import { syncPayment } from './sync-payment.js';
import { customerOf } from './provider-customers.js';

type Deps = Pick<AppDeps, 'db' | 'events' | 'clock' | 'payments' | 'config' | 'jobs' | 'sites'>;

export interface PaymentContext { site: SiteWithCompany; auth: AuthenticatedSession; locale: Locale; /** The address the member's browser uses, for the return page. */ origin: string }
export interface CreatedPayment { payment: PaymentRow; checkoutUrl: string | null }

/** Where the provider reaches our webhook: PAYMENT_WEBHOOK_BASE_URL (a tunnel, a proxy) or the site itself. */
export const webhookUrl = (deps: Pick<AppDeps, 'config'>, site: SiteWithCompany, origin: string, provider: string) =>
  `${deps.config.payments.webhookBaseUrl?.replace('{domain}', site.domain) ?? origin}/api/payment-webhook.php?provider=${provider}`;

/**
 * POST /api/payment.php. One transaction records the order (with the withdrawal consent, the price after the
 * discount and the discount's reservation) under the member's row lock, so a double click with the same
 * idempotency key finds the first order; only then is the provider asked for a checkout (never inside a
 * transaction). A provider failure leaves the order pending without a provider id: the same key retries it.
 */
export async function createPayment(deps: Deps, ctx: PaymentContext, body: CreatePaymentBody & { sequence?: 'recurring'; mandate?: number }): Promise<CreatedPayment> {
  const { site, auth } = ctx;
  const provider = deps.payments.current;
  const now = deps.clock.now();

  const { payment, fresh } = await withTx(deps, async (tx) => {
    const [user] = (await tx.execute(sql`select * from users where id = ${auth.user.id} for update`) as unknown as { rows: unknown[] }).rows;
    if (!user) throw new DomainError('not_found');
    // Flagged as possibly vulnerable by staff: no purchase by any path (they all come here) until the flag is lifted.
    if ((user as { vulnerable_at: unknown }).vulnerable_at) throw new DomainError('spending_paused');
    const [earlier] = await tx.select().from(payments).where(and(eq(payments.userId, auth.user.id), eq(payments.idempotencyKey, body.idempotency_key)));
    if (earlier) return { payment: earlier, fresh: false };

    const [pack] = await tx.select().from(creditPackages).where(and(eq(creditPackages.id, body.package), eq(creditPackages.siteId, site.id), eq(creditPackages.active, true)));
    if (!pack) throw new DomainError('package_unknown');
    const method = body.method as PaymentMethod;
    if (!paymentMethodsFor(pack.country, site.paymentMethods).includes(method)) throw new DomainError('method_unavailable');
    const member = { ...auth.user, paidUser: (user as { paid_user: boolean }).paid_user } as UserRow;

    // The code typed, else the active discount the member was shown (time bonus, else the welcome code).
    const discount = body.discount_code
      ? await usableDiscount(tx, member, pack.country, body.discount_code, now)
      : await activeDiscount(tx, member, pack.country, now);
    if (discount && body.discount_code) checkDiscountForOrder(discount.row, { priceCents: pack.priceCents, method });
    const applies = discount && (body.discount_code || (!discount.row.minimumOrderCents || pack.priceCents >= discount.row.minimumOrderCents)
      && (!discount.row.paymentMethods?.length || discount.row.paymentMethods.includes(method)));

    let mandateId: number | null = null;
    let sequenceType: PaymentRow['sequenceType'] = MANDATE_METHODS.includes(method) ? 'first' : 'oneoff';
    if (method === 'directdebit') {
      mandateId = await directDebitMandate(tx, auth.user.id, pack.currency, pack.priceCents, now, site);
      sequenceType = 'recurring';
    } else if (body.sequence === 'recurring' && body.mandate) {
      sequenceType = 'recurring';
      mandateId = body.mandate;
    }

    const [row] = await tx.insert(payments).values({
      siteId: site.id, userId: auth.user.id, packageId: pack.id, tier: pack.tier, country: pack.country, currency: pack.currency,
      credits: pack.credits + pack.bonusCredits, listPriceCents: pack.priceCents,
      amountCents: applies ? discountedPrice(pack.priceCents, discount.row.percentage) : pack.priceCents,
      discountCodeId: applies ? discount.row.id : null, discountCode: applies ? discount.row.code : null,
      discountPercentage: applies ? discount.row.percentage : null,
      method, provider: provider.name, sequenceType, mandateId,
      idempotencyKey: body.idempotency_key,
      // The member's first touch (set at signup, never changed): revenue per traffic source without a join to users.
      tracking: auth.user.tracking ?? null,
      withdrawalConsentAt: now, withdrawalConsentText: translate(ctx.locale, 'payments.withdrawal_consent'),
      locale: ctx.locale, createdAt: now, updatedAt: now, nextCheckAt: new Date(now.getTime() + 60_000),
    }).returning();
    if (applies && discount.row.validity === 'once_per_user') {
      // The code is held by this order; an unfinished earlier order loses it, a completed one keeps it.
      const taken = await tx.insert(discountRedemptions).values({ codeId: discount.row.id, userId: auth.user.id, paymentId: row!.id })
        .onConflictDoUpdate({ target: [discountRedemptions.codeId, discountRedemptions.userId], set: { paymentId: row!.id, createdAt: now }, setWhere: sql`${discountRedemptions.completed} = false` })
        .returning();
      if (!taken.length) throw new DomainError('discount_used');
    }
    return { payment: row!, fresh: true };
  });

  if (payment.providerPaymentId) return { payment, checkoutUrl: payment.status === 'pending' ? payment.checkoutUrl : null };
  return startAtProvider(deps, ctx, payment, fresh);
}

/** Asks the provider for the payment (idempotent by our payment id) and stores its id and checkout address. */
async function startAtProvider(deps: Deps, ctx: PaymentContext, payment: PaymentRow, _fresh: boolean): Promise<CreatedPayment> {
  const provider = deps.payments.get(payment.provider);
  if (!provider) throw new DomainError('provider_unavailable');
  try {
    const customerId = payment.sequenceType === 'oneoff' ? undefined : await customerOf(deps, provider, ctx.auth);
    const mandate = payment.mandateId ? await mandateRef(deps, payment.mandateId) : undefined;
    const remote = await provider.createPayment({
      idempotencyKey: `payment-${payment.id}`,
      amountCents: payment.amountCents,
      currency: payment.currency,
      description: translate(ctx.locale, 'payments.description', { site: ctx.site.name, credits: payment.credits, id: payment.id }),
      method: payment.method,
      redirectUrl: `${ctx.origin}/transactions/${payment.id}?return=1`,
      webhookUrl: webhookUrl(deps, ctx.site, ctx.origin, provider.name),
      reference: String(payment.id),
      locale: ctx.locale,
      sequenceType: payment.sequenceType,
      customerId,
      mandateId: mandate,
    });
    const [stored] = await deps.db.update(payments).set({ providerPaymentId: remote.id, checkoutUrl: remote.checkoutUrl, updatedAt: deps.clock.now() })
      .where(eq(payments.id, payment.id)).returning();
    // A charge on a stored mandate may be final at once: bring it in now (the webhook will find nothing left to do).
    if (!remote.checkoutUrl) {
      const synced = await syncPayment(deps, stored!.id);
      return { payment: synced ?? stored!, checkoutUrl: null };
    }
    return { payment: stored!, checkoutUrl: remote.checkoutUrl };
  } catch (err) {
    if (err instanceof DomainError) throw err;
    if (!(err instanceof ProviderUnavailableError)) console.error('[payments] provider create failed', (err as Error).message);
    throw new DomainError('provider_unavailable');
  }
}


async function mandateRef(deps: Pick<AppDeps, 'db'>, mandateId: number): Promise<string | undefined> {
  const rows = await deps.db.execute(sql`select provider_mandate_id from payment_mandates where id = ${mandateId} and status = 'valid'`);
  return (rows as unknown as { rows: Array<{ provider_mandate_id: string }> }).rows[0]?.provider_mandate_id;
}
