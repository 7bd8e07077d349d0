import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_COOKIE_NAME, LOCALE_COOKIE_NAME, type Locale } from '@app/shared';
import { pickLocale } from '@app/shared/i18n';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../kernel/deps.js';
import { DomainError } from '../kernel/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    site: SiteWithCompany;
    locale: Locale;
    auth: AuthenticatedSession | null;
    /** The visitor's country (trusted proxy header or GeoIP), looked up on first use only. */
    readonly geoCountry: string | null;
  }
}

const GEO = Symbol('geoCountry');
const SITE_INDEPENDENT_PATH = '/api/payment-webhook.php';

/** Resolves, for every request, the site (by Host), the session and the language; the country when asked. */
export const requestContext = fp(async (app: FastifyInstance, deps: AppDeps) => {
  app.decorateRequest('site', null as never);
  app.decorateRequest('locale', 'nl');
  app.decorateRequest('auth', null);
  app.decorateRequest('geoCountry', {
    getter(this: FastifyRequest & { [GEO]?: string | null }) {
      if (this[GEO] === undefined) this[GEO] = deps.geoip.countryOf(this);
      return this[GEO] ?? null;
    },
  });

  app.addHook('onRequest', async (request) => {
    request.locale = pickLocale(request.cookies[LOCALE_COOKIE_NAME]);
    const site = await deps.sites.resolve(request.hostname);
    if (!site) {
      // Providers call the webhook on whatever address PAYMENT_WEBHOOK_BASE_URL names; it needs no site.
      if (request.url.startsWith(SITE_INDEPENDENT_PATH)) return;
      throw new DomainError('unknown_site');
    }
    request.site = site;
    request.locale = pickLocale(request.cookies[LOCALE_COOKIE_NAME], site.domainLanguage);
    request.auth = await deps.sessions.authenticate(request.cookies[AUTH_COOKIE_NAME], site.id);
    if (request.auth) request.locale = pickLocale(request.auth.user.language);
  });
});

/** Route guard: a logged-in member of this site, else the spec's 403 {authentication_required}. */
export function requireAuth(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw new DomainError('authentication_required');
  return request.auth;
}

/**
 * Rate-limit key of a member-only limit: the member (not the address: members behind one NAT, an office or a mobile
 * carrier, must not use up each other's allowance); the address only before authentication has run.
 */
export const perMemberKey = (name: string) => (request: FastifyRequest) => `${name}:member:${request.auth?.user.id ?? request.ip}`;
