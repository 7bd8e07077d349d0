import { ageOn, searchQuerySchema, type FirstSearch } from '@app/shared';
import { defaultSearch } from '@app/shared/rules/search-defaults';
import type { AppDeps, AuthenticatedSession, SiteWithCompany } from '../../kernel/deps.js';
import { searchMembers } from './search-members.js';

/**
 * Written into the page of /members opened without a search, so its first paint already shows the cards: the app
 * then needs no round trip for the member's profile and another for the search (the largest paint of the page is a
 * card's photo). The same rule as the app's own defaults; with nothing to start from, the default order.
 */
export async function firstSearch(deps: Pick<AppDeps, 'db' | 'clock'>, site: SiteWithCompany, auth: AuthenticatedSession): Promise<FirstSearch> {
  const { profile } = auth;
  const defaults = defaultSearch({ gender: profile.gender, sexuality: profile.sexuality, age: profile.dateOfBirth ? ageOn(profile.dateOfBirth, deps.clock.now()) : null }, site.searchFields);
  const query: Record<string, string> = Object.keys(defaults).length ? { ...defaults } : { sort: 'active' };
  // The presenters build the answer field by field, as for GET members.php: no second check on every page load.
  return { query, result: await searchMembers(deps, { site, auth }, searchQuerySchema.parse(query)) };
}
