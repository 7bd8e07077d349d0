import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ApiError } from '../../../lib/api';
import { pushControlView, useDisablePush, useEnablePush, usePushState } from '../../push';
import { useSession, useSiteSettings } from '../../session';

/**
 * "Push notifications on this device", on /notifications. Switching it on asks the browser's permission (only
 * here, only on a click), subscribes with the site's key and saves the subscription for the member; switching it
 * off removes it. A browser that blocks the site is never asked again: the switch explains how to allow it.
 */
export function PushControl() {
  const { t } = useTranslation();
  const id = useId();
  const state = usePushState();
  const { user, isLoggedIn } = useSession();
  const publicKey = useSiteSettings().push_public_key;
  const enable = useEnablePush(publicKey, user?.id);
  const disable = useDisablePush();
  const view = pushControlView(state, publicKey, isLoggedIn);
  if (view === 'hidden') return null;

  const isBusy = enable.isPending || disable.isPending;
  const isOn = view === 'on';
  const failure = enable.error ?? disable.error;
  const toggle = () => {
    enable.reset();
    disable.reset();
    if (isOn) disable.mutate(); else enable.mutate();
  };
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const status = view === 'unsupported' ? t('web.notifications.push.unsupported')
    : view === 'denied' ? t('web.notifications.push.denied')
      : enable.data === 'dismissed' ? t('web.notifications.push.dismissed')
        : isOn ? t('web.notifications.push.on') : null;

  return (
    <section className="card mb-4" aria-labelledby={`${id}-title`} data-testid="push-control">
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5 card-title">{t('web.notifications.push.title')}</h2>
        <div className="form-check form-switch d-flex align-items-center gap-2 ps-0 py-1">
          <input
            id={id}
            // The switch scales with its font size: 48 x 24 px, a target a thumb hits on a phone.
            className="form-check-input fs-4 ms-0 mt-0 flex-shrink-0"
            type="checkbox"
            role="switch"
            checked={isOn}
            disabled={isBusy || view === 'checking' || view === 'unsupported' || view === 'denied'}
            aria-busy={isBusy}
            aria-describedby={status ? `${hintId} ${statusId}` : hintId}
            onChange={toggle}
          />
          <label className="form-check-label fw-semibold" htmlFor={id}>{t('web.notifications.push.label')}</label>
        </div>
        <p id={hintId} className="form-text mb-0">
          {t('web.notifications.push.hint')} {t('web.notifications.push.discreet')}
        </p>
        {status && (
          <p id={statusId} className={`mt-2 mb-0 ${isOn ? 'text-success' : 'text-body-secondary'}`} role="status">
            {status}
          </p>
        )}
        {failure && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {failure instanceof ApiError && failure.message ? failure.message : t('web.notifications.push.failed')}
          </div>
        )}
      </div>
    </section>
  );
}
