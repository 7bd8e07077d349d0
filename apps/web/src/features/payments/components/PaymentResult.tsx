import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { Payment } from '@app/shared/contracts/payments';
import type { PaymentMethod } from '@app/shared/rules/payments';
import { useRefreshMember } from '../api/mutations';
import { retryMethods } from '../lib/methods';

/** Methods whose money arrives days later: the result page says so instead of "a few seconds". */
const SLOW_METHODS: readonly PaymentMethod[] = ['directdebit', 'banktransfer'];

/**
 * The outcome of a payment as the member comes back from the checkout: waiting (the query polls every 2 s),
 * success with the credits added, or "Betaling mislukt" with another method to try (PayPal first after a card).
 */
export function PaymentResult({ payment, methods }: { payment: Payment; methods: readonly PaymentMethod[] }) {
  const { t } = useTranslation();
  const refreshMember = useRefreshMember();
  const refreshed = useRef(false);
  useEffect(() => {
    if (payment.status !== 'completed' || refreshed.current) return;
    refreshed.current = true;
    refreshMember();
  }, [payment.status, refreshMember]);

  if (payment.status === 'pending') {
    return (
      <div className="alert alert-info d-flex align-items-center gap-3 payment-result" role="status" data-testid="payment-pending">
        <span className="spinner-border spinner-border-sm flex-shrink-0" aria-hidden="true" />
        <div>
          <strong className="d-block">{t('web.payments.result.pending_title')}</strong>
          {t(SLOW_METHODS.includes(payment.method) ? 'web.payments.result.pending_slow_text' : 'web.payments.result.pending_text')}
        </div>
      </div>
    );
  }
  if (payment.status === 'completed') {
    return (
      <div className="alert alert-success payment-result" role="status" data-testid="payment-completed">
        <h2 className="h5 alert-heading">{t('web.payments.result.completed_title')}</h2>
        <p className="mb-3">{t('web.payments.result.completed_text', { credits: payment.credits })}</p>
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-success" to="/members">{t('web.payments.result.to_members')}</Link>
          <Link className="btn btn-outline-success" to="/chats">{t('web.payments.result.to_chats')}</Link>
        </div>
      </div>
    );
  }
  const others = retryMethods(payment.method, methods);
  return (
    <div className="alert alert-danger payment-result" role="alert" data-testid="payment-failed">
      <h2 className="h5 alert-heading">{t('web.payments.result.failed_title')}</h2>
      <p>{t('web.payments.result.failed_text')}</p>
      {others.length > 0 && (
        <>
          <p className="mb-2 fw-semibold">{t('web.payments.result.try_other')}</p>
          <div className="d-flex flex-wrap gap-2" data-testid="retry-methods">
            {others.map((method, index) => (
              <Link key={method} className={`btn ${index === 0 ? 'btn-primary' : 'btn-outline-primary'}`} to={`/credits/${payment.package}/${method}`}>
                {t(`web.payments.methods.${method}`)}
              </Link>
            ))}
          </div>
        </>
      )}
      <p className="mt-3 mb-0"><Link className="alert-link" to={`/credits/${payment.package}/${payment.method}`}>{t('web.payments.result.try_again', { method: t(`web.payments.methods.${payment.method}`) })}</Link></p>
    </div>
  );
}
