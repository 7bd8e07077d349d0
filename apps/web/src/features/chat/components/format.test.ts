import { describe, expect, it } from 'vitest';
import { clockTime, dayOf, shortTime } from './format';

const now = new Date(2026, 10, 23, 15, 0);

describe('chat times', () => {
  it('shows a time for today and a date otherwise in the chats list, with the year only when it is another one', () => {
    expect(shortTime(new Date(2026, 10, 23, 9, 5).toISOString(), 'nl', now)).toBe('09:05');
    expect(shortTime(new Date(2026, 10, 22, 23, 59).toISOString(), 'nl', now)).toBe('22 nov');
    expect(shortTime(new Date(2025, 2, 4, 12, 0).toISOString(), 'nl', now)).toBe('4 mrt 2025');
  });

  it('uses the 24-hour clock for British English and the 12-hour clock for American English', () => {
    const iso = new Date(2026, 10, 23, 15, 5).toISOString();
    expect(clockTime(iso, 'en')).toBe('15:05');
    expect(clockTime(iso, 'en-US')).toBe('03:05 PM');
  });

  it('separates days as today, yesterday and a full date', () => {
    expect(dayOf(new Date(2026, 10, 23, 8).toISOString(), 'nl', now).label).toBe('today');
    expect(dayOf(new Date(2026, 10, 22, 8).toISOString(), 'nl', now).label).toBe('yesterday');
    expect(dayOf(new Date(2026, 10, 20, 8).toISOString(), 'nl', now).label).toBe('vrijdag 20 november');
  });
});
