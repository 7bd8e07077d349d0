import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../../lib/use-translation';
import type { MemberProfile } from '@app/shared';
import { REPORT_REASONS, REPORT_TEXT_MAX } from '@app/shared/constants';
import { reportBodySchema } from '@app/shared/contracts/discovery';
import { SelectField } from '../../../components/forms/SelectField';
import { TextAreaField } from '../../../components/forms/TextAreaField';
import { useFormErrors } from '../../../components/forms/use-form-errors';
import { useReport } from '../api/mutations';

type Reported = Pick<MemberProfile, 'id' | 'name'>;
const FIELDS = ['reason', 'text'];

function ReportForm({ profile, onClose }: { profile: Reported; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ reason: '', text: '' });
  const { errors, validate, fromServer } = useFormErrors();
  const report = useReport();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate(reportBodySchema, { profile: profile.id, reason: form.reason || undefined, text: form.text.trim() ? form.text : undefined });
    if (body) report.mutate(body, { onError: fromServer });
  };
  // A server refusal of something that is no field here (the profile itself) is said above the form.
  const formError = errors.form ?? Object.entries(errors.fields).find(([field]) => !FIELDS.includes(field))?.[1] ?? null;
  if (report.isSuccess) {
    return (
      <>
        <Modal.Body>
          <div className="alert alert-success mb-0" role="status" data-testid="report-thanks">
            <h3 className="h6">{t('web.member.report_thanks_title')}</h3>
            <p className="mb-0">{t('web.member.report_thanks')}</p>
          </div>
        </Modal.Body>
        <Modal.Footer><button type="button" className="btn btn-primary" onClick={onClose}>{t('web.common.close')}</button></Modal.Footer>
      </>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <Modal.Body>
        <p className="small text-body-secondary">{t('web.member.report_intro', { name: profile.name })}</p>
        {formError && <div className="alert alert-danger" role="alert">{formError}</div>}
        <SelectField id="report-reason" name="reason" label={t('web.member.report_reason')} required value={form.reason}
          onChange={(e) => setForm({ ...form, reason: e.target.value })} error={errors.fields.reason}>
          <option value="">{t('web.member.report_reason_choose')}</option>
          {REPORT_REASONS.map((reason) => <option key={reason} value={reason}>{t(`web.member.report_reasons.${reason}`)}</option>)}
        </SelectField>
        <TextAreaField id="report-text" name="text" label={t('web.member.report_text')} rows={4} maxLength={REPORT_TEXT_MAX} spacing="mb-0"
          value={form.text} onChange={(e) => setForm({ ...form, text: e.target.value })} error={errors.fields.text}
          hint={t('web.member.report_text_hint', { count: form.text.length, max: REPORT_TEXT_MAX })} />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-link" onClick={onClose}>{t('web.member.cancel')}</button>
        <button type="submit" className="btn btn-danger" disabled={report.isPending}>{t('web.member.report_send')}</button>
      </Modal.Footer>
    </form>
  );
}

/** A small "Report" link for members, and the dialog that sends the report to the moderators. */
export function ReportAction({ profile }: { profile: Reported }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  // A new form each time the dialog opens: no reason or thanks left over from the last report.
  const [round, setRound] = useState(0);
  return (
    <>
      <button type="button" className="btn btn-link link-secondary p-0 small" onClick={() => { setRound((r) => r + 1); setOpen(true); }}>
        {t('web.member.report')}
      </button>
      <Modal show={isOpen} onHide={() => setOpen(false)} centered aria-labelledby="report-title" data-testid="report-dialog">
        <Modal.Header closeButton closeLabel={t('web.common.close')}>
          <Modal.Title id="report-title" as="h2" className="h5">{t('web.member.report_title', { name: profile.name })}</Modal.Title>
        </Modal.Header>
        <ReportForm key={round} profile={profile} onClose={() => setOpen(false)} />
      </Modal>
    </>
  );
}
