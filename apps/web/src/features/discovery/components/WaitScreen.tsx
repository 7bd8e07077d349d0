import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { SWIPE_LIKES_PER_DAY } from '@app/shared/constants';
import { useCountdown } from '../hooks/use-countdown';
import type { Allowance } from '../lib/swipe-stack';

/**
 * Today's likes are used up: the time until the next day's likes (on the server's clock), and where to go meanwhile.
 * When the countdown ends the page asks the server for the new day's state.
 */
export function WaitScreen({ allowance, onEnd }: { allowance: Allowance; onEnd: () => void }) {
  const { t, i18n } = useTranslation();
  const { hours, minutes, seconds, secondsLeft } = useCountdown(allowance, onEnd);
  // Read out in words with the language's own plurals ("1 hour", "3 hours"), as a list ("3 hours, 2 minutes and 5 seconds").
  const unit = (value: string, name: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(i18n.language, { style: 'unit', unit: name, unitDisplay: 'long' }).format(Number(value));
  const spoken = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format([unit(hours, 'hour'), unit(minutes, 'minute'), unit(seconds, 'second')]);
  return (
    <section className="swipe-wait card border-0 shadow-sm text-center" aria-labelledby="swipe-wait-title" data-testid="swipe-wait">
      <div className="card-body p-4 p-lg-5">
        <h2 id="swipe-wait-title" className="h4">{t('web.swipe.wait_title')}</h2>
        <p className="text-body-secondary">{t('web.swipe.wait_text', { limit: SWIPE_LIKES_PER_DAY })}</p>
        <p className="swipe-countdown font-monospace fw-bold mb-1" role="timer" aria-live="off" data-testid="swipe-countdown"
          aria-label={t('web.swipe.wait_remaining', { time: spoken })}>
          {hours}:{minutes}:{seconds}
        </p>
        <p className="small text-body-secondary mb-4">{t('web.swipe.wait_until')}</p>
        {secondsLeft === 0 && (
          <p><button type="button" className="btn btn-link" onClick={onEnd}>{t('web.swipe.reload')}</button></p>
        )}
        <p className="mb-3">{t('web.swipe.wait_meanwhile')}</p>
        <div className="d-grid gap-2 d-sm-flex justify-content-sm-center">
          <Link to="/match-finder" className="btn btn-primary">{t('web.swipe.to_match_finder')}</Link>
          <Link to="/members" className="btn btn-outline-primary">{t('web.swipe.to_search')}</Link>
        </div>
      </div>
    </section>
  );
}
