import type { SiteSettings } from '../contracts/sites.js';

/** Spec 4: signing up is open when signups is "all", or "with_trafficsource" and the visitor came with a known source. */
export function canSignUp(settings: Pick<SiteSettings, 'signups'>, hasTrafficSource: boolean): boolean {
  return settings.signups === 'all' || (settings.signups === 'with_trafficsource' && hasTrafficSource);
}

/** Spec 4: logged-out search shows when logged_out_search is not none, or the traffic-source variant is not none and a source is present. */
export function canSearchLoggedOut(settings: Pick<SiteSettings, 'logged_out_search' | 'logged_out_search_trafficsource'>, hasTrafficSource: boolean): boolean {
  return settings.logged_out_search !== 'none' || (settings.logged_out_search_trafficsource !== 'none' && hasTrafficSource);
}
