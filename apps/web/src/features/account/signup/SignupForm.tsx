import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signupBodySchema } from '@app/shared/contracts/accounts';
import { MIN_AGE } from '@app/shared/constants';
import { Field } from '../../../components/forms/Field';
import { useFormErrors } from '../../../components/forms/use-form-errors';
import { storedTracking } from '../../../lib/tracking';
import { useSignup } from '../api/mutations';
import type { SignupState } from './signup-state';

const latestBirthDate = () => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - MIN_AGE);
  return d.toISOString().slice(0, 10);
};

/** The signup modal's account step: e-mail, profile name, password and date of birth. */
export function SignupForm({ state, onState, onLogin }: { state: SignupState; onState: (s: SignupState) => void; onLogin: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ email: '', name: '', password: '', date_of_birth: '' });
  const { errors, validate, fromServer } = useFormErrors();
  const signup = useSignup();
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: event.target.value }));
    if (state.step === 'idle') onState({ step: 'started' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tracking = storedTracking();
    const body = validate(signupBodySchema, { ...form, ...(tracking ? { tracking } : {}) });
    if (!body) return;
    onState({ step: 'submitting' });
    signup.mutate(body, {
      onSuccess: ({ user }) => onState({ step: 'complete', email: user.email }),
      onError: (error) => { fromServer(error); onState({ step: 'started' }); },
    });
  };
  const suggestion = errors.suggestion?.field === 'email' ? errors.suggestion.value : null;
  return (
    <form onSubmit={submit} noValidate>
      {errors.form && <div className="alert alert-danger" role="alert">{errors.form}</div>}
      <Field label={t('web.signup.email')} type="email" name="email" autoComplete="email" required value={form.email} onChange={set('email')}
        error={errors.fields.email && (
          <>
            {errors.fields.email}{' '}
            {suggestion && (
              <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => setForm((f) => ({ ...f, email: suggestion }))}>
                {t('errors.did_you_mean', { suggestion })}
              </button>
            )}
            {errors.link && <Link to={errors.link} onClick={onLogin}>{t('errors.email_taken_login')}</Link>}
          </>
        )} />
      <Field label={t('web.signup.name')} name="name" autoComplete="nickname" required value={form.name} onChange={set('name')} error={errors.fields.name} />
      <Field label={t('web.signup.password')} type="password" name="password" autoComplete="new-password" required value={form.password}
        onChange={set('password')} error={errors.fields.password} />
      <Field label={t('web.signup.date_of_birth')} type="date" name="date_of_birth" autoComplete="bday" required max={latestBirthDate()}
        value={form.date_of_birth} onChange={set('date_of_birth')} error={errors.fields.date_of_birth}
        hint={t('web.signup.date_of_birth_hint', { min_age: MIN_AGE })} />
      <p className="small text-body-secondary">
        {t('web.signup.consent_before')} <Link to="/pages/terms" onClick={onLogin}>{t('web.footer.links.terms')}</Link>{' '}
        {t('web.signup.consent_and')} <Link to="/pages/privacy" onClick={onLogin}>{t('web.footer.links.privacy')}</Link>.
      </p>
      <button type="submit" className="btn btn-primary w-100 btn-lg" disabled={state.step === 'submitting'}>
        {state.step === 'submitting' ? t('web.signup.submitting') : t('web.signup.submit')}
      </button>
      <p className="text-center mt-3 mb-0">
        {t('web.signup.have_account')} <Link to="/login" onClick={onLogin}>{t('web.nav.login')}</Link>
      </p>
    </form>
  );
}
