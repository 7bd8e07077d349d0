import { useEffect, useState } from 'react';

/** Spec 3: the geolocation permission is unsupported, unknown, or the browser's own state; it follows changes. */
export type GeolocationPermission = 'unsupported' | 'unknown' | 'granted' | 'prompt' | 'denied';

/** Spec 9: a position up to an hour old will do, and the place found for it is kept as long. */
export const GEOLOCATION_MAX_AGE_MS = 60 * 60_000;

const hasGeolocation = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/**
 * The browser's answer to "may this site know where I am", followed live: a member who allows or blocks it in the
 * browser's settings while the step is open sees the step change at once. Browsers without the Permissions API
 * (older Safari) say nothing until asked: 'unknown'.
 */
export function useGeolocationPermission(): GeolocationPermission {
  const [permission, setPermission] = useState<GeolocationPermission>(() => (hasGeolocation() ? 'unknown' : 'unsupported'));
  useEffect(() => {
    if (!hasGeolocation() || !navigator.permissions?.query) return undefined;
    let status: PermissionStatus | null = null;
    let active = true;
    const follow = () => { if (active && status) setPermission(status.state); };
    navigator.permissions.query({ name: 'geolocation' }).then((answer) => {
      status = answer;
      follow();
      answer.addEventListener('change', follow);
    }).catch(() => { /* the browser will not say: stays unknown */ });
    return () => {
      active = false;
      status?.removeEventListener('change', follow);
    };
  }, []);
  return permission;
}

export interface Coordinates { lat: number; lon: number }

/** Asks the browser where the member is; a position of the last hour is fine (no new fix, no wait). */
export function currentCoordinates(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lon: coords.longitude }),
      reject,
      { maximumAge: GEOLOCATION_MAX_AGE_MS, timeout: 15_000, enableHighAccuracy: false },
    );
  });
}

export interface Place { country: string; region: string; city: string }

const KEY = 'geocode';
/** The browser sends coordinates rounded to two decimals (about a kilometre): the same rounding keys the cache. */
const keyOf = ({ lat, lon }: Coordinates) => `${lat.toFixed(2)},${lon.toFixed(2)}`;

interface CachedPlace { key: string; at: number; place: Place | false }

/** Spec 7: the geocode answer is stored, false when it failed; kept for an hour for the same rounded position. */
export function cachedPlace(coordinates: Coordinates, now = Date.now()): Place | false | undefined {
  try {
    const cached = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as CachedPlace | null;
    if (!cached || cached.key !== keyOf(coordinates) || now - cached.at > GEOLOCATION_MAX_AGE_MS || now < cached.at) return undefined;
    return cached.place;
  } catch {
    return undefined;
  }
}

export function storePlace(coordinates: Coordinates, place: Place | false, now = Date.now()): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ key: keyOf(coordinates), at: now, place } satisfies CachedPlace));
  } catch { /* storage unavailable: asked again next time */ }
}

/** The place for the member's position: from the cache when answered within the hour, else from the geocode call. */
export async function locatePlace(geocode: (coordinates: Coordinates) => Promise<Place | false>): Promise<Place | false> {
  const coordinates = await currentCoordinates();
  const cached = cachedPlace(coordinates);
  if (cached !== undefined) return cached;
  const place = await geocode(coordinates);
  storePlace(coordinates, place);
  return place;
}
