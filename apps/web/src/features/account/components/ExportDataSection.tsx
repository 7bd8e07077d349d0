import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { DATA_EXPORTS_PER_DAY, dataExportBodySchema } from '@app/shared/contracts/account-end';
import { Field } from '../../../components/forms/Field';
import { useFormErrors } from '../../../components/forms/use-form-errors';
import { useExportData } from '../api/account-end';
import { SettingsSection } from './SettingsSection';

/** GDPR art. 15/20 in the settings: the password, then the ZIP as a download. */
export function ExportDataSection() {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const { errors, validate, fromServer } = useFormErrors();
  const download = useExportData();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate(dataExportBodySchema, { password });
    if (body) download.mutate(body.password, { onError: fromServer, onSuccess: () => setPassword('') });
  };
  return (
    <SettingsSection id="export-data" title={t('web.account_end.export_title')}>
      <p>{t('web.account_end.export_text')} {t('web.account_end.export_limit', { max: DATA_EXPORTS_PER_DAY })}</p>
      <div aria-live="polite">
        {download.isPending && <p className="text-body-secondary">{t('web.account_end.export_busy')}</p>}
        {download.isSuccess && <div className="alert alert-success">{t('web.account_end.export_done')}</div>}
      </div>
      <form onSubmit={submit} noValidate className="form-narrow">
        {errors.form && <div className="alert alert-danger" role="alert">{errors.form}</div>}
        <Field label={t('web.account_end.export_password')} type="password" name="password" autoComplete="current-password" required
          value={password} onChange={(e) => setPassword(e.target.value)} error={errors.fields.password} />
        <button type="submit" className="btn btn-primary" disabled={download.isPending}>{t('web.account_end.export_submit')}</button>
      </form>
    </SettingsSection>
  );
}
