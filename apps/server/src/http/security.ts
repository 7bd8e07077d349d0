import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_COOKIE_NAME } from '@app/shared';
import { DomainError } from '../kernel/errors.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for cookie sessions: a state-changing call must come from a page of this very site
 * (Origin, else Sec-Fetch-Site) and, when it carries the session cookie, be JSON (which a cross-site
 * form cannot send without a preflight).
 */
/** The uploads: a profile photo and a photo for a message; every other change is JSON. */
const MULTIPART_PATHS = ['/api/photo.php', '/api/message-photo.php'];

/**
 * A WebSocket upgrade is a GET the browser sends with cookies from any page (no CORS for sockets): it must come from
 * a page of this very site, so the Origin header is required and must name this host.
 */
export function checkUpgradeOrigin(request: FastifyRequest) {
  let host: string | null = null;
  try { host = new URL(String(request.headers.origin ?? '')).host; } catch { /* missing or garbage: refused */ }
  if (host !== request.host) throw new DomainError('request_refused');
}

/**
 * The payment provider's webhook comes from the provider's servers, never from a browser: no origin to check, and
 * it grants nothing (it only makes us ask the provider). The test provider's checkout page (/dev/pay, never in
 * production) stands in for a provider's own site: its plain form posts change only the test provider's book, and
 * under our no-referrer policy browsers send them with `Origin: null`.
 */
const PROVIDER_PATHS = ['/api/payment-webhook.php', '/dev/pay/'];
/**
 * The one-click unsubscribe (RFC 8058) is posted by mail providers' servers and by the confirmation page's plain form
 * (`Origin: null` under no-referrer); the mail events come from the mail provider. Both are authorised by a secret
 * in the request (the unguessable token, the bearer secret) and never by the session cookie.
 */
const MAIL_PATHS = ['/api/unsubscribe.php', '/api/mail-events.php'];

export function checkSameOrigin(request: FastifyRequest) {
  if (!UNSAFE.has(request.method)) return;
  if ([...PROVIDER_PATHS, ...MAIL_PATHS].some((p) => request.url.startsWith(p))) return;
  const origin = request.headers.origin;
  const hasSession = Boolean(request.cookies[AUTH_COOKIE_NAME]);
  if (origin) {
    let host: string | null = null;
    try { host = new URL(origin).host; } catch { /* "null" or garbage: refused below */ }
    if (host !== request.host) throw new DomainError('request_refused');
  } else if (request.headers['sec-fetch-site'] && !['same-origin', 'none'].includes(String(request.headers['sec-fetch-site']))) {
    throw new DomainError('request_refused');
  } else if (hasSession) {
    throw new DomainError('request_refused');
  }
  const contentType = String(request.headers['content-type'] ?? '');
  // A DELETE without a body (DELETE /api/photo.php?id=…) has nothing to be JSON; every other change must be JSON.
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  const isBodylessDelete = request.method === 'DELETE' && !hasBody;
  // The photo upload is the one multipart call; its Origin was checked above like every other.
  const isPhotoUpload = request.method === 'POST' && MULTIPART_PATHS.some((p) => request.url.startsWith(p)) && contentType.startsWith('multipart/form-data');
  if (hasSession && !isBodylessDelete && !contentType.startsWith('application/json') && !isPhotoUpload) {
    throw new DomainError('json_required');
  }
}

/**
 * The security headers of every answer, written once at start: the same set helmet would send, without running a
 * middleware chain on every request (every logged-in request counts; see bench/api-throughput.mjs).
 */
const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': [
    "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob:", "font-src 'self' data:",
    "connect-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'",
  ].join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

export async function securityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    // HSTS only makes sense (and is only honoured) on https.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}

const NUL = /\u0000|%00/i;

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) if (key.includes('\u0000') || containsNul(inner, depth + 1)) return true;
  return false;
}

/**
 * A NUL byte has no place in any text a member sends, and PostgreSQL refuses it in text columns (which surfaced as
 * a 500): refused here, once for every route, in the address and in the JSON body.
 */
export async function refuseNulBytes(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (NUL.test(request.url)) throw new DomainError('validation');
  });
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body)) throw new DomainError('validation');
  });
}
