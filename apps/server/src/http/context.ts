import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LOCALE_COOKIE_NAME, type Locale } from '@app/shared';
import { pickLocale } from '@app/shared/i18n';
import type { SiteWithCompany } from '../modules/sites/site-resolver.js';
import type { AuthenticatedSession } from '../modules/accounts/sessions.js';
import { AppError } from './errors.js';
import type { AppDeps } from '../app.js';

declare module 'fastify' {
  interface FastifyRequest {
    site: SiteWithCompany;
    locale: Locale;
    auth: AuthenticatedSession | null;
    geoCountry: string | null;
  }
}

/** Resolves, for every request, the site (by Host), the visitor's country, the session and the language. */
export const requestContext = fp(async (app: FastifyInstance, deps: AppDeps) => {
  app.decorateRequest('site', null as never);
  app.decorateRequest('locale', 'nl');
  app.decorateRequest('auth', null);
  app.decorateRequest('geoCountry', null);

  app.addHook('onRequest', async (request) => {
    request.locale = pickLocale(request.cookies[LOCALE_COOKIE_NAME]);
    const site = await deps.sites.resolve(request.hostname);
    if (!site) throw new AppError(404, 'unknown_site');
    request.site = site;
    request.locale = pickLocale(request.cookies[LOCALE_COOKIE_NAME], site.domainLanguage);
    request.geoCountry = deps.geoip.countryOf(request);
    request.auth = await deps.sessions.authenticate(request);
    if (request.auth) request.locale = pickLocale(request.auth.user.language);
  });
});

/** Route guard: a logged-in member of this site, else the spec's 403 {authentication_required}. */
export function requireAuth(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw new AppError(403, 'authentication_required');
  return request.auth;
}
