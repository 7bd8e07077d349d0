import { staffMay, staffSeesSite, type ConsoleAction } from '@app/shared';
import { DomainError } from '../../kernel/errors.js';
import type { StaffSession } from './staff-sessions.js';

/**
 * The console's policy: may this staff member do this action (their role), on this site (operators: their sites only)?
 * Every console route names its action (consoleRoute); use cases call `authorizeSite` once they know the object's site.
 */
export function authorize(who: StaffSession, action: ConsoleAction): void {
  if (!staffMay(who.role, action)) throw new DomainError('console_forbidden');
}

/** An object on a site this staff member does not work for reads as absent (its id tells nothing). */
export function authorizeSite(who: StaffSession, siteId: number): void {
  if (!staffSeesSite({ role: who.role, siteIds: who.siteIds }, siteId)) throw new DomainError('not_found');
}

/** The site ids a list may show: all (null) or the operator's own. */
export const visibleSiteIds = (who: StaffSession): number[] | null => (who.role === 'operator' ? who.siteIds : null);
