import type { SiteSettings } from '@app/shared';

/** The visitor's country: the one they picked, else the one GeoIP found, else the site's first. */
export function visitorCountry(settings: Pick<SiteSettings, 'geoip_selected_country' | 'geoip_country' | 'countries'>): string | null {
  return settings.geoip_selected_country ?? settings.geoip_country ?? settings.countries[0] ?? null;
}
