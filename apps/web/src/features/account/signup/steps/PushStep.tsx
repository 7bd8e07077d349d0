import { useTranslation } from '../../../../lib/use-translation';
import { ApiError } from '../../../../lib/api';
import { isSubscribedState, useEnablePush, usePushState, type PushState } from '../../../push';
import { useSession, useSiteSettings } from '../../../session';
import type { StepProps } from './step-props';

/** Spec 4: push is offered where the site has a key and the browser can subscribe (and has not blocked us). */
export const canOfferPush = (state: Pick<PushState, 'isCapable' | 'isSubscribed'>, publicKey: string | null) =>
  Boolean(publicKey) && state.isCapable && state.isSubscribed !== 'denied';

export function usePushAvailable(): boolean {
  const state = usePushState();
  return canOfferPush(state, useSiteSettings().push_public_key);
}

/** The push prompt: the browser asks its permission only after this click; then the device is saved for the member. */
export function PushStep({ onDone, reporting }: StepProps) {
  const { t } = useTranslation();
  const state = usePushState();
  const { user } = useSession();
  const enable = useEnablePush(useSiteSettings().push_public_key, user?.id);
  const alreadyOn = isSubscribedState(state.isSubscribed);
  const turnOn = () => enable.mutate(undefined, { onSuccess: (result) => { if (result === 'subscribed') onDone(); } });
  const failure = enable.error instanceof ApiError && enable.error.message ? enable.error.message : enable.error ? t('web.notifications.push.failed') : null;
  return (
    <div>
      <p className="small text-body-secondary">{t('web.notifications.push.discreet')}</p>
      {alreadyOn && <p className="text-success" role="status">{t('web.notifications.push.on')}</p>}
      {enable.data === 'dismissed' && <p className="small" role="status">{t('web.signup.steps.push.dismissed')}</p>}
      {enable.data === 'denied' && <p className="small" role="status">{t('web.notifications.push.denied')}</p>}
      {failure && <div className="alert alert-danger" role="alert">{failure}</div>}
      <div className="d-grid">
        {alreadyOn
          ? <button type="button" className="btn btn-primary btn-lg" onClick={onDone} disabled={reporting}>{t('web.signup.steps.continue')}</button>
          : <button type="button" className="btn btn-primary btn-lg" onClick={turnOn} disabled={enable.isPending || reporting || state.isSubscribed === null}>
            {t('web.signup.steps.push.enable')}
          </button>}
      </div>
    </div>
  );
}
