import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@app/shared/routes';
import { IDLE_PREFETCH_DELAY_MS } from '@app/shared/constants';
import { isPrefetchAllowed, likelyNextRoutes, scheduleIdlePrefetch } from './idle-prefetch';

const access = (name: string) => ROUTES.find((r) => r.name === name)?.access;

describe('likely next routes', () => {
  it('sends a visitor on the home page towards login and signup, a member on search towards profiles, chats and likes', () => {
    expect(likelyNextRoutes('index', false)).toEqual(['login', 'signup']);
    expect(likelyNextRoutes('members', true)).toEqual(['members-id', 'chats', 'likes']);
    expect(likelyNextRoutes('credits', true)).toEqual(['credits-id-paymentmethod']);
  });

  it('names only routes of the table that the visitor or member may open, never the current one, and few', () => {
    for (const { name } of ROUTES) {
      for (const isLoggedIn of [false, true]) {
        const next = likelyNextRoutes(name, isLoggedIn);
        expect(next.length).toBeLessThanOrEqual(3);
        expect(next).not.toContain(name);
        for (const target of next) {
          expect(access(target), `${name} -> ${target}`).toBeDefined();
          expect(access(target), `${name} -> ${target}`).not.toBe(isLoggedIn ? 'guest' : 'member');
        }
      }
    }
  });

  it('prefetches nothing for a visitor on a lander (its own lean entry) or on the not-found page', () => {
    expect(likelyNextRoutes('landers-gallery', false)).toEqual([]);
    expect(likelyNextRoutes(null, true)).toEqual([]);
  });
});

describe('connection check', () => {
  it('skips the prefetch on save-data and on 2G, and allows it when the browser tells nothing', () => {
    expect(isPrefetchAllowed(undefined)).toBe(true);
    expect(isPrefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(isPrefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(isPrefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(isPrefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(isPrefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('idle prefetch scheduling', () => {
  const setConnection = (connection: object | undefined) =>
    Object.defineProperty(window.navigator, 'connection', { configurable: true, value: connection });
  beforeEach(() => { vi.useFakeTimers(); setConnection(undefined); });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window.navigator, 'connection');
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it(`waits ${IDLE_PREFETCH_DELAY_MS} ms after the load, then for the browser to be idle`, () => {
    const idle: Array<() => void> = [];
    Object.assign(window, { requestIdleCallback: (run: () => void) => idle.push(run), cancelIdleCallback: vi.fn() });
    const prefetch = vi.fn(async () => undefined);
    scheduleIdlePrefetch(['login', 'signup'], prefetch);
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(prefetch).not.toHaveBeenCalled();
    idle[0]!();
    expect(prefetch.mock.calls).toEqual([['login'], ['signup']]);
  });

  it('falls back to a timeout where requestIdleCallback is missing', () => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    const prefetch = vi.fn(async () => undefined);
    scheduleIdlePrefetch(['login'], prefetch);
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS + 1);
    expect(prefetch).toHaveBeenCalledWith('login');
  });

  it('prefetches nothing when the page is left before, or on a save-data connection', () => {
    const prefetch = vi.fn(async () => undefined);
    const cancel = scheduleIdlePrefetch(['login'], prefetch);
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS / 2);
    cancel();
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS * 2);
    setConnection({ effectiveType: '4g', saveData: true });
    scheduleIdlePrefetch(['login'], prefetch);
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS * 2);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('starts counting at the load event while the first page is still loading', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const prefetch = vi.fn(async () => undefined);
    scheduleIdlePrefetch(['login'], prefetch);
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS * 2);
    expect(prefetch).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS + 1);
    expect(prefetch).toHaveBeenCalledWith('login');
  });
});
