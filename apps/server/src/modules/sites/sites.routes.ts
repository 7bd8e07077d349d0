import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyInfoSchema, interestsResponseSchema, regionsResponseSchema, settingsQuerySchema, siteSettingsSchema,
} from '@app/shared';
import { translate } from '@app/shared/i18n';
import { presentCompany, presentSettings } from './present-settings.js';
import { regionsOf } from './regions.js';

export async function siteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/settings.php', { schema: { querystring: settingsQuerySchema, response: { 200: siteSettingsSchema } } }, async (request) => {
    // A visitor may pick another country (e.g. ?country=BE from the language menu); otherwise the GeoIP one.
    const selected = request.query.country?.toUpperCase() ?? request.geoCountry;
    return presentSettings(request.site, { country: request.geoCountry, selected }, request.locale);
  });

  r.get('/api/companyinfo.php', { schema: { response: { 200: companyInfoSchema } } }, async (request) => presentCompany(request.site));

  r.get('/api/interests.php', { schema: { response: { 200: interestsResponseSchema } } }, async (request) => ({
    interests: request.site.interests.map((id) => ({ id, label: translate(request.locale, `interests.${id}`) })),
  }));

  r.get('/api/regions.php', { schema: { response: { 200: regionsResponseSchema } } }, async (request) => ({
    regions: request.site.countries.flatMap((country) => regionsOf(country).map((reg) => ({ code: reg.code, country, name: reg.name, cities: reg.cities.map((c) => c.name) }))),
  }));
}
