import { describe, expect, it } from 'vitest';
import type { Discount } from '@app/shared/contracts/payments';
import {
  inMembersArea, mayShowTimeBonusModal, modalWaitMs, secondsLeftAt, showTimeBonusBanner, TIME_BONUS_WINDOW_HOURS, timeBonusDeadline,
} from './rules';

const discount = (overrides: Partial<Discount> = {}): Discount => ({
  code: 'TIMEBONUS25', percentage: 25, expires: '2026-11-23T12:00:00Z', seconds_left: 3600, time_bonus: true,
  minimum_order_value: null, currency: null, paymentmethods: null, ...overrides,
});

describe('time bonus rules (spec 2, 3, 4, 9)', () => {
  it('shows the banner only in the members area while the bonus runs', () => {
    for (const route of ['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium']) expect(showTimeBonusBanner(100, route)).toBe(true);
    for (const route of ['credits', 'profile', 'chats-id', 'likes-type', 'index', 'notifications']) expect(showTimeBonusBanner(100, route)).toBe(false);
    expect(showTimeBonusBanner(null, 'members')).toBe(false);
    expect(inMembersArea(null)).toBe(false);
  });

  it('ends at the server\'s seconds_left counted from when the answer arrived, not from the signup date', () => {
    expect(timeBonusDeadline(discount({ seconds_left: 14_400 }), 1_000)).toBe(1_000 + 14_400_000);
    expect(timeBonusDeadline(discount({ time_bonus: false, code: 'WELKOM10' }), 0)).toBeNull();
    expect(timeBonusDeadline(discount({ seconds_left: 0 }), 0)).toBeNull();
    expect(timeBonusDeadline(discount({ seconds_left: null }), 0)).toBeNull();
    expect(timeBonusDeadline(null, 0)).toBeNull();
  });

  it('counts down in whole seconds and clears at zero', () => {
    expect(secondsLeftAt(10_000, 0)).toBe(10);
    expect(secondsLeftAt(10_000, 9_001)).toBe(1);
    expect(secondsLeftAt(10_000, 10_000)).toBeNull();
    expect(secondsLeftAt(10_000, 20_000)).toBeNull();
    expect(secondsLeftAt(null, 0)).toBeNull();
  });

  it('allows the modal only with 0 credits, a visible bonus, no earlier dismissal, in the members area', () => {
    const base = { secondsLeft: 100, credits: 0, dismissed: false, routeName: 'members' };
    expect(mayShowTimeBonusModal(base)).toBe(true);
    expect(mayShowTimeBonusModal({ ...base, routeName: 'chats' })).toBe(true);
    expect(mayShowTimeBonusModal({ ...base, credits: 1 })).toBe(false);
    expect(mayShowTimeBonusModal({ ...base, secondsLeft: null })).toBe(false);
    expect(mayShowTimeBonusModal({ ...base, dismissed: true })).toBe(false);
    expect(mayShowTimeBonusModal({ ...base, routeName: 'credits' })).toBe(false);
  });

  it('waits 40 s from entering the members area, and no longer once that has passed', () => {
    expect(modalWaitMs(1_000, 1_000)).toBe(40_000);
    expect(modalWaitMs(1_000, 31_000)).toBe(10_000);
    expect(modalWaitMs(1_000, 99_000)).toBe(0);
  });

  it('names the 4-hour window in its texts', () => expect(TIME_BONUS_WINDOW_HOURS).toBe(4));
});
