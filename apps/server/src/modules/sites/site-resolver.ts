import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { Bus } from '../../platform/bus.js';
import { companies, sites } from '../../db/schema/index.js';
import type { SiteDirectory, SiteWithCompany } from '../../kernel/deps.js';

export type { SiteWithCompany } from '../../kernel/deps.js';
export interface SiteResolver extends SiteDirectory {
  /** Listens on the bus for other instances' invalidations. */
  start(): Promise<void>;
}

const CACHE_MS = 30_000;
export const SITE_INVALIDATION_CHANNEL = 'sites.invalidate';

/** Normalises a Host header: lower case, no port, no trailing dot, no "www.". */
export function normaliseHost(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '').replace(/^www\./, '');
}

/**
 * Host -> site, with a short cache: sites change rarely and every request needs one. A console edit drops the whole
 * cache at once, here and (through the bus) on every other instance, so a change needs no restart.
 * Unknown hosts fall back to the configured default site (localhost in development).
 */
export function createSiteResolver(db: Db, opts: { defaultSite?: string; bus?: Bus }): SiteResolver {
  const cache = new Map<string, { site: SiteWithCompany; until: number }>();
  // A lookup under way while the cache was dropped does not store its (maybe stale) row.
  let generation = 0;
  const forget = () => { generation++; cache.clear(); };

  async function load(where: ReturnType<typeof eq>): Promise<SiteWithCompany | null> {
    const [row] = await db.select().from(sites).innerJoin(companies, eq(companies.id, sites.companyId)).where(where).limit(1);
    return row ? { ...row.sites, company: row.companies } : null;
  }

  async function lookup(host: string): Promise<SiteWithCompany | null> {
    const hit = cache.get(host);
    if (hit && hit.until > Date.now()) return hit.site;
    const startedAt = generation;
    const site = await load(or(eq(sites.domain, host), sql`${sites.aliases} @> ${JSON.stringify([host])}::jsonb`)!);
    if (site && startedAt === generation) cache.set(host, { site, until: Date.now() + CACHE_MS });
    return site;
  }

  return {
    async resolve(rawHost) {
      const host = normaliseHost(rawHost);
      return (await lookup(host)) ?? (opts.defaultSite && host !== opts.defaultSite ? lookup(opts.defaultSite) : null);
    },
    byId: (id) => load(eq(sites.id, id)),
    async invalidate() {
      forget();
      await opts.bus?.publish(SITE_INVALIDATION_CHANNEL, {});
    },
    async start() {
      await opts.bus?.subscribe(SITE_INVALIDATION_CHANNEL, forget);
    },
  };
}
