import { AppLink } from '../../../components/ui/AppLink';
import { useTranslation } from '../../../lib/use-translation';
import { useCurrentRoute } from '../../../lib/route-context';
import { LOCAL_FLAGS, useDismissal } from '../../../lib/local-flags';
import { useSession, useSiteSettings } from '../../session';
import { DismissibleAlert } from '../../../components/ui/DismissibleAlert';
import { ResendActivationButton } from '../../account';
import { usePushState } from '../hooks/use-push-state';
import { isPushAvailable, showActivationReminder, showAddPhotoWarning, showDisabledNotificationsAlert, showPushOptIn } from '../rules';

/** The default layout's warning banners (spec 2 and 4), each with its own display rule. */
export function Banners() {
  const { t } = useTranslation();
  const { user, isLoggedIn } = useSession();
  const settings = useSiteSettings();
  const route = useCurrentRoute()?.name ?? null;
  const push = usePushState();
  // Each rule is asked first as if not dismissed: the stored dismissal is read only for a banner that would show.
  const enrich = useDismissal(LOCAL_FLAGS.enrichAlert);
  const pushAlert = useDismissal(LOCAL_FLAGS.pushAlert);
  const disabled = useDismissal(LOCAL_FLAGS.disabledNotificationsAlert);
  const pushAvailable = isPushAvailable(isLoggedIn, push, settings.push_public_key);
  return (
    <div className="container mt-3 empty-hidden" aria-live="polite">
      {showActivationReminder(user, route) && (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="status" data-testid="activation-reminder">
          <span className="me-auto">{t('web.banners.activation', { email: user!.email })}</span>
          <ResendActivationButton size="sm" />
        </div>
      )}
      {showDisabledNotificationsAlert(user, false) && !disabled.isDismissed() && (
        <DismissibleAlert variant="info" onClose={disabled.dismiss} closeLabel={t('web.common.close')}>
          {t('web.banners.notifications_disabled')} <AppLink to="/notifications">{t('web.banners.notifications_link')}</AppLink>
        </DismissibleAlert>
      )}
      {showAddPhotoWarning(user, route, false) && !enrich.isDismissed() && (
        <DismissibleAlert variant="light" onClose={enrich.dismiss} closeLabel={t('web.common.close')} testId="add-photo-warning">
          {t('web.banners.add_photo')} <AppLink to="/profile">{t('web.banners.add_photo_link')}</AppLink>
        </DismissibleAlert>
      )}
      {showPushOptIn(pushAvailable, route, false) && !pushAlert.isDismissed() && (
        <DismissibleAlert variant="secondary" onClose={pushAlert.dismiss} closeLabel={t('web.common.close')}>
          {t('web.banners.push')} <AppLink to="/notifications">{t('web.banners.push_link')}</AppLink>
        </DismissibleAlert>
      )}
    </div>
  );
}
