import type { ConsoleCompany, ConsoleSite, SiteListItem, SiteSettingsInput } from '@app/shared/contracts/console/sites';
import type { CompanyRow, SiteRow } from '../../../db/schema/index.js';

type Columns = Partial<Omit<SiteRow, 'id' | 'createdAt' | 'pushPublicKey' | 'pushPrivateKey'>>;

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Settings as the console names them (spec 3's names) -> the sites columns (the same names in camelCase). */
export function settingsToColumns(input: Partial<SiteSettingsInput>): Columns {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined).map(([k, v]) => [camel(k), v])) as Columns;
}

/** The settings of a row under the console's names; never the push private key. */
export function presentConsoleSite(row: SiteRow): ConsoleSite {
  const { id, createdAt, pushPublicKey, pushPrivateKey, ...settings } = row;
  return {
    ...(Object.fromEntries(Object.entries(settings).map(([k, v]) => [snake(k), v])) as unknown as SiteSettingsInput),
    id, has_push_keys: Boolean(pushPublicKey && pushPrivateKey), created_at: createdAt.toISOString(),
  };
}

export const presentSiteListItem = (row: SiteRow): SiteListItem => ({
  id: row.id, name: row.name, domain: row.domain, domain_language: row.domainLanguage, countries: row.countries,
  company_id: row.companyId, niche: row.niche, signups: row.signups, created_at: row.createdAt.toISOString(),
});

export const presentConsoleCompany = (c: CompanyRow): ConsoleCompany => ({
  id: c.id, name: c.name, address: c.address, kvk: c.kvk, city: c.city, country: c.country, tradenames: c.tradenames,
  vat_numbers: c.vatNumbers, support_phone: c.supportPhone, delete_discount: c.deleteDiscount, added: c.added.toISOString(),
});

/** What changed between two presented objects, for the audit row: only the changed keys, both ways. */
export function changedKeys<T extends object>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const out = { before: {} as Partial<T>, after: {} as Partial<T> };
  for (const key of Object.keys(after) as Array<keyof T>) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    out.before[key] = before[key];
    out.after[key] = after[key];
  }
  return out;
}
