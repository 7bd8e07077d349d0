import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { passwordResetRequestBodySchema } from '@app/shared/contracts/accounts';
import { Field } from '../../../components/forms/Field';
import { useFormErrors } from '../../../components/forms/use-form-errors';
import { useRequestPasswordReset } from '../api/mutations';
import { AuthCard } from '../components/AuthCard';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const { errors, validate, fromServer } = useFormErrors();
  const request = useRequestPasswordReset();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate(passwordResetRequestBodySchema, { email });
    if (body) request.mutate(body, { onError: fromServer });
  };
  if (request.isSuccess) {
    return (
      <AuthCard title={t('web.reset.title')}>
        <p role="status">{t('web.reset.sent', { email })}</p>
        <p className="text-body-secondary">{t('web.signup.spam_hint')}</p>
        <Link to="/login">{t('web.reset.back_to_login')}</Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('web.reset.title')}>
      <p>{t('web.reset.intro')}</p>
      <form onSubmit={submit} noValidate>
        {errors.form && <div className="alert alert-danger" role="alert">{errors.form}</div>}
        <Field label={t('web.login.email')} type="email" name="email" autoComplete="email" required value={email}
          onChange={(e) => setEmail(e.target.value)} error={errors.fields.email} />
        <button type="submit" className="btn btn-primary w-100" disabled={request.isPending}>{t('web.reset.submit')}</button>
      </form>
      <p className="mt-3 mb-0"><Link to="/login">{t('web.reset.back_to_login')}</Link></p>
    </AuthCard>
  );
}
