import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ApiError } from '../../../lib/api';
import { checkoutTarget, useRepeatOrder } from '../api/mutations';
import { useRepeatOrderInfo } from '../api/queries';
import { PageState } from '../components/PageState';
import { WithdrawalConsent } from '../components/WithdrawalConsent';
import { formatMoney } from '../lib/money';
import { leaveTo } from '../lib/leave';
import { newIdempotencyKey } from '../lib/methods';
import '../payments.scss';

/**
 * /credits/repeat-order: the last bundle with the last method, in one confirmed click. One idempotency key per
 * visit of this page and the button is disabled while the order is on its way, so a double click is one order.
 */
export default function RepeatOrderPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const info = useRepeatOrderInfo();
  const order = useRepeatOrder();
  const [key] = useState(newIdempotencyKey);
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!info.data) return <PageState error={info.error} title={t('web.payments.repeat.title')} />;
  const last = info.data.last;
  if (!last) {
    return (
      <div className="container py-4">
        <h1 className="h3">{t('web.payments.repeat.title')}</h1>
        <p>{t('web.payments.repeat.none')}</p>
        <Link className="btn btn-primary" to="/credits">{t('web.payments.repeat.to_credits')}</Link>
      </div>
    );
  }
  const pack = last.package;
  const confirm = () => {
    if (busy || !consent) return;
    setBusy(true);
    order.mutate(key, {
      onSuccess: (answer) => {
        const target = checkoutTarget(answer);
        if ('external' in target) leaveTo(target.external);
        else void navigate(target.internal);
      },
      onError: () => setBusy(false),
    });
  };
  const error = order.error instanceof ApiError ? order.error.message : order.error ? t('errors.generic') : null;
  return (
    <div className="container py-4 payments-page">
      <h1 className="h3 mb-3">{t('web.payments.repeat.title')}</h1>
      <div className="card shadow-sm repeat-order mx-auto">
        <div className="card-body p-4">
          <p className="mb-3">{t('web.payments.repeat.intro')}</p>
          <dl className="order-lines mb-3">
            <dt>{t('web.payments.method.bundle')}</dt><dd>{t(`web.payments.tiers.${pack.tier}`)}</dd>
            <dt>{t('web.payments.method.credits')}</dt><dd>{pack.credits + pack.bonus_credits}</dd>
            <dt>{t('web.payments.receipt.method')}</dt><dd>{t(`web.payments.methods.${last.method}`)}</dd>
            <dt className="order-total">{t('web.payments.method.total')}</dt><dd className="order-total">{formatMoney(pack.price, pack.currency, i18n.language)}</dd>
          </dl>
          <p className="small text-body-secondary">{last.stored_mandate ? t('web.payments.repeat.mandate') : t('web.payments.repeat.checkout')}</p>
          <WithdrawalConsent checked={consent} onChange={setConsent} />
          {error && <div className="alert alert-danger mt-3 mb-0" role="alert">{error}</div>}
          <button type="button" className="btn btn-primary btn-lg w-100 mt-3" disabled={!consent || busy} onClick={confirm}>
            {busy ? t('web.payments.method.paying') : t('web.payments.repeat.confirm', { price: formatMoney(pack.price, pack.currency, i18n.language) })}
          </button>
          <p className="mt-3 mb-0 text-center"><Link to="/credits">{t('web.payments.repeat.other')}</Link></p>
        </div>
      </div>
    </div>
  );
}
