import { describe, expect, it } from 'vitest';
import { decodeTrackingCookie, encodeTrackingCookie, firstTouch, hasKnownSource, trackingFromQuery } from './tracking.js';

const now = new Date('2026-05-01T10:00:00.000Z');

describe('tracking (spec 3)', () => {
  it('reads the five parameters of an address and nothing else', () => {
    expect(trackingFromQuery(new URLSearchParams('network=adnet&ref=r1&sub1=a&sub2=b&sub3=c&page=2'))).toEqual({ network: 'adnet', ref: 'r1', sub1: 'a', sub2: 'b', sub3: 'c' });
    expect(trackingFromQuery(new URLSearchParams('page=2&network='))).toBeNull();
  });

  it('cuts values to their limits and drops control characters', () => {
    const found = trackingFromQuery(new URLSearchParams({ network: 'n'.repeat(100), ref: ' a\u0000b\u001f ' }));
    expect(found).toEqual({ network: 'n'.repeat(64), ref: 'ab' });
  });

  it('keeps the first touch: a later visit with other parameters changes nothing', () => {
    const first = firstTouch(null, { network: 'first' }, now);
    expect(first).toEqual({ network: 'first', first_seen_at: now.toISOString() });
    expect(firstTouch(first, { network: 'second', ref: 'x' }, new Date(now.getTime() + 86_400_000))).toBe(first);
    expect(firstTouch(null, null, now)).toBeNull();
  });

  it('counts a network or a reference as a known source, sub-ids alone not', () => {
    expect(hasKnownSource({ network: 'adnet' })).toBe(true);
    expect(hasKnownSource({ ref: 'partner' })).toBe(true);
    expect(hasKnownSource({ sub1: 'x' })).toBe(false);
    expect(hasKnownSource(null)).toBe(false);
  });

  it('round-trips through the cookie value, whatever characters a partner uses', () => {
    const touch = { network: 'ad net;&=,"é', ref: '42', sub3: '100%', first_seen_at: now.toISOString() };
    const value = encodeTrackingCookie(touch);
    // Only characters a cookie value may hold.
    expect(value).toMatch(/^[A-Za-z0-9%._~*'()!-]+$/);
    expect(decodeTrackingCookie(decodeURIComponent(value))).toEqual(touch);
  });

  it('drops what a visitor may have put in the cookie by hand', () => {
    expect(decodeTrackingCookie('first_seen_at=2026-01-01T00:00:00Z')).toBeNull();
    expect(decodeTrackingCookie('network=x&first_seen_at=yesterday')).toEqual({ network: 'x' });
    expect(decodeTrackingCookie('')).toBeNull();
    expect(decodeTrackingCookie(undefined)).toBeNull();
  });
});
