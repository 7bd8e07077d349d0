import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { CreditPackage } from '@app/shared/contracts/payments';
import type { BundlePrice } from '../lib/prices';
import { formatMoney } from '../lib/money';
import { Price } from './Price';

/** One credit bundle: credits and bonus, price (with the list price struck through), price per message, a choose link. */
export function PackageCard({ pack, price, to }: { pack: CreditPackage; price: BundlePrice; to: string }) {
  const { t, i18n } = useTranslation();
  const popular = pack.tier === 'p2';
  return (
    <div className="col" data-testid="package-card">
      <div className={`card package-card package-${pack.tier} h-100 ${popular ? 'is-popular' : ''}`}>
        {popular && <span className="package-ribbon badge bg-secondary">{t('web.payments.package.popular')}</span>}
        <div className="card-body d-flex flex-column text-center">
          <h2 className="h6 text-uppercase text-body-secondary mb-2">{t(`web.payments.tiers.${pack.tier}`)}</h2>
          <p className="package-credits mb-0"><strong>{pack.credits}</strong> {t('web.payments.package.credits')}</p>
          <p className="package-bonus mb-2">
            {pack.bonus_credits > 0
              ? <span className="badge rounded-pill text-bg-success">{t('web.payments.package.bonus', { bonus: pack.bonus_credits })}</span>
              : <span className="invisible">&nbsp;</span>}
          </p>
          {price.isDiscounted && price.percentage !== null && (
            <p className="mb-1"><span className="badge text-bg-danger">{t('web.payments.package.off', { percentage: price.percentage })}</span></p>
          )}
          <p className="package-price h4 mb-1"><Price price={price} currency={pack.currency} /></p>
          <p className="small text-body-secondary mb-3">
            {t('web.payments.package.per_message', { price: formatMoney(price.perMessage, pack.currency, i18n.language) })}
          </p>
          <Link className={`btn ${popular ? 'btn-primary' : 'btn-outline-primary'} mt-auto stretched-link`} to={to}
            aria-label={t('web.payments.package.choose_label', { credits: price.totalCredits, price: formatMoney(price.pay, pack.currency, i18n.language) })}>
            {t('web.payments.package.choose')}
          </Link>
        </div>
      </div>
    </div>
  );
}
