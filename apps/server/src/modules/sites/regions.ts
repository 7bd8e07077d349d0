import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
