import { useTranslation } from '../../../lib/use-translation';
import { countdownParts } from '@app/shared/rules/payments';

/** The time bonus's countdown as two-digit hours, minutes and seconds (spec 3); read out as words, not every tick. */
export function Countdown({ secondsLeft, className = '' }: { secondsLeft: number; className?: string }) {
  const { t } = useTranslation();
  const { hours, minutes, seconds } = countdownParts(secondsLeft);
  return (
    <span className={`time-bonus-countdown font-monospace fw-bold ${className}`} role="timer" aria-live="off" data-testid="time-bonus-countdown"
      aria-label={t('web.time_bonus.remaining', { hours: Number(hours), minutes: Number(minutes), seconds: Number(seconds) })}>
      {hours}:{minutes}:{seconds}
    </span>
  );
}
