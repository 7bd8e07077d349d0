import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { NotificationDisabledReason } from '@app/shared/rules/notifications';
import { ApiError } from '../../../lib/api';
import { useSaveNotifications } from '../api/mutations';

/**
 * Spec 3's reasons bounce (wrong address) and fbl (marked as spam): what happened to which address, and the two ways
 * out: confirm the address and turn e-mail back on (the consent is recorded), or give another address in settings.
 */
export function DeliveryProblemNotice({ reasons, email }: { reasons: NotificationDisabledReason[]; email: string }) {
  const { t } = useTranslation();
  const resume = useSaveNotifications();
  const shown = reasons.filter((reason) => reason === 'bounce' || reason === 'fbl');
  if (resume.isSuccess) return <div className="alert alert-success" role="status">{t('web.notifications.resumed', { email })}</div>;
  if (shown.length === 0) return null;
  const error = resume.error instanceof ApiError && resume.error.message ? resume.error.message : resume.isError ? t('errors.generic') : null;
  return (
    <section className="alert alert-warning" aria-labelledby="delivery-problem-title" data-testid="delivery-problem">
      {shown.map((reason, i) => (
        <div key={reason}>
          <h2 id={i === 0 ? 'delivery-problem-title' : undefined} className="h6 alert-heading">{t(`web.notifications.${reason}_title`)}</h2>
          <p>{t(`web.notifications.${reason}_text`, { email })}</p>
        </div>
      ))}
      <p className="mb-2">{t('web.notifications.blocked_hint')}</p>
      <p className="fw-semibold mb-2">{t('web.notifications.confirm_question', { email })}</p>
      {error && <div className="alert alert-danger py-2" role="alert">{error}</div>}
      <div className="d-flex flex-wrap gap-2 mb-2">
        <button type="button" className="btn btn-primary" disabled={resume.isPending}
          onClick={() => resume.mutate({ resume_email: { email } })}>{t('web.notifications.resume_button')}</button>
        <Link className="btn btn-outline-secondary" to="/settings#email">{t('web.notifications.change_address')}</Link>
      </div>
      <p className="small mb-0">{t('web.notifications.resume_consent')}</p>
    </section>
  );
}
