import { asc, eq } from 'drizzle-orm';
import type { SiteListResponse, SiteResponse } from '@app/shared/contracts/console/sites';
import { companies, sites } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { presentConsoleCompany, presentConsoleSite, presentSiteListItem } from './present-site.js';

/** GET /api/console/sites.php: every site and company (admins work for all sites). */
export async function listSites(deps: Pick<AppDeps, 'db'>): Promise<SiteListResponse> {
  const [siteRows, companyRows] = await Promise.all([
    deps.db.select().from(sites).orderBy(asc(sites.id)),
    deps.db.select().from(companies).orderBy(asc(companies.id)),
  ]);
  return { sites: siteRows.map(presentSiteListItem), companies: companyRows.map(presentConsoleCompany) };
}

/** GET /api/console/sites/site.php?id=: one site's every setting and its company. */
export async function getSite(deps: Pick<AppDeps, 'db'>, id: number): Promise<SiteResponse> {
  const [row] = await deps.db.select().from(sites).innerJoin(companies, eq(companies.id, sites.companyId)).where(eq(sites.id, id));
  if (!row) throw new DomainError('not_found');
  return { site: presentConsoleSite(row.sites), company: presentConsoleCompany(row.companies) };
}
