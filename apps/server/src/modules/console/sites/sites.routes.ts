import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyResponseSchema, companyUpdateBodySchema, siteCreateBodySchema, siteListResponseSchema, siteQuerySchema, siteResponseSchema,
  siteUpdateBodySchema, type SiteSettingsInput,
} from '@app/shared/contracts/console/sites';
import type { AppDeps } from '../../../kernel/deps.js';
import { consoleAccess, requireStaff } from '../console-http.js';
import { createSite } from './create-site.js';
import { getSite, listSites } from './list-sites.js';
import { updateCompany } from './update-company.js';
import { updateSite } from './update-site.js';

const noStore = { 'cache-control': 'no-store' };

/** Site settings and company info (admins): read, edit, add a site. */
export async function sitesConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/console/sites.php', { ...consoleAccess('GET', '/api/console/sites.php', 'sites.manage'),
    schema: { response: { 200: siteListResponseSchema } } },
  async (_request, reply) => reply.headers(noStore).send(await listSites(deps)));

  r.get('/api/console/sites/site.php', { ...consoleAccess('GET', '/api/console/sites/site.php', 'sites.manage'),
    schema: { querystring: siteQuerySchema, response: { 200: siteResponseSchema } } },
  async (request, reply) => reply.headers(noStore).send(await getSite(deps, request.query.id)));

  r.put('/api/console/sites/site.php', { ...consoleAccess('PUT', '/api/console/sites/site.php', 'sites.manage'),
    schema: { body: siteUpdateBodySchema, response: { 200: siteResponseSchema } } },
  async (request, reply) => reply.send(await updateSite(deps, requireStaff(request), request.body)));

  r.post('/api/console/sites/create.php', { ...consoleAccess('POST', '/api/console/sites/create.php', 'sites.manage'),
    schema: { body: siteCreateBodySchema, response: { 200: siteResponseSchema } } },
  // The create body's defaults are filled in by its schema: what arrives is a whole site.
  async (request, reply) => reply.send(await createSite(deps, requireStaff(request), request.body as SiteSettingsInput)));

  r.put('/api/console/sites/company.php', { ...consoleAccess('PUT', '/api/console/sites/company.php', 'sites.manage'),
    schema: { body: companyUpdateBodySchema, response: { 200: companyResponseSchema } } },
  async (request, reply) => reply.send({ company: await updateCompany(deps, requireStaff(request), request.body) }));
}
