import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { directDebitBodySchema } from '@app/shared/contracts/payments';
import { normaliseIban } from '@app/shared/rules/iban';
import { Field } from '../../../components/forms/Field';
import { useFormErrors } from '../../../components/forms/use-form-errors';
import { useSiteSettings } from '../../session';
import { useSubmitDirectDebit, useVerifyDirectDebit } from '../api/mutations';
import { useDirectDebit } from '../api/queries';
import { PageState } from '../components/PageState';
import { formatMoney } from '../lib/money';
import '../payments.scss';

type Step = { name: 'form' } | { name: 'sms'; sentTo: string } | { name: 'done' };
const EMPTY = { holder: '', iban: '', street: '', house_number: '', zip: '', city: '', mobile: '' };
type FormValues = typeof EMPTY;

/** /directdebit: the mandate form (IBAN checked in the browser, consent required), then the SMS code, then done. */
export default function DirectDebitPage() {
  const { t, i18n } = useTranslation();
  const state = useDirectDebit();
  const [step, setStep] = useState<Step | null>(null);
  if (!state.data) return <PageState error={state.error} title={t('web.payments.directdebit.title')} />;
  const { account, blocked, monthly_limit: limit, used_this_month: used, currency } = state.data;
  const current: Step = step ?? (account?.verified ? { name: 'done' } : { name: 'form' });
  return (
    <div className="container py-4 payments-page">
      <div className="directdebit mx-auto">
        <h1 className="h3 mb-1">{t('web.payments.directdebit.title')}</h1>
        <p className="text-body-secondary">
          {t('web.payments.directdebit.limit', { limit: formatMoney(limit, currency, i18n.language), used: formatMoney(used, currency, i18n.language) })}
        </p>
        <ol className="dd-steps list-unstyled d-flex gap-2 mb-4" aria-label={t('web.payments.directdebit.steps')}>
          {(['form', 'sms', 'done'] as const).map((name, i) => (
            <li key={name} className={`dd-step${current.name === name ? ' is-current' : ''}`} aria-current={current.name === name ? 'step' : undefined}>
              <span className="dd-step-number">{i + 1}</span> {t(`web.payments.directdebit.step_${name}`)}
            </li>
          ))}
        </ol>
        {blocked ? (
          <div className="alert alert-warning" role="alert">{t('errors.direct_debit_blocked')}</div>
        ) : current.name === 'form' ? (
          <MandateForm onSent={(sentTo) => setStep({ name: 'sms', sentTo })} />
        ) : current.name === 'sms' ? (
          <SmsStep sentTo={current.sentTo} onVerified={() => setStep({ name: 'done' })} onBack={() => setStep({ name: 'form' })} />
        ) : (
          <div className="card shadow-sm" data-testid="directdebit-done">
            <div className="card-body p-4">
              <h2 className="h5 text-success">{t('web.payments.directdebit.done_title')}</h2>
              <p>{t('web.payments.directdebit.done_text')}</p>
              {account && (
                <dl className="order-lines">
                  <dt>{t('web.payments.directdebit.holder')}</dt><dd>{account.holder}</dd>
                  <dt>{t('web.payments.directdebit.iban')}</dt><dd className="text-nowrap">{account.iban}</dd>
                </dl>
              )}
              <div className="d-flex flex-wrap gap-2">
                <Link className="btn btn-primary" to="/credits">{t('web.payments.directdebit.to_credits')}</Link>
                <button type="button" className="btn btn-outline-secondary" onClick={() => setStep({ name: 'form' })}>{t('web.payments.directdebit.change')}</button>
              </div>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

function MandateForm({ onSent }: { onSent: (sentTo: string) => void }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [consent, setConsent] = useState(false);
  const { errors, validate, fromServer } = useFormErrors();
  const [ibanError, setIbanError] = useState<string | null>(null);
  const submit = useSubmitDirectDebit();
  const set = (field: keyof FormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate(directDebitBodySchema, { ...values, consent: consent || undefined });
    const ibanOk = Boolean(normaliseIban(values.iban));
    setIbanError(ibanOk ? null : t('errors.iban_invalid'));
    if (!body || !ibanOk) return;
    submit.mutate({ ...body, consent: true }, { onSuccess: (answer) => onSent(answer.sms_sent_to), onError: fromServer });
  };
  const error = (field: string) => (field === 'iban' ? errors.fields.iban ?? ibanError : errors.fields[field]) ?? undefined;
  return (
    <form className="card shadow-sm" onSubmit={onSubmit} noValidate data-testid="directdebit-form">
      <div className="card-body p-4">
        <p className="small text-body-secondary">{t('web.payments.directdebit.intro')}</p>
        {errors.form && <div className="alert alert-danger" role="alert">{errors.form}</div>}
        <Field label={t('web.payments.directdebit.holder')} value={values.holder} onChange={set('holder')} error={error('holder')} autoComplete="name" required />
        <Field label={t('web.payments.directdebit.iban')} value={values.iban} onChange={set('iban')} error={error('iban')} autoComplete="off"
          spellCheck={false} placeholder="NL00 BANK 0123 4567 89" onBlur={() => values.iban && setIbanError(normaliseIban(values.iban) ? null : t('errors.iban_invalid'))} required />
        <div className="row g-2">
          <Field className="col-8" label={t('web.payments.directdebit.street')} value={values.street} onChange={set('street')} error={error('street')} autoComplete="address-line1" required />
          <Field className="col-4" label={t('web.payments.directdebit.house_number')} value={values.house_number} onChange={set('house_number')} error={error('house_number')} required />
        </div>
        <div className="row g-2">
          <Field className="col-5" label={t('web.payments.directdebit.zip')} value={values.zip} onChange={set('zip')} error={error('zip')} autoComplete="postal-code" required />
          <Field className="col-7" label={t('web.payments.directdebit.city')} value={values.city} onChange={set('city')} error={error('city')} autoComplete="address-level2" required />
        </div>
        <Field label={t('web.payments.directdebit.mobile')} type="tel" value={values.mobile} onChange={set('mobile')} error={error('mobile')}
          autoComplete="tel" hint={t('web.payments.directdebit.mobile_hint')} required />
        <div className="form-check mb-3">
          <input className={`form-check-input${errors.fields.consent ? ' is-invalid' : ''}`} type="checkbox" id="dd-consent" checked={consent}
            onChange={(e) => setConsent(e.target.checked)} aria-invalid={errors.fields.consent ? true : undefined}
            aria-describedby={errors.fields.consent ? 'dd-consent-error' : undefined} required />
          <label className="form-check-label" htmlFor="dd-consent">{t('web.payments.directdebit.consent', { site: settings.name })}</label>
          {errors.fields.consent && <div id="dd-consent-error" className="invalid-feedback d-block">{errors.fields.consent}</div>}
        </div>
        <button type="submit" className="btn btn-primary w-100" disabled={submit.isPending}>
          {submit.isPending ? t('web.payments.directdebit.sending') : t('web.payments.directdebit.send_code')}
        </button>
      </div>
    </form>
  );
}

function SmsStep({ sentTo, onVerified, onBack }: { sentTo: string; onVerified: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const verify = useVerifyDirectDebit();
  const { errors, fromServer } = useFormErrors();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(code.trim(), { onSuccess: onVerified, onError: fromServer });
  };
  return (
    <form className="card shadow-sm" onSubmit={onSubmit} noValidate data-testid="directdebit-sms">
      <div className="card-body p-4">
        <p>{t('web.payments.directdebit.sms_sent', { mobile: sentTo })}</p>
        {errors.form && <div className="alert alert-danger" role="alert">{errors.form}</div>}
        <Field label={t('web.payments.directdebit.code')} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          error={errors.fields.code} inputMode="numeric" autoComplete="one-time-code" className="sms-code" required />
        <button type="submit" className="btn btn-primary w-100" disabled={verify.isPending || code.length !== 6}>{t('web.payments.directdebit.verify')}</button>
        <button type="button" className="btn btn-link w-100 mt-2" onClick={onBack}>{t('web.payments.directdebit.resend')}</button>
      </div>
    </form>
  );
}
