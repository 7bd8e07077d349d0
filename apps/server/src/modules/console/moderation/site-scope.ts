import { eq, inArray, type Column, type SQL } from 'drizzle-orm';
import { authorizeSite, visibleSiteIds } from '../console.policy.js';
import type { StaffSession } from '../staff-sessions.js';

/** Console lists show this many rows per page. */
export const CONSOLE_PAGE_SIZE = 50;

/**
 * The sites a console list may show: the asked site if the staff member works for it (else "not found"), or all of
 * their sites; null means every site.
 */
export function listedSiteIds(who: StaffSession, site: number | undefined): number[] | null {
  if (site !== undefined) {
    authorizeSite(who, site);
    return [site];
  }
  return visibleSiteIds(who);
}

/** The same as a condition on a site column (undefined: no condition). */
export function siteCondition(who: StaffSession, column: Column, site: number | undefined): SQL | undefined {
  const ids = listedSiteIds(who, site);
  if (ids === null) return undefined;
  return ids.length === 1 ? eq(column, ids[0]!) : inArray(column, ids.length ? ids : [-1]);
}
