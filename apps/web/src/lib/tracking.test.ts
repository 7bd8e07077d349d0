import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module remembers that its listeners are installed: each test gets a fresh copy.
const load = async () => {
  vi.resetModules();
  return import('./tracking');
};

const visit = (pathAndQuery: string) => window.history.replaceState(null, '', pathAndQuery);
const address = () => window.location.pathname + window.location.search + window.location.hash;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  document.cookie = 'tracking=; Path=/; Max-Age=0';
});

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  visit('/');
});

describe('tracking (spec 3)', () => {
  it('keeps the parameters with their time and strips them from the address, leaving the rest', async () => {
    const { captureTracking, storedTracking, hasTrafficSource } = await load();
    visit('/landers/video?network=adnet&ref=r7&sub1=a&page=2#top');
    captureTracking(new Date('2026-05-01T10:00:00.000Z'));
    expect(address()).toBe('/landers/video?page=2#top');
    expect(storedTracking()).toEqual({ network: 'adnet', ref: 'r7', sub1: 'a', first_seen_at: '2026-05-01T10:00:00.000Z' });
    expect(hasTrafficSource()).toBe(true);
  });

  it('keeps the first touch: a later visit with other parameters changes nothing, and is stripped too', async () => {
    const { captureTracking, storedTracking } = await load();
    visit('/?network=first&sub2=x');
    captureTracking(new Date('2026-05-01T10:00:00.000Z'));
    visit('/members?network=second&ref=other');
    captureTracking(new Date('2026-05-03T10:00:00.000Z'));
    expect(address()).toBe('/members');
    expect(storedTracking()).toEqual({ network: 'first', sub2: 'x', first_seen_at: '2026-05-01T10:00:00.000Z' });
  });

  it('writes the touch where the server reads it: the tracking cookie', async () => {
    const { captureTracking } = await load();
    visit('/?network=ad%20net&ref=1');
    captureTracking(new Date('2026-05-01T10:00:00.000Z'));
    const cookie = document.cookie.split('; ').find((c) => c.startsWith('tracking='))!;
    expect(new URLSearchParams(decodeURIComponent(cookie.slice('tracking='.length))).get('network')).toBe('ad net');
  });

  it('has no source without parameters, nor with sub-ids only, and leaves a clean address alone', async () => {
    const { captureTracking, hasTrafficSource } = await load();
    const replace = vi.spyOn(window.history, 'replaceState');
    visit('/members?page=2');
    replace.mockClear();
    captureTracking();
    expect(replace).not.toHaveBeenCalled();
    expect(hasTrafficSource()).toBe(false);
    visit('/?sub1=x');
    captureTracking();
    expect(hasTrafficSource()).toBe(false);
    replace.mockRestore();
  });

  it('moves a touch kept by an earlier version (localStorage) into the cookie once', async () => {
    const { captureTracking, moveLegacyTouch, storedTracking } = await load();
    window.localStorage.setItem('tracking', JSON.stringify({ network: 'old', ref: 'r' }));
    visit('/?network=new');
    captureTracking(new Date('2026-05-01T09:00:00.000Z'));
    expect(storedTracking()?.network).toBe('new');
    // Later, when the page is idle: the older touch replaces the one this page kept.
    moveLegacyTouch(new Date('2026-05-01T10:00:00.000Z'));
    expect(storedTracking()).toEqual({ network: 'old', ref: 'r', first_seen_at: '2026-05-01T10:00:00.000Z' });
    expect(window.localStorage.getItem('tracking')).toBeNull();
    moveLegacyTouch();
    expect(storedTracking()?.network).toBe('old');
  });

  it('leaves a touch the cookie held before this page to it, and drops the earlier version\'s', async () => {
    visit('/?network=first');
    (await load()).captureTracking(new Date('2026-05-01T09:00:00.000Z'));
    window.localStorage.setItem('tracking', JSON.stringify({ network: 'old' }));
    visit('/');
    // The next page (a fresh copy of the module) finds the cookie's touch.
    const nextPage = await load();
    nextPage.captureTracking();
    nextPage.moveLegacyTouch();
    expect(nextPage.storedTracking()?.network).toBe('first');
    expect(window.localStorage.getItem('tracking')).toBeNull();
  });
});

describe('page-bounce log (spec 3 and 7)', () => {
  it('strips lb, remembers it for the tab and sends one beacon per hide with the path and time since load', async () => {
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    const { startTracking, isBounceLogOn } = await load();
    visit('/members/12?lb=1&token=keep');
    startTracking();
    expect(address()).toBe('/members/12?token=keep');
    expect(isBounceLogOn()).toBe(true);

    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    const sent = new URL(url, window.location.origin);
    expect(sent.pathname).toBe('/api/page-hidden.php');
    expect(sent.searchParams.get('lb')).toBe('1');
    expect(sent.searchParams.get('path')).toBe('/members/12');
    expect(Number(sent.searchParams.get('ms'))).toBeGreaterThanOrEqual(0);
    expect(body.type).toBe('application/json');
    expect(await body.text()).toBe('{}');

    // Shown again and hidden again: the next beacon.
    setVisibility('visible');
    setVisibility('hidden');
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('sends nothing without lb, and lb=0 turns it off for the tab', async () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    const first = await load();
    visit('/');
    first.startTracking();
    setVisibility('hidden');
    expect(beacon).not.toHaveBeenCalled();

    window.sessionStorage.setItem('page-bounce-log', '1');
    const second = await load();
    visit('/?lb=0');
    second.startTracking();
    expect(second.isBounceLogOn()).toBe(false);
    expect(address()).toBe('/');
    setVisibility('visible');
    setVisibility('hidden');
    expect(beacon).not.toHaveBeenCalled();
  });
});
