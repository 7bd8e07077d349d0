import { and, eq, sql } from 'drizzle-orm';
import { centsToAmount, currencyOf, timeBonusSecondsLeft, TIME_BONUS_CODE, WELCOME_DISCOUNT_PERCENT, WELCOME_DISCOUNT_WINDOW_SECONDS, type Discount, type PaymentMethod } from '@app/shared';
import { discountCodes, discountRedemptions, type DiscountCodeRow, type UserRow } from '../../db/schema/index.js';
import { DomainError } from '../../kernel/errors.js';
import type { DbOrTx } from '../../platform/db.js';

/** TIMEBONUS25 exists on every site (spec 9): 25 %, once per member, first purchase, 4 hours from signup. */
export async function timeBonusCode(db: DbOrTx, siteId: number): Promise<DiscountCodeRow> {
  const find = async () => (await db.select().from(discountCodes).where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.code, TIME_BONUS_CODE))))[0];
  const existing = await find();
  if (existing) return existing;
  await db.insert(discountCodes).values({
    siteId, code: TIME_BONUS_CODE, percentage: WELCOME_DISCOUNT_PERCENT, windowSecondsAfterSignup: WELCOME_DISCOUNT_WINDOW_SECONDS,
    validity: 'once_per_user', firstPurchaseOnly: true, status: 'active',
  }).onConflictDoNothing();
  return (await find())!;
}

/** Seconds until the code ends for this member: the time bonus runs from signup; other codes have a fixed expiry. */
function secondsLeft(code: DiscountCodeRow, user: UserRow, now: Date): number | null | 'expired' {
  if (code.windowSecondsAfterSignup) {
    const left = Math.floor((user.signupDate.getTime() + code.windowSecondsAfterSignup * 1000 - now.getTime()) / 1000);
    return left > 0 ? left : 'expired';
  }
  if (!code.expiresAt) return null;
  const left = Math.floor((code.expiresAt.getTime() - now.getTime()) / 1000);
  return left > 0 ? left : 'expired';
}

async function completedRedemption(db: DbOrTx, codeId: number, userId: number) {
  const [row] = await db.select({ completed: discountRedemptions.completed }).from(discountRedemptions)
    .where(and(eq(discountRedemptions.codeId, codeId), eq(discountRedemptions.userId, userId)));
  return row?.completed ?? false;
}

export interface UsableDiscount { row: DiscountCodeRow; view: Discount }

/**
 * Checks a code for a member as of `now` (spec 3/5): unknown, inactive, expired, or meant for another member,
 * country or currency -> "Code niet gevonden"; used before (once per member), or a first-purchase code for a member
 * who has paid -> "Code reeds gebruikt". Minimum order and methods are checked against the order (`forOrder`).
 */
export async function usableDiscount(db: DbOrTx, user: UserRow, country: string, code: string, now: Date): Promise<UsableDiscount> {
  const [row] = await db.select().from(discountCodes).where(and(eq(discountCodes.siteId, user.siteId), sql`upper(${discountCodes.code}) = ${code.toUpperCase()}`));
  const rowOrTimeBonus = row ?? (code.toUpperCase() === TIME_BONUS_CODE ? await timeBonusCode(db, user.siteId) : undefined);
  if (!rowOrTimeBonus || rowOrTimeBonus.status !== 'active') throw new DomainError('discount_not_found');
  const c = rowOrTimeBonus;
  if (c.userId && c.userId !== user.id) throw new DomainError('discount_not_found');
  if (c.country && c.country !== country) throw new DomainError('discount_not_found');
  if (c.currency && c.currency !== currencyOf(country)) throw new DomainError('discount_not_found');
  if (c.firstPurchaseOnly && user.paidUser) throw new DomainError('discount_used');
  if (c.validity === 'once_per_user' && await completedRedemption(db, c.id, user.id)) throw new DomainError('discount_used');
  const left = secondsLeft(c, user, now);
  if (left === 'expired') throw new DomainError('discount_not_found');
  return { row: c, view: presentDiscount(c, left, now) };
}

/** The order-dependent rules of a code: minimum order value and allowed methods. */
export function checkDiscountForOrder(d: DiscountCodeRow, order: { priceCents: number; method?: PaymentMethod }) {
  if (d.minimumOrderCents && order.priceCents < d.minimumOrderCents) throw new DomainError('discount_minimum_order', { amount: centsToAmount(d.minimumOrderCents).toFixed(2) });
  if (order.method && d.paymentMethods?.length && !d.paymentMethods.includes(order.method)) throw new DomainError('discount_method');
}

export const discountApplies = (d: DiscountCodeRow, priceCents: number) => !d.minimumOrderCents || priceCents >= d.minimumOrderCents;

function presentDiscount(c: DiscountCodeRow, left: number | null, now: Date): Discount {
  return {
    code: c.code,
    percentage: c.percentage,
    expires: left === null ? null : new Date(now.getTime() + left * 1000).toISOString(),
    seconds_left: left,
    time_bonus: c.code === TIME_BONUS_CODE,
    minimum_order_value: c.minimumOrderCents ? centsToAmount(c.minimumOrderCents) : null,
    currency: c.currency ?? null,
    paymentmethods: c.paymentMethods ?? null,
  };
}

/**
 * Spec 4: the active discount is the time bonus (while it runs), else the site's welcome discount code; none for
 * paid members (the time bonus never) and none once used.
 */
export async function activeDiscount(db: DbOrTx, user: UserRow, country: string, now: Date): Promise<UsableDiscount | null> {
  if (timeBonusSecondsLeft(user, now) !== null) {
    const found = await usableDiscount(db, user, country, TIME_BONUS_CODE, now).catch(() => null);
    if (found) return found;
  }
  const welcome = await db.select().from(discountCodes)
    .where(and(eq(discountCodes.siteId, user.siteId), eq(discountCodes.welcome, true), eq(discountCodes.status, 'active')));
  for (const w of welcome) {
    const found = await usableDiscount(db, user, country, w.code, now).catch(() => null);
    if (found) return found;
  }
  return null;
}
