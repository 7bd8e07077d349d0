import { countdownParts as clockFace } from '@app/shared/rules/payments';

export interface CountdownParts {
  /** Whole seconds left, rounded up so the last second still shows 00:00:01; 0 once the wait is over. */
  secondsLeft: number;
  hours: string;
  minutes: string;
  seconds: string;
}

/**
 * The wait until `renewsAt` on the server's clock. The device's clock may be minutes or hours off, so it is only used
 * to measure time elapsed since the answer arrived: server time now = `serverNow` + (`deviceNow` - `deviceNowAtFetch`).
 */
export function countdownParts(renewsAt: string, serverNow: string, deviceNowAtFetch: number, deviceNow: number): CountdownParts {
  const serverTimeNow = Date.parse(serverNow) + (deviceNow - deviceNowAtFetch);
  const leftMs = Date.parse(renewsAt) - serverTimeNow;
  const secondsLeft = Number.isFinite(leftMs) && leftMs > 0 ? Math.ceil(leftMs / 1000) : 0;
  return { secondsLeft, ...clockFace(secondsLeft) };
}
