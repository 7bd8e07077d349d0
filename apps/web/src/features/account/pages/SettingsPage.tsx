import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { mailChangeBodySchema, passwordChangeBodySchema } from '@app/shared/contracts/accounts';
import { LANGUAGE_NAMES, type Locale, LOCALES } from '@app/shared/constants';
import { Field } from '../../../components/forms/Field';
import { SelectField } from '../../../components/forms/SelectField';
import { useFormErrors } from '../../../components/forms/use-form-errors';
import { useOwnProfile, useSetInvisible } from '../../profile';
import { useSession } from '../../session';
import { useChangeLanguage } from '../../shell';
import { useChangeEmail, useChangePassword } from '../api/mutations';
import { DeleteAccountSection } from '../components/DeleteAccountSection';
import { ExportDataSection } from '../components/ExportDataSection';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="bg-white rounded-3 shadow-sm p-4 mb-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5 mb-3">{title}</h2>
      {children}
    </section>
  );
}

function EmailSection({ current }: { current: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const { errors, validate, fromServer } = useFormErrors();
  const change = useChangeEmail();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate(mailChangeBodySchema, { email });
    if (body) change.mutate(body, { onError: fromServer });
  };
  return (
    <Section id="email" title={t('web.settings.email_title')}>
      <p>{t('web.settings.email_current', { email: current })}</p>
      {change.isSuccess && <div className="alert alert-success" role="status">{t('web.settings.email_sent', { email: change.variables.email })}</div>}
      <form onSubmit={submit} noValidate className="form-narrow">
        {errors.form && <div className="alert alert-danger" role="alert">{errors.form}</div>}
        <Field label={t('web.settings.email_new')} type="email" name="email" autoComplete="email" required value={email}
          onChange={(e) => setEmail(e.target.value)} error={errors.fields.email} />
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>{t('web.settings.email_submit')}</button>
      </form>
    </Section>
  );
}

function PasswordSection() {
  const { t } = useTranslation();
  const [form, setForm] = useState({ old_password: '', password: '' });
  const { errors, validate, fromServer } = useFormErrors();
  const change = useChangePassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate(passwordChangeBodySchema, form);
    if (body) change.mutate(body, { onError: fromServer, onSuccess: () => setForm({ old_password: '', password: '' }) });
  };
  return (
    <Section id="password" title={t('web.settings.password_title')}>
      {change.isSuccess && <div className="alert alert-success" role="status">{t('web.settings.password_done')}</div>}
      <form onSubmit={submit} noValidate className="form-narrow">
        {errors.form && <div className="alert alert-danger" role="alert">{errors.form}</div>}
        <Field label={t('web.settings.password_old')} type="password" name="old_password" autoComplete="current-password" required
          value={form.old_password} onChange={(e) => setForm({ ...form, old_password: e.target.value })} error={errors.fields.old_password} />
        <Field label={t('web.settings.password_new')} type="password" name="password" autoComplete="new-password" required
          value={form.password} onChange={(e) => setForm({ ...form, password: e.target.value })} error={errors.fields.password} />
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>{t('web.settings.password_submit')}</button>
      </form>
    </Section>
  );
}

function LanguageSection() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <Section id="language" title={t('web.settings.language_title')}>
      <SelectField className="form-narrow" spacing="" id="settings-language" label={t('web.settings.language_label')} value={i18n.language}
        onChange={(e) => void changeLanguage(e.target.value as Locale, true)}>
        {LOCALES.map((locale) => <option key={locale} value={locale} lang={locale}>{LANGUAGE_NAMES[locale]}</option>)}
      </SelectField>
    </Section>
  );
}

function InvisibleSection() {
  const { t } = useTranslation();
  const profile = useOwnProfile();
  const change = useSetInvisible();
  const invisible = change.isPending ? Boolean(change.variables) : Boolean(profile.data?.invisible);
  return (
    <Section id="invisible" title={t('web.settings.invisible_title')}>
      <div className="form-check form-switch">
        <input className="form-check-input" type="checkbox" role="switch" id="invisible-switch" checked={invisible} disabled={!profile.data}
          onChange={(e) => change.mutate(e.target.checked)} aria-describedby="invisible-hint" />
        <label className="form-check-label" htmlFor="invisible-switch">{t('web.settings.invisible_label')}</label>
      </div>
      <p id="invisible-hint" className="form-text mb-0">{t('web.settings.invisible_hint')}</p>
    </Section>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="container py-4" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-4">{t('web.titles.settings')}</h1>
      <EmailSection current={user.email} />
      <PasswordSection />
      <LanguageSection />
      <InvisibleSection />
      <Section id="notifications" title={t('web.settings.more_title')}>
        <p className="mb-2">{t('web.settings.more_text')}</p>
        <Link to="/notifications">{t('web.titles.notifications')}</Link>
      </Section>
      <ExportDataSection />
      <DeleteAccountSection />
    </div>
  );
}
