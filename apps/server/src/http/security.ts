import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { AUTH_COOKIE_NAME } from '@app/shared';
import { DomainError } from '../kernel/errors.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for cookie sessions: a state-changing call must come from a page of this very site
 * (Origin, else Sec-Fetch-Site) and, when it carries the session cookie, be JSON (which a cross-site
 * form cannot send without a preflight).
 */
export function checkSameOrigin(request: FastifyRequest) {
  if (!UNSAFE.has(request.method)) return;
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
  const isPhotoUpload = request.method === 'POST' && request.url.startsWith('/api/photo.php') && contentType.startsWith('multipart/form-data');
  if (hasSession && !isBodylessDelete && !contentType.startsWith('application/json') && !isPhotoUpload) {
    throw new DomainError('json_required');
  }
}

export async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only makes sense (and is only honoured) on https; added per request below.
    hsts: false,
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
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
