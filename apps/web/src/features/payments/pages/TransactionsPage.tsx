import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { usePackages, usePayment, useTransaction, useTransactions } from '../api/queries';
import { PageState } from '../components/PageState';
import { PaymentResult } from '../components/PaymentResult';
import { Receipt } from '../components/Receipt';
import { TransactionList } from '../components/TransactionList';
import { usableMethods } from '../lib/methods';
import '../payments.scss';

/** /transactions (the list) and /transactions/{id} (result after the checkout with ?return=1, detail and receipt). */
export default function TransactionsPage() {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? <TransactionDetail key={id} id={id} /> : <TransactionsOverview />;
}

function TransactionsOverview() {
  const { t } = useTranslation();
  const list = useTransactions();
  return (
    <div className="container py-4 payments-page">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{t('web.payments.transactions.title')}</h1>
        <Link className="btn btn-outline-primary btn-sm" to="/credits">{t('web.payments.transactions.buy')}</Link>
      </div>
      {list.data ? <TransactionList transactions={list.data.transactions} /> : <PageState error={list.error} />}
    </div>
  );
}

function TransactionDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const isReturn = search.get('return') === '1';
  const payment = usePayment(id);
  const status = payment.data?.payment.status;
  const transaction = useTransaction(id, status);
  const packages = usePackages();
  if (!payment.data) return <PageState error={payment.error} back="/transactions" title={t('web.payments.transactions.title')} />;
  const current = payment.data.payment;
  return (
    <div className="container py-4 payments-page transaction-page">
      <nav className="d-print-none mb-2"><Link to="/transactions">‹ {t('web.payments.transactions.all')}</Link></nav>
      <h1 className="h3 mb-3 d-print-none">{isReturn ? t('web.payments.result.title') : t('web.payments.transactions.detail_title', { id })}</h1>
      {(isReturn || current.status !== 'completed') && (
        <div className="d-print-none mb-4">
          <PaymentResult payment={current} methods={usableMethods(packages.data?.methods ?? [])} />
        </div>
      )}
      {transaction.data && (
        <>
          <Receipt transaction={{ ...transaction.data.transaction, ...current }} />
          {current.status === 'completed' && (
            <div className="d-print-none mt-3 d-flex flex-wrap gap-2">
              <button type="button" className="btn btn-outline-secondary" onClick={() => window.print()}>{t('web.payments.receipt.print')}</button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
