import {
  BOUNCE_LOG_PARAM, decodeTrackingCookie, encodeTrackingCookie, firstTouch, hasKnownSource, TRACKING_COOKIE_MAX_AGE_SECONDS,
  TRACKING_COOKIE_NAME, TRACKING_PARAMS, trackingFromQuery, type TrackingTouch,
} from '@app/shared/rules/tracking';

/**
 * Spec 3: tracking parameters (network, ref, sub1-3) are kept (the first touch, with its time) and stripped from the
 * address bar; `lb` turns on the page-bounce log for the tab. The touch lives in a first-party cookie, so the server
 * decides signup and logged-out search (spec 4) from the very record this page shows them by.
 */
export { TRACKING_PARAMS };
export type TrackingRecord = TrackingTouch;

export const PAGE_HIDDEN_URL = '/api/page-hidden.php';
/** sessionStorage: the page-bounce log is on for this tab. */
const BOUNCE_LOG_KEY = 'page-bounce-log';
/** Where earlier versions kept the touch (localStorage): moved into the cookie once. */
const LEGACY_KEY = 'tracking';
/** The server refuses longer ones (a day). */
const MAX_MS = 86_400_000;

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The kept first touch (with first_seen_at, as the signup body takes it), or undefined. */
export function storedTracking(): TrackingRecord | undefined {
  const raw = readCookie(TRACKING_COOKIE_NAME);
  try {
    return (raw && decodeTrackingCookie(decodeURIComponent(raw))) || undefined;
  } catch {
    return undefined;
  }
}

function keepTouch(touch: TrackingTouch): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TRACKING_COOKIE_NAME}=${encodeTrackingCookie(touch)}; Path=/; Max-Age=${TRACKING_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

function legacyTouch(): TrackingTouch | null {
  try {
    const raw = window.localStorage.getItem(LEGACY_KEY);
    if (!raw) return null;
    window.localStorage.removeItem(LEGACY_KEY);
    const old = JSON.parse(raw) as Record<string, unknown>;
    return trackingFromQuery(new URLSearchParams(Object.entries(old).filter((e): e is [string, string] => typeof e[1] === 'string')));
  } catch {
    return null;
  }
}

/** Spec 4's "a source is present": the visitor came through a network or with a partner's reference. */
export const hasTrafficSource = () => hasKnownSource(storedTracking());

export function isBounceLogOn(): boolean {
  try { return window.sessionStorage.getItem(BOUNCE_LOG_KEY) === '1'; } catch { return false; }
}

/**
 * Keeps the first touch of this address's tracking parameters (a later visit with other ones changes nothing), notes
 * `lb` for the tab (lb=0 turns it off again), and strips them all from the address bar.
 */
export function captureTracking(now = new Date()): void {
  const url = new URL(window.location.href);
  const arriving = trackingFromQuery(url.searchParams);
  const bounceLog = url.searchParams.get(BOUNCE_LOG_PARAM);
  const kept = storedTracking() ?? null;
  const touch = firstTouch(kept, arriving, now);
  if (touch && !kept) { keepTouch(touch); keptByThisPage = true; }
  if (bounceLog !== null) {
    try {
      if (bounceLog === '0') window.sessionStorage.removeItem(BOUNCE_LOG_KEY); else window.sessionStorage.setItem(BOUNCE_LOG_KEY, '1');
    } catch { /* storage unavailable: no log for this tab */ }
  }
  const names = [...TRACKING_PARAMS, BOUNCE_LOG_PARAM].filter((name) => url.searchParams.has(name));
  if (!names.length) return;
  for (const name of names) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/**
 * Spec 7: the beacon when the page is hidden, with the spec's empty JSON. The page (path only: a query may hold a
 * token) and the time since it loaded ride in the address. A JSON blob makes the browser send its Origin, which the
 * server's same-origin guard asks of every POST.
 */
export function sendPageHidden(): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  const query = new URLSearchParams({
    [BOUNCE_LOG_PARAM]: '1',
    path: window.location.pathname.slice(0, 512),
    ms: String(Math.min(Math.max(0, Math.round(performance.now())), MAX_MS)),
  });
  try {
    return navigator.sendBeacon(`${PAGE_HIDDEN_URL}?${query}`, new Blob(['{}'], { type: 'application/json' }));
  } catch {
    return false;
  }
}

let started = false;
let keptByThisPage = false;

/**
 * A touch an earlier version kept (localStorage) came before any other: it goes into the cookie, unless the cookie
 * already held one before this page, and leaves storage. Its time is unknown, so it is dated now. Run when the page
 * is idle (startTracking): a page's first storage read blocks its main thread on the browser process.
 */
export function moveLegacyTouch(now = new Date()): void {
  const legacy = legacyTouch();
  if (legacy && (keptByThisPage || !storedTracking())) keepTouch(firstTouch(null, legacy, now)!);
}

/** Boot of the member app and of the landers: keep the touch, and with `lb` log every time the page is hidden. */
export function startTracking(): void {
  captureTracking();
  if (started) return;
  started = true;
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
  whenIdle(() => moveLegacyTouch());
  // Whether the log is on is read when the page is hidden, not now: a page's first storage read blocks its main thread.
  // visibilitychange→hidden and then pagehide for one leave: one beacon; the page shown again may send the next.
  let sentForThisHide = false;
  const hidden = () => {
    if (sentForThisHide || !isBounceLogOn()) return;
    sentForThisHide = true;
    sendPageHidden();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hidden(); else sentForThisHide = false;
  });
  window.addEventListener('pagehide', hidden);
  window.addEventListener('pageshow', () => { sentForThisHide = false; });
}
