import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ambiguousRegionNames, regionLabel } from '@app/shared/rules/regions';

export interface City { name: string; lat: number; lon: number }
export interface Region { code: string; name: string; lat: number; lon: number; cities: City[] }

const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../data/regions');
const byCountry = new Map<string, Region[]>();

/** The shipped region data set (apps/server/data/regions/XX.json), read once per country. */
export function regionsOf(country: string): Region[] {
  if (!/^[A-Z]{2}$/.test(country)) return [];
  let regions = byCountry.get(country);
  if (!regions) {
    const file = path.join(dataDir, `${country}.json`);
    regions = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { regions: Region[] }).regions : [];
    byCountry.set(country, regions);
  }
  return regions;
}

const ambiguousByCountries = new Map<string, Set<string>>();

/**
 * The name of a region as a site shows it: with the country code added when the name occurs in more than one of the
 * site's countries ("Limburg (NL)" and "Limburg (BE)" on a Dutch-Belgian site, plain "Limburg" on a Dutch one).
 */
export function siteRegionName(siteCountries: readonly string[], country: string | null, code: string | null): string | null {
  if (!country || !code) return null;
  const name = regionsOf(country).find((r) => r.code === code)?.name;
  if (!name) return null;
  const key = siteCountries.join(',');
  let ambiguous = ambiguousByCountries.get(key);
  if (!ambiguous) {
    ambiguous = ambiguousRegionNames(siteCountries.flatMap((c) => regionsOf(c).map((r) => ({ name: r.name, country: c }))));
    ambiguousByCountries.set(key, ambiguous);
  }
  return regionLabel(name, country, ambiguous);
}
