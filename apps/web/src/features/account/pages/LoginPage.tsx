import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginBodySchema } from '@app/shared/contracts/accounts';
import { Field } from '../../../components/ui/Field';
import { useLogin } from '../../session/api/queries';
import { useFormErrors } from '../hooks/use-form-errors';
import { useSignupModal } from '../signup/SignupModalProvider';
import { AuthCard } from '../components/AuthCard';

/** Only a path on this site: a crafted ?redirect= cannot send a member elsewhere. */
export const safeRedirect = (value: string | null) => (value && /^\/(?!\/)/.test(value) ? value : '/members');

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signupModal = useSignupModal();
  const login = useLogin();
  const { errors, validate, fromServer } = useFormErrors();
  const [form, setForm] = useState({ email: '', password: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate(loginBodySchema, form);
    if (!body) return;
    login.mutate(body, { onSuccess: () => void navigate(safeRedirect(params.get('redirect')), { replace: true }), onError: fromServer });
  };
  return (
    <AuthCard title={t('web.login.title')}>
      <form onSubmit={submit} noValidate>
        {errors.form && <div className="alert alert-danger" role="alert">{errors.form}</div>}
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
