import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { WELCOME_DISCOUNT_PERCENT } from '@app/shared/constants';
import { Countdown } from './Countdown';

/** Spec 2: the welcome-discount countdown at the top of the members area, linking to the credits. */
export function TimeBonusBanner({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useTranslation();
  return (
    <div className="container">
      <div className="alert alert-primary time-bonus-banner d-flex flex-wrap align-items-center column-gap-3 row-gap-2 py-2 mt-3 mb-0" data-testid="time-bonus-banner">
        <span className="me-auto">
          {t('web.time_bonus.banner', { percentage: WELCOME_DISCOUNT_PERCENT })} <Countdown secondsLeft={secondsLeft} />
        </span>
        <Link to="/credits" className="btn btn-sm btn-primary">{t('web.time_bonus.unlock')}</Link>
      </div>
    </div>
  );
}
