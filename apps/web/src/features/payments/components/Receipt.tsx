import { useTranslation } from '../../../lib/use-translation';
import type { Transaction } from '../api/queries';
import { formatDate, formatMoney } from '../lib/money';
import { countryName } from '../../../lib/display-names';

/**
 * The printable receipt of a paid order: seller, what was bought, VAT and the withdrawal consent recorded with it.
 * An order that was not paid is shown as an order, without seller and VAT: nothing was sold.
 */
export function Receipt({ transaction }: { transaction: Transaction }) {
  const { t, i18n } = useTranslation();
  const { receipt } = transaction;
  const isPaid = transaction.status === 'completed';
  const money = (amount: number) => formatMoney(amount, transaction.currency, i18n.language);
  const country = countryName(i18n.language, receipt.company.country);
  return (
    <article className="receipt card shadow-sm" aria-labelledby="receipt-title" data-testid="receipt">
      <div className="card-body p-4">
        <div className="d-flex flex-wrap justify-content-between gap-3 mb-4">
          <div>
            <h2 id="receipt-title" className="h5 mb-1">{t(isPaid ? 'web.payments.receipt.title' : 'web.payments.receipt.order_title', { id: transaction.id })}</h2>
            <p className="text-body-secondary mb-0">{receipt.site}</p>
          </div>
          {isPaid && <address className="small mb-0 text-sm-end">
            <strong>{receipt.company.name}</strong><br />
            {receipt.company.address}<br />
            {receipt.company.city}, {country}<br />
            {t('web.payments.receipt.kvk', { kvk: receipt.company.kvk })}
            {receipt.company.vat_numbers.length > 0 && <><br />{t('web.payments.receipt.vat_number', { numbers: receipt.company.vat_numbers.join(', ') })}</>}
          </address>}
        </div>
        <dl className="receipt-lines mb-0">
          <dt>{t('web.payments.receipt.date')}</dt><dd>{formatDate(transaction.completed_at ?? transaction.created_at, i18n.language, true)}</dd>
          <dt>{t('web.payments.receipt.item')}</dt><dd>{t('web.payments.receipt.item_text', { tier: t(`web.payments.tiers.${transaction.tier}`), credits: transaction.credits })}</dd>
          <dt>{t('web.payments.receipt.method')}</dt><dd>{t(`web.payments.methods.${transaction.method}`)}</dd>
          <dt>{t('web.payments.receipt.status')}</dt><dd>{t(`web.payments.status.${transaction.status}`)}{transaction.reversal ? ` · ${t(`web.payments.reversal.${transaction.reversal}`)}` : ''}</dd>
          {transaction.discount_code && (
            <>
              <dt>{t('web.payments.receipt.list_price')}</dt><dd>{money(transaction.list_price)}</dd>
              <dt>{t('web.payments.receipt.discount', { code: transaction.discount_code })}</dt>
              <dd>{transaction.discount_percentage !== null ? `${transaction.discount_percentage}% · ` : ''}−{money(transaction.list_price - transaction.amount)}</dd>
            </>
          )}
          {isPaid && (
            <>
              <dt>{t('web.payments.receipt.net')}</dt><dd>{money(receipt.net)}</dd>
              <dt>{t('web.payments.receipt.vat', { rate: receipt.vat_rate })}</dt><dd>{money(receipt.vat)}</dd>
            </>
          )}
          <dt className="receipt-total">{t('web.payments.receipt.total')}</dt><dd className="receipt-total">{money(transaction.amount)}</dd>
        </dl>
        {isPaid && (
          <p className="small text-body-secondary mt-4 mb-0">
            {t('web.payments.receipt.consent', { date: formatDate(receipt.withdrawal_consent_at, i18n.language, true) })}
          </p>
        )}
      </div>
    </article>
  );
}
