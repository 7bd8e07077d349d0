import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { WELCOME_DISCOUNT_PERCENT } from '@app/shared/constants';
import { TIME_BONUS_WINDOW_HOURS } from '../rules';
import { Countdown } from './Countdown';

/** Spec 2/8: the 25 % welcome bonus with its countdown, a link to the credits and a close icon. */
export function TimeBonusModal({ secondsLeft, onClose }: { secondsLeft: number; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && typeof element.showModal === 'function' && !element.open) element.showModal();
    return () => { if (element?.open) element.close(); };
  }, []);
  return (
    <dialog ref={dialog} className="entry-dialog time-bonus-modal" aria-labelledby="time-bonus-title" data-testid="time-bonus-modal"
      onCancel={(event) => { event.preventDefault(); onClose(); }}>
      <div className="modal-content">
        <div className="modal-header border-0 pb-0">
          <p className="text-uppercase small fw-bold text-secondary m-0 flex-grow-1">{t('web.time_bonus.special_offer')}</p>
          <button type="button" className="btn-close" aria-label={t('web.common.close')} onClick={onClose} />
        </div>
        <div className="modal-body text-center pt-1">
          <h2 id="time-bonus-title" className="h4 mb-1">{t('web.time_bonus.title')}</h2>
          <p className="time-bonus-modal-percentage fw-bold text-primary mb-2">{t('web.time_bonus.welcome_bonus', { percentage: WELCOME_DISCOUNT_PERCENT })}</p>
          <p className="mb-3">{t('web.time_bonus.act_fast', { hours: TIME_BONUS_WINDOW_HOURS })}</p>
          <p className="small text-secondary mb-1">{t('web.time_bonus.offer_valid')}</p>
          <p className="fs-3 mb-3"><Countdown secondsLeft={secondsLeft} /> <span className="fs-6 text-secondary">{t('web.time_bonus.hours')}</span></p>
          <Link to="/credits" className="btn btn-primary btn-lg w-100" onClick={onClose}>{t('web.time_bonus.unlock')}</Link>
          <p className="small text-secondary mt-2 mb-0">{t('web.time_bonus.instant_receive')}</p>
        </div>
      </div>
    </dialog>
  );
}
