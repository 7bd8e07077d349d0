import { centsToAmount, vatIncluded, type Payment } from '@app/shared';
import type { PaymentRow } from '../../db/schema/index.js';
import type { SiteWithCompany } from '../../kernel/deps.js';

export function presentPayment(p: PaymentRow): Payment {
  return {
    id: p.id,
    status: p.status,
    reversal: p.reversal,
    package: p.packageId,
    tier: p.tier,
    method: p.method,
    amount: centsToAmount(p.amountCents),
    list_price: centsToAmount(p.listPriceCents),
    discount_code: p.discountCode,
    discount_percentage: p.discountPercentage,
    currency: p.currency,
    credits: p.credits,
    created_at: p.createdAt.toISOString(),
    completed_at: p.completedAt?.toISOString() ?? null,
  };
}

export function presentReceipt(p: PaymentRow, site: SiteWithCompany) {
  const vat = vatIncluded(p.amountCents, p.country);
  const c = site.company;
  return {
    company: { name: c.name, address: c.address, city: c.city, country: c.country, kvk: c.kvk, vat_numbers: c.vatNumbers },
    site: site.name,
    vat_rate: vat.rate,
    vat: centsToAmount(vat.vatCents),
    net: centsToAmount(vat.netCents),
    withdrawal_consent_at: p.withdrawalConsentAt.toISOString(),
  };
}
