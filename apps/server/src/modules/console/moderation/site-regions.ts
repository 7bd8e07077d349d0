import type { FictionalRegionsResponse } from '@app/shared/contracts/console/moderation';
import type { AppDeps } from '../../../kernel/deps.js';
import { DomainError } from '../../../kernel/errors.js';
import { regionsOf } from '../../sites/regions.js';
import { authorizeSite } from '../console.policy.js';
import type { StaffSession } from '../staff-sessions.js';

/** The places a fictional profile of this site may live in: its countries' shipped regions and cities. */
export async function siteRegions(deps: Pick<AppDeps, 'sites'>, who: StaffSession, siteId: number): Promise<FictionalRegionsResponse> {
  authorizeSite(who, siteId);
  const site = await deps.sites.byId(siteId);
  if (!site) throw new DomainError('not_found');
  return {
    countries: site.countries,
    regions: site.countries.flatMap((country) => regionsOf(country).map((r) => ({ code: r.code, country, name: r.name, cities: r.cities.map((c) => c.name) }))),
  };
}
