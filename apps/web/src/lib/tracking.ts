/** Spec 3: tracking parameters (network, ref, sub1-3) are kept for the signup and stripped from the address bar. */
export const TRACKING_PARAMS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
export type TrackingRecord = Partial<Record<(typeof TRACKING_PARAMS)[number], string>>;
const KEY = 'tracking';

export function captureTracking(): void {
  const url = new URL(window.location.href);
  const found: TrackingRecord = {};
  for (const name of TRACKING_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) found[name] = value.slice(0, 128);
    url.searchParams.delete(name);
  }
  if (Object.keys(found).length === 0) return;
  try { window.localStorage.setItem(KEY, JSON.stringify(found)); } catch { /* storage unavailable */ }
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

export function storedTracking(): TrackingRecord | undefined {
  try {
    const raw = window.localStorage.getItem(KEY);
    return raw ? JSON.parse(raw) as TrackingRecord : undefined;
  } catch {
    return undefined;
  }
}

export const hasTrafficSource = () => Boolean(storedTracking()?.network);
