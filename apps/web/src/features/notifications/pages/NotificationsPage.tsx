import { useTranslation } from '../../../lib/use-translation';
import { NOTIFICATION_TYPES } from '@app/shared/constants';
import { hasPushChannel, type NotificationType } from '@app/shared/rules/notifications';
import { PageSkeleton } from '../../../components/ui/PageSkeleton';
import { ApiError } from '../../../lib/api';
import { useSession, useSiteSettings } from '../../session';
import { useToggleNotification } from '../api/mutations';
import { useNotificationSettings } from '../api/queries';
import { DeliveryProblemNotice } from '../components/DeliveryProblemNotice';
import { NotificationTypeRow } from '../components/NotificationTypeRow';
import { PushControl } from '../components/PushControl';
import { UnsubscribedNotice } from '../components/UnsubscribedNotice';

// What members do (push makes sense) first, then what the site sends (e-mail only).
const MEMBER_TYPES = NOTIFICATION_TYPES.filter((type) => hasPushChannel(type));
const SITE_TYPES = NOTIFICATION_TYPES.filter((type) => !hasPushChannel(type));
const MARKETING_NOTE_ID = 'notifications-marketing-note';

/** /notifications: every type with a switch per channel, saved at once; delivery problems explained and fixable. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const site = useSiteSettings();
  const settings = useNotificationSettings();
  const toggle = useToggleNotification();
  if (!user) return null;

  const toggleError = toggle.isError ? (toggle.error instanceof ApiError && toggle.error.message ? toggle.error.message : t('errors.generic')) : null;
  const group = (id: string, title: string, types: readonly NotificationType[], note?: string) => (
    <section className="bg-white rounded-3 shadow-sm px-3 px-md-4 pt-3 pb-1 mb-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5 mb-3">{title}</h2>
      {types.map((type) => (
        <NotificationTypeRow key={type} type={type} value={settings.data!.settings[type]} marketingNoteId={MARKETING_NOTE_ID}
          onChange={(channel, value) => toggle.mutate({ type, channel, value })} />
      ))}
      {note && <p id={MARKETING_NOTE_ID} className="small text-body-secondary border-top pt-3">{note}</p>}
    </section>
  );

  return (
    <div className="container py-4" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-2">{t('web.titles.notifications')}</h1>
      <p className="text-body-secondary mb-4">{t('web.notifications.intro')}</p>

      {/* ── Push subscription slot: the web-push feature's control for this device (components/PushControl.tsx). ── */}
      <PushControl />

      {settings.isPending && <PageSkeleton label={t('web.common.loading')} />}
      {settings.isError && <div className="alert alert-danger" role="alert">{t('errors.generic')}</div>}
      {settings.data && (
        <>
          <DeliveryProblemNotice reasons={settings.data.disabled} email={user.email} />
          <UnsubscribedNotice types={settings.data.unsubscribed} />
          {toggleError && <div className="alert alert-danger" role="alert">{toggleError}</div>}
          {group('notifications-members', t('web.notifications.group_members'), MEMBER_TYPES)}
          {group('notifications-site', t('web.notifications.group_site', { site: site.name }), SITE_TYPES, t('web.notifications.marketing_note'))}
        </>
      )}
    </div>
  );
}
