import { and, asc, eq } from 'drizzle-orm';
import { COUNTRY_CURRENCY, currencyOf, PACKAGE_TIERS, type CreditPackage } from '@app/shared';
import { centsToAmount, discountedPrice, pricePerMessage } from '@app/shared';
import { creditPackages, type CreditPackageRow } from '../../db/schema/index.js';
import type { SiteWithCompany } from '../../kernel/deps.js';
import type { DbOrTx } from '../../platform/db.js';

/**
 * Whose prices a buyer sees: the member's profile country, else the visitor's country, if the site sells there;
 * otherwise the site's first country.
 */
export function buyerCountry(site: SiteWithCompany, ...candidates: Array<string | null | undefined>): string {
  for (const c of candidates) if (c && site.countries.includes(c.toUpperCase())) return c.toUpperCase();
  return site.countries[0] ?? 'NL';
}

export async function packagesFor(db: DbOrTx, siteId: number, country: string): Promise<CreditPackageRow[]> {
  const rows = await db.select().from(creditPackages)
    .where(and(eq(creditPackages.siteId, siteId), eq(creditPackages.country, country), eq(creditPackages.active, true)))
    .orderBy(asc(creditPackages.priceCents));
  return rows;
}

export function presentPackage(row: CreditPackageRow, messageCredits: number, discountPercentage: number | null): CreditPackage {
  const credits = row.credits + row.bonusCredits;
  return {
    id: row.id,
    tier: row.tier,
    credits: row.credits,
    bonus_credits: row.bonusCredits,
    price: centsToAmount(row.priceCents),
    currency: row.currency,
    // What one message costs with what the member actually pays.
    price_per_message: centsToAmount(pricePerMessage(discountPercentage ? discountedPrice(row.priceCents, discountPercentage) : row.priceCents, credits, messageCredits)),
    ...(discountPercentage ? { discounted_price: centsToAmount(discountedPrice(row.priceCents, discountPercentage)) } : {}),
  };
}

/** Euro list prices of the four tiers (credits, bonus, cents); other currencies by a rounded rate, ending in .99. */
const EURO_TIERS: Array<[number, number, number]> = [[150, 0, 1499], [350, 50, 2999], [650, 150, 4999], [1250, 350, 8999]];
const RATE: Record<string, number> = { EUR: 1, GBP: 0.86, USD: 1.1, CHF: 0.95, PLN: 4.3, SEK: 11.5, NOK: 11.7, DKK: 7.46, CAD: 1.5, AUD: 1.65, NZD: 1.8 };

export function standardPackages(country: string): Array<typeof creditPackages.$inferInsert> {
  const currency = currencyOf(country);
  return PACKAGE_TIERS.map((tier, i) => {
    const [credits, bonusCredits, euroCents] = EURO_TIERS[i]!;
    const priceCents = currency === 'EUR' ? euroCents : Math.ceil((euroCents * RATE[currency]!) / 100) * 100 - 1;
    return { siteId: 0, country, currency, tier, credits, bonusCredits, priceCents };
  });
}

/** The demo seed and tests: the four bundles for every country of the site (idempotent). */
export async function seedPackages(db: DbOrTx, site: { id: number; countries: string[] }) {
  const countries = site.countries.filter((c) => COUNTRY_CURRENCY[c]);
  for (const country of countries) {
    const existing = await packagesFor(db, site.id, country);
    if (existing.length) continue;
    await db.insert(creditPackages).values(standardPackages(country).map((p) => ({ ...p, siteId: site.id })));
  }
}
