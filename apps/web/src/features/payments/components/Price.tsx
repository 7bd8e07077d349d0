import { useTranslation } from '../../../lib/use-translation';
import type { BundlePrice } from '../lib/prices';
import { formatMoney } from '../lib/money';

/** The price to pay, with the struck-through list price beside it when a discount applies. */
export function Price({ price, currency, className = '' }: { price: BundlePrice; currency: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  if (!price.isDiscounted) return <span className={`price ${className}`}>{money(price.pay)}</span>;
  return (
    <span className={`price ${className}`}>
      <del className="price-list text-body-secondary me-2">
        <span className="visually-hidden">{t('web.payments.price.was')} </span>{money(price.list)}
      </del>
      <ins className="price-now text-decoration-none">
        <span className="visually-hidden">{t('web.payments.price.now')} </span>{money(price.pay)}
      </ins>
    </span>
  );
}
