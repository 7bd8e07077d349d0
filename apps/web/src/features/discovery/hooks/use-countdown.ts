import { useEffect, useRef, useState } from 'react';
import { countdownParts, type CountdownParts } from '../lib/countdown';
import type { Allowance } from '../lib/swipe-stack';

const TICK_MS = 1_000;

/**
 * The wait until the allowance renews, ticking every second; `onEnd` runs once when it reaches zero (the page then
 * asks the server for the new day's state).
 */
export function useCountdown(allowance: Allowance, onEnd: () => void): CountdownParts {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  const parts = countdownParts(allowance.renews_at, allowance.now, allowance.received_at, deviceNow);
  const onEndRef = useRef(onEnd);
  useEffect(() => { onEndRef.current = onEnd; });

  useEffect(() => {
    const timer = window.setInterval(() => setDeviceNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const ended = parts.secondsLeft === 0;
  // Keyed on the day it counts to: a new answer for the same day does not end the wait twice.
  useEffect(() => { if (ended) onEndRef.current(); }, [ended, allowance.renews_at]);
  return parts;
}
