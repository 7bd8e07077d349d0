import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { cachedPlace, GEOLOCATION_MAX_AGE_MS, locatePlace, storePlace, useGeolocationPermission } from './geolocation';

afterEach(() => vi.unstubAllGlobals());

function Probe() {
  return <p data-testid="permission">{useGeolocationPermission()}</p>;
}

/** A Permissions API whose geolocation state the test changes, as the browser's settings would. */
function fakePermissions(initial: PermissionState) {
  const status = Object.assign(new EventTarget(), { state: initial, name: 'geolocation', onchange: null }) as unknown as PermissionStatus & { state: PermissionState };
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), {
    geolocation: { getCurrentPosition: vi.fn() },
    permissions: { query: vi.fn(async () => status) },
  }));
  return {
    change(state: PermissionState) { (status as { state: PermissionState }).state = state; status.dispatchEvent(new Event('change')); },
  };
}

describe('the geolocation permission', () => {
  it('is the browser\'s state and follows it when the member changes it in the browser', async () => {
    const permissions = fakePermissions('prompt');
    render(<Probe />);
    expect(await screen.findByText('prompt')).toBeTruthy();
    act(() => permissions.change('denied'));
    expect(screen.getByTestId('permission').textContent).toBe('denied');
    act(() => permissions.change('granted'));
    expect(screen.getByTestId('permission').textContent).toBe('granted');
  });

  it('is unknown without the Permissions API, and unsupported without geolocation', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { geolocation: { getCurrentPosition: vi.fn() }, permissions: undefined }));
    const { unmount } = render(<Probe />);
    expect(screen.getByTestId('permission').textContent).toBe('unknown');
    unmount();
    vi.stubGlobal('navigator', {});
    render(<Probe />);
    expect(screen.getByTestId('permission').textContent).toBe('unsupported');
  });
});

describe('the place for a position', () => {
  const utrecht = { lat: 52.0907, lon: 5.1214 };
  const place = { country: 'NL', region: 'NL-UT', city: 'Utrecht' };

  it('is kept an hour for the same rounded position, a failure too; then asked again', () => {
    const now = Date.UTC(2026, 10, 1, 12);
    storePlace(utrecht, place, now);
    expect(cachedPlace({ lat: 52.0911, lon: 5.1236 }, now + 60_000)).toEqual(place);
    expect(cachedPlace({ lat: 52.2, lon: 5.1214 }, now)).toBeUndefined();
    expect(cachedPlace(utrecht, now + GEOLOCATION_MAX_AGE_MS + 1)).toBeUndefined();
    storePlace(utrecht, false, now);
    expect(cachedPlace(utrecht, now)).toBe(false);
  });

  it('asks the browser for a position at most an hour old, and the server only when not cached', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback, _fail?: PositionErrorCallback, _options?: PositionOptions) => ok({ coords: { latitude: utrecht.lat, longitude: utrecht.lon } } as GeolocationPosition));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { geolocation: { getCurrentPosition } }));
    const geocode = vi.fn(async () => place);
    expect(await locatePlace(geocode)).toEqual(place);
    expect(await locatePlace(geocode)).toEqual(place);
    expect(geocode).toHaveBeenCalledTimes(1);
    expect(getCurrentPosition.mock.calls[0]![2]).toMatchObject({ maximumAge: 3_600_000 });
  });
});
