import { useTranslation } from '../../../lib/use-translation';
import {
  isMarketingNotification, NOTIFICATION_CHANNELS, notificationChannels, type ChannelSettings, type NotificationChannel, type NotificationType,
} from '@app/shared/rules/notifications';

const CELL_WIDTH = '8.5rem';

interface Props {
  type: NotificationType;
  value: ChannelSettings;
  onChange: (channel: NotificationChannel, value: boolean) => void;
  /** Id of the note on marketing consent, read out with the switches of promotions and news. */
  marketingNoteId: string;
}

/** One type: its name and what it is about, and a switch per channel it has (push only where it makes sense). */
export function NotificationTypeRow({ type, value, onChange, marketingNoteId }: Props) {
  const { t } = useTranslation();
  const descriptionId = `notification-${type}-description`;
  const describedBy = isMarketingNotification(type) ? `${descriptionId} ${marketingNoteId}` : descriptionId;
  const channels = notificationChannels(type);
  return (
    <fieldset className="row g-2 align-items-center py-3 border-top notification-row" data-testid={`notification-${type}`}>
      <div className="col-12 col-md-7">
        <legend className="fs-6 fw-semibold mb-1 float-none">
          {t(`notification_settings.types.${type}.label`)}
          {isMarketingNotification(type) && <span className="badge text-bg-light border ms-2 fw-normal">{t('web.notifications.consent_badge')}</span>}
        </legend>
        <p id={descriptionId} className="text-body-secondary small mb-0">{t(`notification_settings.types.${type}.description`)}</p>
      </div>
      <div className="col-12 col-md-5 d-flex gap-3 justify-content-md-end">
        {/* Fixed-width cells keep each channel in one column down the page, also where a type has no push. */}
        {NOTIFICATION_CHANNELS.map((channel) => (
          <div key={channel} style={{ width: CELL_WIDTH }}>
            {channels.includes(channel) ? (
              <div className="form-check form-switch mb-0">
                <input className="form-check-input" type="checkbox" role="switch" id={`notification-${type}-${channel}`}
                  checked={value[channel]} onChange={(e) => onChange(channel, e.target.checked)} aria-describedby={describedBy} />
                <label className="form-check-label" htmlFor={`notification-${type}-${channel}`}>{t(`web.notifications.channel_${channel}`)}</label>
              </div>
            ) : <span className="small text-body-secondary">{t('web.notifications.email_only')}</span>}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
