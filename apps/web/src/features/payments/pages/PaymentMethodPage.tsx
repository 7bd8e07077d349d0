import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { PaymentMethod } from '@app/shared/rules/payments';
import { ApiError } from '../../../lib/api';
import { useSession, useSiteSettings } from '../../session';
import { checkoutTarget, useCreatePayment } from '../api/mutations';
import { useDirectDebit, useDiscountCode, usePackages } from '../api/queries';
import { MethodList } from '../components/MethodList';
import { PageState } from '../components/PageState';
import { Price } from '../components/Price';
import { WithdrawalConsent } from '../components/WithdrawalConsent';
import { formatMoney } from '../lib/money';
import { leaveTo } from '../lib/leave';
import { newIdempotencyKey, usableMethods } from '../lib/methods';
import { bundlePrice } from '../lib/prices';
import { useDiscountParam } from '../lib/use-discount-param';
import '../payments.scss';

/**
 * /credits/{id}/{paymentmethod?}: the method, then what is bought (price, discount, credits, cost per message, the
 * site's fictional-profile warning) and the withdrawal consent, which must be ticked before the pay button works.
 */
export default function PaymentMethodPage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const { user } = useSession();
  const packages = usePackages();
  const { code, search } = useDiscountParam();
  const typed = useDiscountCode(code);
  const [consent, setConsent] = useState(false);
  const pay = useCreatePayment();
  const [leaving, setLeaving] = useState(false);
  // One key per order attempt (bundle, method, code): a retry after a lost answer is the same order on the server.
  const attempt = useRef<{ of: string; key: string } | null>(null);

  const id = Number(params.id);
  const pack = packages.data?.packages.find((p) => p.id === id);
  const methods = usableMethods(packages.data?.methods ?? []);
  const method = (methods as string[]).includes(params.paymentmethod ?? '') ? params.paymentmethod as PaymentMethod : null;
  const directDebit = useDirectDebit(method === 'directdebit');

  if (!packages.data) return <PageState error={packages.error} title={t('web.payments.method.title')} />;
  if (!pack) {
    return (
      <div className="container py-4">
        <h1 className="h3 mb-3">{t('web.payments.method.title')}</h1>
        <div className="alert alert-warning">{t('web.payments.method.unknown_package')}</div>
        <Link to="/credits">{t('web.payments.back')}</Link>
      </div>
    );
  }
  const typedDiscount = typed.data?.discount ?? null;
  const price = bundlePrice(pack, packages.data.message_credits, typedDiscount, packages.data.discount);
  const unavailable = typedDiscount?.paymentmethods?.length ? methods.filter((m) => !typedDiscount.paymentmethods!.includes(m)) : [];
  const money = (amount: number) => formatMoney(amount, pack.currency, i18n.language);
  const dd = directDebit.data;
  const ddProblem = method !== 'directdebit' ? null : !dd ? 'loading' : dd.blocked ? 'blocked' : !dd.account?.verified ? 'unverified' : null;
  const canPay = Boolean(method) && consent && !ddProblem && !unavailable.includes(method!) && !pay.isPending && !leaving;

  const submit = () => {
    if (!method || !canPay) return;
    const of = `${pack.id}|${method}|${typedDiscount?.code ?? ''}`;
    if (attempt.current?.of !== of) attempt.current = { of, key: newIdempotencyKey() };
    pay.mutate({
      package: pack.id, method, withdrawal_consent: true, idempotency_key: attempt.current.key,
      ...(typedDiscount ? { discount_code: typedDiscount.code } : {}),
    }, {
      onSuccess: (answer) => {
        setLeaving(true);
        const target = checkoutTarget(answer);
        if ('external' in target) leaveTo(target.external);
        else void navigate(target.internal);
      },
    });
  };
  const payError = pay.error instanceof ApiError ? pay.error : null;

  return (
    <div className="container py-4 payments-page">
      <p className="mb-2"><Link to={`/credits${search}`}>‹ {t('web.payments.method.other_bundle')}</Link></p>
      <h1 className="h3 mb-3">{t('web.payments.method.title')}</h1>
      <div className="row g-4">
        <section className="col-12 col-lg-6" aria-labelledby="methods-title">
          <h2 id="methods-title" className="h5">{t('web.payments.method.choose')}</h2>
          <MethodList packageId={pack.id} methods={methods} selected={method} search={search} unavailable={unavailable} />
          {method === 'directdebit' && ddProblem === 'unverified' && (
            <div className="alert alert-info mt-3 mb-0" data-testid="directdebit-setup">
              {t('web.payments.method.directdebit_setup')} <Link to="/directdebit">{t('web.payments.method.directdebit_link')}</Link>
            </div>
          )}
          {method === 'directdebit' && ddProblem === 'blocked' && (
            <div className="alert alert-warning mt-3 mb-0">{t('errors.direct_debit_blocked')}</div>
          )}
        </section>
        <section className="col-12 col-lg-6" aria-labelledby="order-title">
          <div className="card order-summary shadow-sm">
            <div className="card-body">
              <h2 id="order-title" className="h5">{t('web.payments.method.summary')}</h2>
              <dl className="order-lines mb-3">
                <dt>{t('web.payments.method.bundle')}</dt><dd>{t(`web.payments.tiers.${pack.tier}`)}</dd>
                <dt>{t('web.payments.method.credits')}</dt>
                <dd>{pack.bonus_credits ? t('web.payments.method.credits_bonus', { credits: pack.credits, bonus: pack.bonus_credits, total: price.totalCredits }) : pack.credits}</dd>
                {price.isDiscounted && (
                  <>
                    <dt>{t('web.payments.method.discount')}</dt>
                    <dd data-testid="order-discount">{price.percentage !== null ? `${price.percentage}% · ` : ''}−{money(price.list - price.pay)}</dd>
                  </>
                )}
                <dt>{t('web.payments.method.per_message')}</dt><dd>{money(price.perMessage)}</dd>
                <dt className="order-total">{t('web.payments.method.total')}</dt>
                <dd className="order-total" data-testid="order-total"><Price price={price} currency={pack.currency} /></dd>
              </dl>
              {settings.fictional_warning && (
                <p className="alert alert-secondary small" data-testid="fictional-warning">{settings.fictional_warning}</p>
              )}
              <WithdrawalConsent checked={consent} onChange={setConsent} />
              {payError && (
                <div className="alert alert-danger mt-3 mb-0" role="alert">
                  {payError.message || t('errors.generic')}
                  {payError.body.link && <> <Link to={payError.body.link}>{t('web.payments.more')}</Link></>}
                </div>
              )}
              {pay.error && !payError && <div className="alert alert-danger mt-3 mb-0" role="alert">{t('errors.generic')}</div>}
              <button type="button" className="btn btn-primary btn-lg w-100 mt-3" disabled={!canPay} onClick={submit}>
                {pay.isPending || leaving ? t('web.payments.method.paying') : t('web.payments.method.pay', { price: money(price.pay) })}
              </button>
              {!method && <p className="small text-body-secondary mt-2 mb-0">{t('web.payments.method.pick_first')}</p>}
              {method && !consent && <p className="small text-body-secondary mt-2 mb-0">{t('web.payments.method.consent_first')}</p>}
              {user && <p className="small text-body-secondary mt-2 mb-0">{t('web.payments.credits.balance', { credits: user.credits })}</p>}
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}
