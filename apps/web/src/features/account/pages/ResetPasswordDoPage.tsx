import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { passwordResetBodySchema } from '@app/shared/contracts/accounts';
import { Field } from '../../../components/forms/Field';
import { useFormErrors } from '../../../components/forms/use-form-errors';
import { useResetPassword } from '../api/mutations';
import { AuthCard } from '../components/AuthCard';

/** /reset-password/do?token=…: the form behind the link in the reset mail. */
export default function ResetPasswordDoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form, setForm] = useState({ password: '', password_repeat: '' });
  const { errors, validate, fromServer } = useFormErrors();
  const reset = useResetPassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate(passwordResetBodySchema, { token, ...form });
    if (body) reset.mutate(body, { onError: fromServer });
  };
  if (reset.isSuccess) {
    return (
      <AuthCard title={t('web.reset.do_title')}>
        <p role="status">{t('web.reset.done')}</p>
        <Link className="btn btn-primary" to="/login">{t('web.nav.login')}</Link>
      </AuthCard>
    );
  }
  const linkProblem = errors.fields.token ?? (!token ? t('errors.link_invalid') : null);
  return (
    <AuthCard title={t('web.reset.do_title')}>
      {(linkProblem || errors.form) && (
        <div className="alert alert-danger" role="alert">
          {linkProblem ?? errors.form} {linkProblem && <Link to="/reset-password">{t('web.reset.request_new')}</Link>}
        </div>
      )}
      <form onSubmit={submit} noValidate>
        <Field label={t('web.reset.new_password')} type="password" name="password" autoComplete="new-password" required value={form.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })} error={errors.fields.password} />
        <Field label={t('web.reset.repeat_password')} type="password" name="password_repeat" autoComplete="new-password" required
          value={form.password_repeat} onChange={(e) => setForm({ ...form, password_repeat: e.target.value })} error={errors.fields.password_repeat} />
        <button type="submit" className="btn btn-primary w-100" disabled={reset.isPending || !token}>{t('web.reset.do_submit')}</button>
      </form>
    </AuthCard>
  );
}
