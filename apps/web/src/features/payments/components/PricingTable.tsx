import { useTranslation } from '../../../lib/use-translation';
import { usePackages } from '../api/queries';
import { pricePerMessage } from '@app/shared/rules/payments';
import { formatMoney, fromCents, toCents } from '../lib/money';
import '../payments.scss';
import { countryName } from '../../../lib/display-names';

/** /pricing: the bundles of the visitor's country, live, with what one message costs in money with each (list prices). */
export function PricingTable() {
  const { t, i18n } = useTranslation();
  const { data } = usePackages();
  if (!data?.packages.length) return null;
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language);
  const country = countryName(i18n.language, data.country);
  return (
    <section className="pricing-table mx-auto bg-white rounded-3 shadow-sm p-3 p-sm-4 p-md-5 mt-4" aria-labelledby="pricing-table-title" data-testid="pricing-table">
      <h2 id="pricing-table-title" className="h4">{t('web.payments.pricing.title', { country })}</h2>
      <p className="text-body-secondary">{t('web.payments.pricing.intro', { credits: data.message_credits })}</p>
      <div className="table-responsive">
        <table className="table table-sm align-middle mb-0">
          <thead>
            <tr>
              <th scope="col">{t('web.payments.transactions.bundle')}</th>
              <th scope="col" className="text-end">{t('web.payments.pricing.credits')}</th>
              <th scope="col" className="text-end">{t('web.payments.pricing.price')}</th>
              <th scope="col" className="text-end">{t('web.payments.pricing.per_message')}</th>
            </tr>
          </thead>
          <tbody>
            {data.packages.map((p) => (
              <tr key={p.id}>
                <th scope="row">{t(`web.payments.tiers.${p.tier}`)}</th>
                <td className="text-end">
                  {p.credits + p.bonus_credits}
                  {p.bonus_credits > 0 && <div className="small text-body-secondary d-none d-sm-block">{t('web.payments.pricing.with_bonus', { credits: p.credits, bonus: p.bonus_credits })}</div>}
                </td>
                <td className="text-end text-nowrap">{money(p.price, p.currency)}</td>
                <td className="text-end text-nowrap">{money(fromCents(pricePerMessage(toCents(p.price), p.credits + p.bonus_credits, data.message_credits)), p.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="small text-body-secondary mt-3 mb-0">{t('web.payments.pricing.note')}</p>
    </section>
  );
}
