import { describe, expect, it } from 'vitest';
import { siteDay, swipeAllowance, wantEachOther } from './swipe.js';

describe('the site\'s day for the swipe game', () => {
  it('begins at local midnight, in winter and in summer time', () => {
    expect(siteDay('Europe/Amsterdam', new Date('2026-01-15T10:00:00Z'))).toEqual({ start: new Date('2026-01-14T23:00:00Z'), next: new Date('2026-01-15T23:00:00Z') });
    expect(siteDay('Europe/Amsterdam', new Date('2026-07-15T10:00:00Z'))).toEqual({ start: new Date('2026-07-14T22:00:00Z'), next: new Date('2026-07-15T22:00:00Z') });
  });
  it('knows a late UTC evening is already tomorrow in Amsterdam', () => {
    expect(siteDay('Europe/Amsterdam', new Date('2026-07-15T22:30:00Z')).start).toEqual(new Date('2026-07-15T22:00:00Z'));
    expect(siteDay('Europe/London', new Date('2026-07-15T22:30:00Z')).start).toEqual(new Date('2026-07-14T23:00:00Z'));
  });
  it('has 23 and 25 hour days when the clocks change', () => {
    const spring = siteDay('Europe/Amsterdam', new Date('2026-03-29T12:00:00Z'));
    expect((spring.next.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    const autumn = siteDay('Europe/Amsterdam', new Date('2026-10-25T12:00:00Z'));
    expect((autumn.next.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
  });
});

describe('swipeAllowance', () => {
  it('gives 4 likes a day and says when they renew', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(swipeAllowance(0, now, 'Europe/Amsterdam')).toEqual({ remaining: 4, renews_at: '2026-11-23T23:00:00.000Z' });
    expect(swipeAllowance(3, now, 'Europe/Amsterdam').remaining).toBe(1);
    expect(swipeAllowance(4, now, 'Europe/Amsterdam').remaining).toBe(0);
    expect(swipeAllowance(9, now, 'Europe/Amsterdam').remaining).toBe(0);
  });
});

describe('wantEachOther', () => {
  const m = (sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi' | null) => ({ gender: 'male' as const, sexuality });
  const f = (sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi' | null) => ({ gender: 'female' as const, sexuality });
  it('pairs hetero men and women, gay men, lesbian women, and bi members with whoever wants them', () => {
    expect(wantEachOther(m('hetero'), f('hetero'))).toBe(true);
    expect(wantEachOther(m('hetero'), m('hetero'))).toBe(false);
    expect(wantEachOther(m('gay'), m('gay'))).toBe(true);
    expect(wantEachOther(m('gay'), f('hetero'))).toBe(false);
    expect(wantEachOther(f('lesbian'), f('bi'))).toBe(true);
    expect(wantEachOther(f('lesbian'), m('bi'))).toBe(false);
    expect(wantEachOther(m('bi'), f('hetero'))).toBe(true);
    expect(wantEachOther(m('bi'), m('hetero'))).toBe(false);
  });
  it('leaves nobody out for what they did not say', () => {
    expect(wantEachOther(m(null), m('gay'))).toBe(true);
    expect(wantEachOther({ gender: null, sexuality: null }, f('hetero'))).toBe(true);
  });
});
