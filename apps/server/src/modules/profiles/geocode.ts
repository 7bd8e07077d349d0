import { DomainError } from '../../kernel/errors.js';
import type { SiteWithCompany } from '../sites/site-resolver.js';
import { regionsOf } from '../sites/regions.js';

const toRad = (deg: number) => (deg * Math.PI) / 180;
/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const h = Math.sin(toRad(b.lat - a.lat) / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(toRad(b.lon - a.lon) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const MAX_DISTANCE_KM = 60;

/**
 * The nearest city of the site's countries (shipped data, no network). The position is used for this answer only:
 * never stored, never returned; the answer is a region and a city, no distance.
 */
export function geocode(site: SiteWithCompany, position: { lat: number; lon: number }) {
  let best: { country: string; region: string; region_name: string; city: string; km: number } | null = null;
  for (const country of site.countries) {
    for (const region of regionsOf(country)) {
      for (const city of region.cities) {
        const km = distanceKm(position, city);
        if (!best || km < best.km) best = { country, region: region.code, region_name: region.name, city: city.name, km };
      }
    }
  }
  if (!best || best.km > MAX_DISTANCE_KM) throw new DomainError('geocode_failed');
  const { km: _km, ...place } = best;
  return place;
}
