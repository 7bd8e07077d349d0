import { useState } from 'react';
import { AppLink } from '../../../components/ui/AppLink';
import { useTranslation } from '../../../lib/use-translation';
import { useCurrentRoute } from '../../../lib/route-context';
import { dismiss, dismissedAt, LOCAL_FLAGS, type LocalFlag } from '../../../lib/local-flags';
import { useSession, useSiteSettings } from '../../session';
import { DismissibleAlert } from '../../../components/ui/DismissibleAlert';
import { ResendActivationButton } from '../../account';
import { usePushState } from '../hooks/use-push-state';
import { isPushAvailable, showActivationReminder, showAddPhotoWarning, showDisabledNotificationsAlert, showPushOptIn } from '../rules';

function useDismissal(flag: LocalFlag) {
  const [isDismissed, setDismissed] = useState(() => dismissedAt(flag) !== null);
  return [isDismissed, () => { dismiss(flag); setDismissed(true); }] as const;
}

/** The default layout's warning banners (spec 2 and 4), each with its own display rule. */
export function Banners() {
  const { t } = useTranslation();
  const { user, isLoggedIn } = useSession();
  const settings = useSiteSettings();
  const route = useCurrentRoute()?.name ?? null;
  const push = usePushState();
  const [enrichDismissed, dismissEnrich] = useDismissal(LOCAL_FLAGS.enrichAlert);
  const [pushDismissed, dismissPush] = useDismissal(LOCAL_FLAGS.pushAlert);
  const [disabledDismissed, dismissDisabled] = useDismissal(LOCAL_FLAGS.disabledNotificationsAlert);
  const pushAvailable = isPushAvailable(isLoggedIn, push, settings.push_public_key);
  return (
    <div className="container mt-3 empty-hidden" aria-live="polite">
      {showActivationReminder(user, route) && (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="status" data-testid="activation-reminder">
          <span className="me-auto">{t('web.banners.activation', { email: user!.email })}</span>
          <ResendActivationButton size="sm" />
        </div>
      )}
      {showDisabledNotificationsAlert(user, disabledDismissed) && (
        <DismissibleAlert variant="info" onClose={dismissDisabled} closeLabel={t('web.common.close')}>
          {t('web.banners.notifications_disabled')} <AppLink to="/notifications">{t('web.banners.notifications_link')}</AppLink>
        </DismissibleAlert>
      )}
      {showAddPhotoWarning(user, route, enrichDismissed) && (
        <DismissibleAlert variant="light" onClose={dismissEnrich} closeLabel={t('web.common.close')} testId="add-photo-warning">
          {t('web.banners.add_photo')} <AppLink to="/profile">{t('web.banners.add_photo_link')}</AppLink>
        </DismissibleAlert>
      )}
      {showPushOptIn(pushAvailable, route, pushDismissed) && (
        <DismissibleAlert variant="secondary" onClose={dismissPush} closeLabel={t('web.common.close')}>
          {t('web.banners.push')} <AppLink to="/notifications">{t('web.banners.push_link')}</AppLink>
        </DismissibleAlert>
      )}
    </div>
  );
}
