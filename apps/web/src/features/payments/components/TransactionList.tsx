import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { Payment } from '@app/shared/contracts/payments';
import { formatDate, formatMoney } from '../lib/money';

const STATUS_BADGE: Record<Payment['status'], string> = {
  completed: 'text-bg-success', pending: 'text-bg-info', failed: 'text-bg-danger', cancelled: 'text-bg-secondary',
};

export function StatusBadge({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${payment.reversal ? 'text-bg-warning' : STATUS_BADGE[payment.status]}`}>
      {payment.reversal ? t(`web.payments.reversal.${payment.reversal}`) : t(`web.payments.status.${payment.status}`)}
    </span>
  );
}

/** The member's orders: date, bundle, method, amount, status and credits; each row opens its detail and receipt. */
export function TransactionList({ transactions }: { transactions: Payment[] }) {
  const { t, i18n } = useTranslation();
  if (!transactions.length) {
    return (
      <div className="text-center py-5">
        <p className="text-body-secondary">{t('web.payments.transactions.empty')}</p>
        <Link className="btn btn-primary" to="/credits">{t('web.payments.transactions.buy')}</Link>
      </div>
    );
  }
  return (
    <>
      {/* A phone gets one block per order; wider screens the table. */}
      <div className="list-group shadow-sm d-md-none">
        {transactions.map((p) => (
          <Link key={p.id} to={`/transactions/${p.id}`} className="list-group-item list-group-item-action transaction-item" data-testid="transaction-item">
            <div className="d-flex justify-content-between align-items-center gap-2">
              <span className="fw-semibold">{formatDate(p.created_at, i18n.language)}</span>
              <StatusBadge payment={p} />
            </div>
            <div className="d-flex justify-content-between gap-2 small text-body-secondary mt-1">
              <span>{t(`web.payments.tiers.${p.tier}`)} · {t(`web.payments.methods.${p.method}`)}</span>
              <span className="text-nowrap">
                {formatMoney(p.amount, p.currency, i18n.language)}
                {p.status === 'completed' && <> · {t('web.payments.transactions.credits_count', { credits: p.credits })}</>}
              </span>
            </div>
          </Link>
        ))}
      </div>
    <div className="table-responsive bg-white rounded-3 shadow-sm d-none d-md-block">
      <table className="table table-hover align-middle mb-0 transactions-table">
        <thead>
          <tr>
            <th scope="col">{t('web.payments.transactions.date')}</th>
            <th scope="col">{t('web.payments.transactions.bundle')}</th>
            <th scope="col">{t('web.payments.transactions.method')}</th>
            <th scope="col" className="text-end">{t('web.payments.transactions.amount')}</th>
            <th scope="col">{t('web.payments.transactions.status')}</th>
            <th scope="col" className="text-end">{t('web.payments.transactions.credits')}</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((p) => (
            <tr key={p.id} data-testid="transaction-row">
              <td className="text-nowrap"><Link to={`/transactions/${p.id}`}>{formatDate(p.created_at, i18n.language)}</Link></td>
              <td>{t(`web.payments.tiers.${p.tier}`)}</td>
              <td>{t(`web.payments.methods.${p.method}`)}</td>
              <td className="text-end text-nowrap">{formatMoney(p.amount, p.currency, i18n.language)}</td>
              <td><StatusBadge payment={p} /></td>
              <td className="text-end">{p.status === 'completed' ? p.credits : <span className="text-body-secondary">–</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    </>
  );
}
