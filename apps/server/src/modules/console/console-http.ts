import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConsoleAction } from '@app/shared';
import type { AppDeps } from '../../kernel/deps.js';
import { DomainError } from '../../kernel/errors.js';
import { authorize } from './console.policy.js';
import { authenticateStaff, type StaffSession } from './staff-sessions.js';

/** The console's cookie: its own name, sent only to /api/console (a member route never sees it, nor the reverse). */
export const STAFF_COOKIE_NAME = 'console_session';
export const CONSOLE_API_PREFIX = '/api/console/';
/** The one console route a visitor may call. */
export const CONSOLE_LOGIN_URL = '/api/console/login.php';

const cookieOptions = (request: FastifyRequest) => ({ path: '/api/console', httpOnly: true, sameSite: 'strict' as const, secure: request.protocol === 'https' });

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number) {
  reply.setCookie(STAFF_COOKIE_NAME, token, { ...cookieOptions(request), maxAge: maxAgeSeconds });
}
export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(STAFF_COOKIE_NAME, cookieOptions(request));
}

declare module 'fastify' {
  interface FastifyRequest { staff: StaffSession | null }
}

/** Every console route with the action it needs ("METHOD url"): the role-matrix test walks this list. */
export const CONSOLE_ROUTES = new Map<string, ConsoleAction | 'signed_in'>();
/** Every route Fastify registered under /api/console/ ("METHOD url"): the test checks each has its entry above. */
export const REGISTERED_CONSOLE_ROUTES = new Set<string>();

/** The staff member behind the console cookie, or 401 (whatever the route, whoever else is signed in). */
export function requireStaff(request: FastifyRequest): StaffSession {
  if (!request.staff) throw new DomainError('console_auth_required');
  return request.staff;
}

/**
 * Authenticates the console cookie for every /api/console/ request of this scope, known route or not, before the
 * body is read: anything but a staff session gets 401 (a member's session included). Registered once by the console
 * module, before its routes.
 */
export function installConsoleGuard(app: FastifyInstance, deps: AppDeps) {
  app.decorateRequest('staff', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(CONSOLE_API_PREFIX)) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') REGISTERED_CONSOLE_ROUTES.add(`${method} ${route.url}`);
  });
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(CONSOLE_API_PREFIX)) return;
    request.staff = await authenticateStaff(deps.db, deps.clock, request.cookies[STAFF_COOKIE_NAME], request.ip);
    if (request.url.split('?')[0] === CONSOLE_LOGIN_URL) return;
    requireStaff(request);
  });
}

/**
 * A console route's access: `{ ...consoleAccess('POST', url, 'photos.moderate'), schema }`. The action's policy is
 * checked in onRequest too, before validation, so nobody learns a route's form without the right to use it.
 */
export function consoleAccess(method: string, url: string, action: ConsoleAction | 'signed_in') {
  if (!url.startsWith(CONSOLE_API_PREFIX)) throw new Error(`console route outside ${CONSOLE_API_PREFIX}: ${url}`);
  CONSOLE_ROUTES.set(`${method} ${url}`, action);
  return {
    onRequest: async (request: FastifyRequest) => {
      const who = requireStaff(request);
      if (action !== 'signed_in') authorize(who, action);
    },
  };
}
