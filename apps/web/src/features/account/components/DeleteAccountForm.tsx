import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { accountDeleteBodySchema, DELETION_REASON_TEXT_MAX, DELETION_REASONS, type AccountDeleteBody } from '@app/shared/contracts/account-end';
import { ACCOUNT_REACTIVATION_DAYS } from '@app/shared/constants';
import { Field } from '../../../components/forms/Field';
import { TextAreaField } from '../../../components/forms/TextAreaField';
import { useFormErrors } from '../../../components/forms/use-form-errors';
import { useDeleteAccount } from '../api/account-end';

/** Filling in, or the last question before anything happens (with what was filled in). */
type Phase = { name: 'editing' } | { name: 'confirming'; body: AccountDeleteBody };

const PASSWORD_ID = 'delete-account-password';

/** The reason (a fixed list, words optional), the password, and a final "are you sure" before the account goes. */
export function DeleteAccountForm({ onCancel, onDeleted }: { onCancel: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ reason: '', reason_text: '', password: '' });
  const [phase, setPhase] = useState<Phase>({ name: 'editing' });
  const { errors, validate, fromServer } = useFormErrors();
  const remove = useDeleteAccount();
  const confirmTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => { if (phase.name === 'confirming') confirmTitle.current?.focus(); }, [phase.name]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate(accountDeleteBodySchema, {
      reason: draft.reason || undefined, reason_text: draft.reason_text.trim() || undefined, password: draft.password,
    });
    if (body) setPhase({ name: 'confirming', body });
  };
  const confirm = (body: AccountDeleteBody) => remove.mutate(body, {
    onSuccess: onDeleted,
    onError: (error) => {
      fromServer(error);
      setPhase({ name: 'editing' });
      // Nearly always the password: back to it, with its error read out.
      setTimeout(() => document.getElementById(PASSWORD_ID)?.focus(), 0);
    },
  });

  const editing = phase.name === 'editing';
  return (
    <form onSubmit={submit} noValidate className="form-narrow">
      {errors.form && <div className="alert alert-danger" role="alert">{errors.form}</div>}
      <fieldset className="mb-3" disabled={!editing} aria-describedby={errors.fields.reason ? 'delete-reason-error' : undefined}>
        <legend className="form-label fs-6 fw-semibold mb-2">{t('web.account_end.reason_legend')}</legend>
        {DELETION_REASONS.map((reason) => (
          <div className="form-check" key={reason}>
            <input className={`form-check-input${errors.fields.reason ? ' is-invalid' : ''}`} type="radio" name="reason" id={`delete-reason-${reason}`}
              value={reason} checked={draft.reason === reason} onChange={() => setDraft({ ...draft, reason })} />
            <label className="form-check-label" htmlFor={`delete-reason-${reason}`}>{t(`web.account_end.reasons.${reason}`)}</label>
          </div>
        ))}
        {errors.fields.reason && <div id="delete-reason-error" className="invalid-feedback d-block">{errors.fields.reason}</div>}
      </fieldset>
      <fieldset disabled={!editing}>
        <TextAreaField label={t('web.account_end.reason_text')} name="reason_text" rows={3} maxLength={DELETION_REASON_TEXT_MAX}
          value={draft.reason_text} onChange={(e) => setDraft({ ...draft, reason_text: e.target.value })} error={errors.fields.reason_text} />
        <Field id={PASSWORD_ID} label={t('web.account_end.password')} type="password" name="password" autoComplete="current-password" required
          value={draft.password} onChange={(e) => setDraft({ ...draft, password: e.target.value })} error={errors.fields.password} />
      </fieldset>
      <p className="small text-body-secondary">{t('web.account_end.what_happens', { days: ACCOUNT_REACTIVATION_DAYS })}</p>
      {phase.name === 'confirming' ? (
        <div className="alert alert-warning" role="group" aria-labelledby="delete-confirm-title">
          <h3 id="delete-confirm-title" className="h6" ref={confirmTitle} tabIndex={-1}>{t('web.account_end.confirm_title')}</h3>
          <p>{t('web.account_end.confirm_text')}</p>
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-danger" disabled={remove.isPending} onClick={() => confirm(phase.body)}>{t('web.account_end.confirm_button')}</button>
            <button type="button" className="btn btn-outline-secondary" disabled={remove.isPending} onClick={() => setPhase({ name: 'editing' })}>{t('web.account_end.cancel')}</button>
          </div>
        </div>
      ) : (
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-danger">{t('web.account_end.submit')}</button>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>{t('web.account_end.cancel')}</button>
        </div>
      )}
    </form>
  );
}
