import type { Discount } from '@app/shared/contracts/payments';
import { WELCOME_DISCOUNT_WINDOW_SECONDS } from '@app/shared/constants';

/** Spec 2: the members area, where the time-bonus banner shows and the modal may be scheduled. */
export const TIME_BONUS_ROUTES: readonly string[] = ['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium'];
/** Spec 9: the modal opens 40 s after entering the members area; the countdown ticks every second. */
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;
export const COUNTDOWN_TICK_MS = 1_000;
/** The window the texts name ("only during your first 4 hours"). */
export const TIME_BONUS_WINDOW_HOURS = WELCOME_DISCOUNT_WINDOW_SECONDS / 3600;

export const inMembersArea = (routeName: string | null) => routeName !== null && TIME_BONUS_ROUTES.includes(routeName);

/**
 * Spec 3/4: the moment the time bonus ends by this browser's clock, fixed when the server answers: `receivedAt`
 * plus the server's seconds_left (never the client's idea of the signup time). Null when the answer is not a
 * running time bonus (the site's welcome code, no discount, or nothing left).
 */
export function timeBonusDeadline(discount: Discount | null, receivedAt: number): number | null {
  if (!discount?.time_bonus || !discount.seconds_left || discount.seconds_left <= 0) return null;
  return receivedAt + discount.seconds_left * 1000;
}

/** Whole seconds left at `now` (rounded up, so the countdown shows 00:00:01 in its last second); null once run out. */
export function secondsLeftAt(deadline: number | null, now: number): number | null {
  if (deadline === null) return null;
  const left = Math.ceil((deadline - now) / 1000);
  return left > 0 ? left : null;
}

/** Spec 4: the bonus is visible while it has seconds left. */
export const isTimeBonusVisible = (secondsLeft: number | null): secondsLeft is number => secondsLeft !== null && secondsLeft > 0;

/** Spec 2: the banner, in the members area while the bonus is visible. */
export const showTimeBonusBanner = (secondsLeft: number | null, routeName: string | null) => isTimeBonusVisible(secondsLeft) && inMembersArea(routeName);

/** Spec 4: the modal may be scheduled for a member with 0 credits in the members area, while the bonus is visible, if never dismissed. */
export function mayShowTimeBonusModal(c: { secondsLeft: number | null; credits: number; dismissed: boolean; routeName: string | null }) {
  return isTimeBonusVisible(c.secondsLeft) && c.credits === 0 && !c.dismissed && inMembersArea(c.routeName);
}

/** How long the modal still waits when the members area was entered at `enteredAt` (0: due now). */
export const modalWaitMs = (enteredAt: number, now: number) => Math.max(0, enteredAt + TIME_BONUS_MODAL_DELAY_MS - now);
