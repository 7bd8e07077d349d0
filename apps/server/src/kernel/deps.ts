import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { CompanyRow, PhotoRow, ProfileRow, SiteRow, UserRow } from '../db/schema/index.js';
import type { Bus } from '../platform/bus.js';
import type { Clock } from '../platform/clock.js';
import type { Database, Db } from '../platform/db.js';
import type { GeoIp } from '../platform/geoip.js';
import type { Jobs } from '../platform/jobs.js';
import type { Mailer } from '../platform/mail.js';
import type { Storage } from '../platform/storage.js';
import type { PaymentProviders } from '../platform/payments/providers.js';
import type { SmsSender } from '../platform/sms.js';
import type { EventHub } from './event-hub.js';

export type SiteWithCompany = SiteRow & { company: CompanyRow };

/** Host -> site; implemented by modules/sites (cached). */
export interface SiteDirectory {
  resolve(host: string): Promise<SiteWithCompany | null>;
  byId(id: number): Promise<SiteWithCompany | null>;
  /** Drops the cached sites here and, through the bus, on every other instance (a site was edited). */
  invalidate(): Promise<void>;
}

/** The member behind a session cookie, as the request sees it. */
export interface AuthenticatedSession { idHash: string; user: UserRow; profile: ProfileRow; mainPhoto: PhotoRow | null }

/** Session cookie -> member; implemented by modules/accounts (with a short in-process cache). */
export interface SessionStore {
  authenticate(token: string | undefined, siteId: number): Promise<AuthenticatedSession | null>;
}

/** Everything a route, use case, job or subscriber may need; built once at boot (or per test) by app.ts. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  jobs: Jobs;
  events: EventHub;
  /** Messages between instances (in-process, or Redis with REDIS_URL): realtime fan-out, cache invalidation. */
  bus: Bus;
  mailer: Mailer;
  sites: SiteDirectory;
  sessions: SessionStore;
  geoip: GeoIp;
  clock: Clock;
  redis: Redis | null;
  storage: Storage;
  /** Payment providers (the built-in test provider outside production, Mollie with MOLLIE_API_KEY). */
  payments: PaymentProviders;
  sms: SmsSender;
  close(): Promise<void>;
}
