import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { loginBodySchema } from '@app/shared/contracts/accounts';
import { Field } from '../../../components/forms/Field';
import { useFormErrors } from '../../../components/forms/use-form-errors';
import { useLogin, useSession } from '../../session';
import { useSignupModal } from '../signup/SignupModalProvider';
import { AuthCard } from '../components/AuthCard';
import { safeRedirect } from '../safe-redirect';

export { safeRedirect };

/**
 * /login. A logged-in member (also one who just logged in here) is sent on to ?redirect= when it is a safe path on
 * this site, else to /members. That follows from the session itself, not from the login call's callback, which
 * would never run once the page had been left.
 */
export default function LoginPage() {
  const { isLoggedIn } = useSession();
  const [params] = useSearchParams();
  if (isLoggedIn) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <LoginForm />;
}

function LoginForm() {
  const { t } = useTranslation();
  const signupModal = useSignupModal();
  const login = useLogin();
  const { errors, validate, fromServer } = useFormErrors();
  const [form, setForm] = useState({ email: '', password: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate(loginBodySchema, form);
    if (!body) return;
    login.mutate(body, { onError: fromServer });
  };
  return (
    <AuthCard title={t('web.login.title')}>
      <form onSubmit={submit} noValidate>
        {errors.form && (
          <div className="alert alert-danger" role="alert">
            {errors.form}
            {/* e.g. a banned account: the page that explains the ban. */}
            {errors.link && <> <Link to={errors.link} className="alert-link">{t('web.login.error_link')}</Link></>}
          </div>
        )}
        <Field label={t('web.login.email')} type="email" name="email" autoComplete="username" required value={form.email}
          onChange={(e) => setForm({ ...form, email: e.target.value })} error={errors.fields.email} />
        <Field label={t('web.login.password')} type="password" name="password" autoComplete="current-password" required value={form.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })} error={errors.fields.password} />
        <button type="submit" className="btn btn-primary w-100 btn-lg" disabled={login.isPending}>{t('web.login.submit')}</button>
      </form>
      <div className="d-flex flex-wrap justify-content-between gap-2 mt-3">
        <Link to="/reset-password">{t('web.login.forgot')}</Link>
        <button type="button" className="btn btn-link p-0" onClick={signupModal.open}>{t('web.login.no_account')}</button>
      </div>
    </AuthCard>
  );
}
