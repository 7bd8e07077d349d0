import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import type { NoticesResponse } from '@app/shared/contracts/care';
import { useSiteSettings } from '../session';
import { useAcknowledgeWarning } from './api';

/** One warning at a time, oldest first, in a dialog that only "understood" closes. */
function WarningDialog({ warning }: { warning: NoticesResponse['warnings'][number] }) {
  const { t } = useTranslation();
  const acknowledge = useAcknowledgeWarning();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (typeof element.showModal === 'function') { if (!element.open) element.showModal(); } else element.setAttribute('open', '');
    return () => {
      if (!element.open) return;
      if (typeof element.close === 'function') element.close(); else element.removeAttribute('open');
    };
  }, [warning.id]);
  return (
    <dialog ref={dialog} className="entry-dialog" aria-labelledby="care-warning-title" data-testid="care-warning"
      onCancel={(event) => event.preventDefault()}>
      <div className="modal-content">
        <div className="modal-body">
          <h2 id="care-warning-title" className="h4">{t('web.care.warning_title')}</h2>
          <p>{t('web.care.warning_intro')}</p>
          <blockquote className="border-start border-3 ps-3 text-break">{warning.reason}</blockquote>
          <p className="small text-body-secondary mb-0">{t('web.care.warning_rules')} <Link to="/pages/terms">{t('web.care.terms_link')}</Link></p>
        </div>
        <div className="modal-footer border-0">
          <button type="button" className="btn btn-primary" disabled={acknowledge.isPending} onClick={() => acknowledge.mutate(warning.id)}>
            {t('web.care.understood')}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** While flagged: a caring word, who to reach, and that purchases wait; the member may fold it away for this visit. */
function CareNotice() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className="alert alert-info container my-2" role="status" data-testid="care-notice">
      <div className="d-flex align-items-start gap-2">
        <h2 className="h6 me-auto mb-2">{t('web.care.title')}</h2>
        <button type="button" className="btn-close" aria-label={t('web.common.close')} onClick={() => setOpen(false)} />
      </div>
      <p className="mb-2">{t('web.care.text')}</p>
      <p className="mb-2">{t('web.care.spending')}</p>
      <p className="mb-2">{t('web.care.contact', { email: settings.support_email, phone: settings.support_phone })}</p>
      <p className="mb-0">
        {t('web.care.help')} <a href={t('web.care.help_url')} target="_blank" rel="noopener noreferrer">{t('web.care.help_link')}</a>
      </p>
    </div>
  );
}

export default function NoticesPanel({ notices }: { notices: NoticesResponse }) {
  const first = notices.warnings[0];
  return (
    <>
      {notices.care && <CareNotice />}
      {first && <WarningDialog key={first.id} warning={first} />}
    </>
  );
}
