import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  decodeTrackingCookie, firstTouch, hasKnownSource, TRACKING_COOKIE_MAX_AGE_SECONDS, TRACKING_COOKIE_NAME, trackingCookieQuery,
  trackingFromQuery, type TrackingRecord, type TrackingTouch,
} from '@app/shared/rules/tracking';

/**
 * What the server knows of a visitor's traffic source: the first touch kept in the tracking cookie (spec 3), the one
 * record the browser shows them by too. It is only as honest as the address the visitor arrived on (anyone may add
 * ?network=… to a link), so it opens nothing a visitor could not open by following such a link, and every check asks
 * it the same way.
 */
export const visitorTracking = (request: FastifyRequest): TrackingTouch | null => decodeTrackingCookie(request.cookies[TRACKING_COOKIE_NAME]);

/** Where the person behind a request came from: a member's stored first touch (users.tracking), else the visitor's cookie. */
export function trafficSourceOf(request: FastifyRequest): TrackingRecord | null {
  if (request.auth) return request.auth.user.tracking ?? null;
  return visitorTracking(request);
}

/** Spec 4's "a source is present", for signups with_trafficsource and logged-out search with its traffic-source variant. */
export const hasTrafficSource = (request: FastifyRequest): boolean => hasKnownSource(trafficSourceOf(request));

/**
 * For the page server: a page asked for with tracking parameters and no touch kept yet keeps this one, before any
 * script runs (a visitor who leaves at once is still attributed when they come back). The browser does the same at
 * boot for pages the server did not write (the dev server); first touch wins either way.
 */
export function rememberFirstTouch(request: FastifyRequest, reply: FastifyReply, now: Date): void {
  if (visitorTracking(request)) return;
  const query = request.url.indexOf('?');
  const touch = firstTouch(null, query < 0 ? null : trackingFromQuery(new URLSearchParams(request.url.slice(query + 1))), now);
  if (!touch) return;
  // Not httpOnly: the page reads it (spec 4's signup and search states); it holds nothing secret.
  reply.setCookie(TRACKING_COOKIE_NAME, trackingCookieQuery(touch), {
    path: '/', maxAge: TRACKING_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax', secure: request.protocol === 'https',
  });
}
