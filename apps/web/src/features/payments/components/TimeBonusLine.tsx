import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { Discount } from '@app/shared/contracts/payments';
import { countdownParts } from '@app/shared/rules/payments';

/** The welcome time bonus on the credits page: its percentage and the time left, counted down from the server's seconds. */
export function TimeBonusLine({ discount }: { discount: Discount }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(discount.seconds_left ?? 0);
  useEffect(() => {
    const started = Date.now();
    const from = discount.seconds_left ?? 0;
    setLeft(from);
    const timer = setInterval(() => setLeft(Math.max(0, from - Math.floor((Date.now() - started) / 1000))), 1000);
    return () => clearInterval(timer);
  }, [discount.seconds_left]);
  if (!discount.time_bonus || left <= 0) return null;
  const { hours, minutes, seconds } = countdownParts(left);
  return (
    <p className="time-bonus-line alert alert-warning d-flex flex-wrap align-items-center gap-2 mb-0" data-testid="time-bonus-line">
      <strong>{t('web.payments.time_bonus.title', { percentage: discount.percentage })}</strong>
      <span>{t('web.payments.time_bonus.left')}</span>
      <span className="font-monospace fw-semibold" role="timer" aria-live="off">{hours}:{minutes}:{seconds}</span>
    </p>
  );
}
