/**
 * Spec 3: the tracking record (network, ref, sub1, sub2, sub3). The first visit with tracking parameters is kept, with
 * its time, in one first-party cookie that the browser writes at boot (and the server may write when it serves a page
 * with the parameters): the browser reads it for what it shows, the server for what it decides (spec 4: signup and
 * logged-out search with a traffic source) and records (the member's source, the page-bounce log). No zod here: the
 * landers' entry loads this file and counts every kilobyte.
 */
export const TRACKING_PARAMS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];
export type TrackingRecord = Partial<Record<TrackingParam, string>>;
/** The first touch: its parameters and when it happened (ISO 8601), the shape the signup body's `tracking` has. */
export type TrackingTouch = TrackingRecord & { first_seen_at?: string };

export const TRACKING_COOKIE_NAME = 'tracking';
/** Attribution lasts 90 days after the first visit, the usual window of affiliate programmes. */
export const TRACKING_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 3600;
/** Query parameter that turns on the page-bounce log for the tab (spec 3). */
export const BOUNCE_LOG_PARAM = 'lb';

/** The longest value kept per parameter (the signup body's limits). */
export const TRACKING_VALUE_MAX: Record<TrackingParam, number> = { network: 64, ref: 128, sub1: 128, sub2: 128, sub3: 128 };

// Control characters have no place in a campaign name and would only make the reports unreadable.
const CONTROL = /[\u0000-\u001f\u007f]/g;

function cleanValue(name: TrackingParam, raw: string | null): string | undefined {
  const value = raw?.replace(CONTROL, '').trim().slice(0, TRACKING_VALUE_MAX[name]);
  return value || undefined;
}

/** The tracking parameters of an address's query, or null when it has none. */
export function trackingFromQuery(query: URLSearchParams): TrackingRecord | null {
  const found: TrackingRecord = {};
  for (const name of TRACKING_PARAMS) {
    const value = cleanValue(name, query.get(name));
    if (value) found[name] = value;
  }
  return Object.keys(found).length ? found : null;
}

/** Spec 4's "known source": the visitor came through a network or with a partner's reference (sub-ids alone are not a source). */
export const hasKnownSource = (touch: TrackingRecord | null | undefined): boolean => Boolean(touch?.network || touch?.ref);

/** First touch wins: a later visit with other parameters changes nothing once a touch is kept. */
export function firstTouch(kept: TrackingTouch | null | undefined, arriving: TrackingRecord | null, now: Date): TrackingTouch | null {
  if (kept) return kept;
  return arriving ? { ...arriving, first_seen_at: now.toISOString() } : null;
}

/** The touch as a query string: what the cookie holds once decoded (a server's cookie library encodes it itself). */
export function trackingCookieQuery(touch: TrackingTouch): string {
  const query = new URLSearchParams();
  for (const name of TRACKING_PARAMS) if (touch[name]) query.set(name, touch[name]!);
  if (touch.first_seen_at) query.set('first_seen_at', touch.first_seen_at);
  return query.toString();
}

/** The cookie's value as the browser writes it: the query string percent-encoded once more, always a safe cookie value. */
export const encodeTrackingCookie = (touch: TrackingTouch): string => encodeURIComponent(trackingCookieQuery(touch));

/**
 * The touch in a cookie value that was decoded once (as the server's cookie parser and the browser's
 * decodeURIComponent give it), or null. Anything odd is dropped: the cookie is the visitor's to change.
 */
export function decodeTrackingCookie(value: string | undefined | null): TrackingTouch | null {
  if (!value) return null;
  const query = new URLSearchParams(value);
  const parameters = trackingFromQuery(query);
  if (!parameters) return null;
  const seen = query.get('first_seen_at');
  const at = seen && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(seen) ? new Date(seen) : null;
  return at && !Number.isNaN(at.getTime()) ? { ...parameters, first_seen_at: at.toISOString() } : parameters;
}
