import { useTranslation } from '../../../lib/use-translation';
import type { NotificationType } from '@app/shared/rules/notifications';
import { ApiError } from '../../../lib/api';
import { useSaveNotifications } from '../api/mutations';

/**
 * Spec 3's reason listunsubscribe: which e-mails the unsubscribe link of a mail switched off. Either answer is the
 * member's own choice from then on, which ends the notice (and the banner).
 */
export function UnsubscribedNotice({ types }: { types: NotificationType[] }) {
  const { t, i18n } = useTranslation();
  const save = useSaveNotifications();
  if (types.length === 0) return null;
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(types.map((type) => t(`notification_settings.types.${type}.label`)));
  const decide = (email: boolean) => save.mutate({ settings: Object.fromEntries(types.map((type) => [type, { email }])) });
  const error = save.error instanceof ApiError && save.error.message ? save.error.message : save.isError ? t('errors.generic') : null;
  return (
    <section className="alert alert-info" aria-labelledby="unsubscribed-title" data-testid="unsubscribed-notice">
      <h2 id="unsubscribed-title" className="h6 alert-heading">{t('web.notifications.unsubscribed_title')}</h2>
      <p>{t('web.notifications.unsubscribed_text', { types: names })}</p>
      {error && <div className="alert alert-danger py-2" role="alert">{error}</div>}
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" disabled={save.isPending} onClick={() => decide(true)}>{t('web.notifications.unsubscribed_on')}</button>
        <button type="button" className="btn btn-outline-secondary" disabled={save.isPending} onClick={() => decide(false)}>{t('web.notifications.unsubscribed_keep')}</button>
      </div>
    </section>
  );
}
