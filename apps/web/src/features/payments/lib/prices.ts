import type { CreditPackage, Discount } from '@app/shared/contracts/payments';
import { discountedPrice, pricePerMessage } from '@app/shared/rules/payments';
import { fromCents, toCents } from './money';

export interface BundlePrice {
  /** The price before any discount. */
  list: number;
  /** What the member pays; equals `list` without a discount. */
  pay: number;
  isDiscounted: boolean;
  /** The discount's percentage when one applies to this bundle. */
  percentage: number | null;
  /** One text message in money with what the member pays. */
  perMessage: number;
  /** Credits the bundle brings in all (bonus included). */
  totalCredits: number;
}

/** Does a typed code apply to a bundle of this price (its minimum order value)? */
export const codeAppliesTo = (code: Discount, pack: CreditPackage) =>
  !code.minimum_order_value || toCents(pack.price) >= toCents(code.minimum_order_value);

/**
 * What a bundle costs: with a typed code its percentage by the shared rule (the server charges exactly this), else
 * the server's own discounted price of the active discount (time bonus or welcome code), else the list price.
 */
export function bundlePrice(pack: CreditPackage, messageCredits: number, typedCode: Discount | null, activeDiscount: Discount | null): BundlePrice {
  const totalCredits = pack.credits + pack.bonus_credits;
  const listCents = toCents(pack.price);
  if (typedCode && codeAppliesTo(typedCode, pack)) {
    const payCents = discountedPrice(listCents, typedCode.percentage);
    return {
      list: pack.price, pay: fromCents(payCents), isDiscounted: payCents < listCents, percentage: typedCode.percentage,
      perMessage: fromCents(pricePerMessage(payCents, totalCredits, messageCredits)), totalCredits,
    };
  }
  if (!typedCode && pack.discounted_price !== undefined) {
    return {
      list: pack.price, pay: pack.discounted_price, isDiscounted: pack.discounted_price < pack.price, percentage: activeDiscount?.percentage ?? null,
      perMessage: pack.price_per_message, totalCredits,
    };
  }
  return { list: pack.price, pay: pack.price, isDiscounted: false, percentage: null, perMessage: pack.price_per_message, totalCredits };
}
