import { useEffect, useState } from 'react';
import { useSession } from '../../session';
import { useTimeBonusDeadline } from '../api/welcome-discount';
import { COUNTDOWN_TICK_MS, secondsLeftAt } from '../rules';

/**
 * Spec 3/4: the seconds left of the member's welcome time bonus, ticking every second; null when logged out, for a
 * paid member, when the active discount is not the time bonus, when its load failed, and from the moment it runs out.
 */
export function useTimeBonus(): number | null {
  const { user } = useSession();
  const deadline = useTimeBonusDeadline(user?.id ?? null, Boolean(user && !user.paid_user));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) window.clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return secondsLeftAt(deadline, now);
}
