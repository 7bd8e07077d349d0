import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, createDeps, type AppDeps } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { companies, profiles, sites, users } from '../src/db/schema/index.js';
import { withTx } from '../src/kernel/tx.js';
import { transferCredits } from '../src/modules/credits/ledger.js';
import { startSession } from '../src/modules/accounts/sessions.js';
import { AUTH_COOKIE_NAME } from '@app/shared';
import type { Clock } from '../src/platform/clock.js';
import type { Bus } from '../src/platform/bus.js';
import { parseEml, type ParsedMail } from '../src/platform/eml.js';
import { DEMO_SITES } from '../src/seed/demo.js';
import { seedPackages } from '../src/modules/payments/packages.js';

export class TestClock implements Clock {
  private offsetMs = 0;
  now() { return new Date(Date.now() + this.offsetMs); }
  advanceMinutes(minutes: number) { this.offsetMs += minutes * 60_000; }
}

export interface TestContext {
  app: FastifyInstance;
  deps: AppDeps;
  clock: TestClock;
  dataDir: string;
  pglite: PGlite | undefined;
  close(): Promise<void>;
}

/** A real app on a fresh database (a copy of the migrated PGlite template, or the shared PostgreSQL). */
export async function createTestApp(env: Record<string, string> = {}, options: { cronMonitorSeconds?: number; pglite?: PGlite; bus?: Bus } = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: process.env.REDIS_URL, ...env });
  const template = inject('pgliteTemplate');
  // A second instance may share the first one's embedded database (two servers, one database).
  const shared = options.pglite;
  const pglite = config.databaseUrl ? undefined : shared ?? await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(template)]) });
  const clock = new TestClock();
  const deps = await createDeps(config, { clock, pglite, ...options });
  const app = await buildApp(deps);
  return {
    app, deps, clock, dataDir, pglite,
    async close() {
      await app.close();
      await deps.close();
      if (!shared) await pglite?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One app for a test file: created before its tests, closed after them. The object is filled in by beforeAll. */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => { Object.assign(ctx, await createTestApp(env)); });
  afterAll(() => ctx.close());
  return ctx;
}

let siteCounter = 0;
/** A site of its own per test, so tests never see each other's members even on one shared database. */
export async function createSite(ctx: TestContext, overrides: Partial<typeof sites.$inferInsert> = {}) {
  const [company] = await ctx.deps.db.insert(companies).values({
    name: 'Test Media B.V.', address: 'Teststraat 1', kvk: '11223344', city: 'Utrecht', country: 'NL',
    tradenames: ['Testsite'], vatNumbers: ['NL000000000B01'], supportPhone: '+31 30-123 45 67', deleteDiscount: 25,
    added: new Date('2025-06-01T12:00:00Z'),
  }).returning();
  const { demo: _demo, domain: _domain, aliases: _aliases, ...base } = DEMO_SITES[0]!;
  const domain = `t${Date.now().toString(36)}${++siteCounter}-${process.pid}.test`;
  const [site] = await ctx.deps.db.insert(sites).values({ ...base, domain, companyId: company!.id, ...overrides }).returning();
  await seedPackages(ctx.deps.db, site!);
  return site!;
}

export interface Response { status: number; body: any; headers: Record<string, string | number | string[] | undefined>; cookies: Record<string, string> }

/** A browser of sorts: one site (Host), one address, a cookie jar, same-origin JSON calls. */
export class Client {
  readonly jar = new Map<string, string>();
  constructor(readonly app: FastifyInstance, readonly host: string, readonly ip = `10.${rand()}.${rand()}.${rand()}`) {}

  async request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const res = await this.app.inject({
      method, url, remoteAddress: this.ip,
      headers: {
        host: this.host,
        ...(method !== 'GET' ? { origin: `http://${this.host}`, 'content-type': 'application/json' } : {}),
        ...(this.jar.size ? { cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      ...(method !== 'GET' ? { payload: JSON.stringify(body ?? {}) } : {}),
    });
    const cookies: Record<string, string> = {};
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      cookies[c.name] = c.value;
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.jar.delete(c.name); else this.jar.set(c.name, c.value);
    }
    let parsed: unknown = res.body;
    try { parsed = res.json(); } catch { /* not JSON */ }
    return { status: res.statusCode, body: parsed, headers: res.headers, cookies };
  }

  get(url: string, headers?: Record<string, string>) { return this.request('GET', url, undefined, headers); }
  delete(url: string, body?: unknown) { return this.request('DELETE', url, body); }

  /** A multipart upload of one file, as the browser's FormData sends it. */
  async upload(url: string, file: Buffer, filename = 'photo.jpg', type = 'image/jpeg'): Promise<Response> {
    const boundary = `----test${randomUUID()}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await this.app.inject({
      method: 'POST', url, remoteAddress: this.ip, payload,
      headers: {
        host: this.host, origin: `http://${this.host}`, 'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(this.jar.size ? { cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      },
    });
    let parsed: unknown = res.body;
    try { parsed = res.json(); } catch { /* not JSON */ }
    return { status: res.statusCode, body: parsed, headers: res.headers, cookies: {} };
  }
  post(url: string, body?: unknown, headers?: Record<string, string>) { return this.request('POST', url, body, headers); }
  put(url: string, body?: unknown) { return this.request('PUT', url, body); }
}

function rand() { return Math.floor(Math.random() * 250) + 1; }

export const uniqueEmail = (tag = 'member') => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

export const validSignup = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(), name: 'Lotte', password: 'een-goed-wachtwoord', date_of_birth: '1995-04-12', ...overrides,
});

/** Runs queued mails now and returns those that reached `to` (dev outbox), newest last. */
export async function mailsTo(ctx: TestContext, to: string): Promise<ParsedMail[]> {
  for (const type of ctx.deps.jobs.types().filter((t) => t.name.startsWith('mail.'))) await ctx.deps.jobs.drain(type);
  return ctx.deps.mailer.listOutbox().reverse()
    .map((m) => parseEml(ctx.deps.mailer.readOutbox(m.file)!))
    .filter((m) => m.headers.to === to);
}

/** The path and query of the first link in a mail's text that points at `pathPrefix`. */
export function linkIn(mail: ParsedMail, pathPrefix: string): string {
  const url = mail.text.match(/https?:\/\/\S+/g)?.map((u) => new URL(u)).find((u) => u.pathname.startsWith(pathPrefix));
  if (!url) throw new Error(`no ${pathPrefix} link in mail:\n${mail.text}`);
  return url.pathname + url.search;
}

/** Signs up and activates a member through the real calls; returns the logged-in client. */
export async function activeMember(ctx: TestContext, host: string, overrides: Record<string, unknown> = {}) {
  const client = new Client(ctx.app, host);
  const body = validSignup(overrides);
  const res = await client.post('/api/signup.php', body);
  if (res.status !== 201) throw new Error(`signup failed: ${JSON.stringify(res.body)}`);
  const [mail] = await mailsTo(ctx, body.email);
  await client.get(linkIn(mail!, '/api/activate.php'));
  return { client, ...body, user: res.body.user };
}

/** A member row straight in the database (no mail, no argon2): for tests that need many members fast. */
export async function insertMember(ctx: TestContext, siteId: number, profile: Partial<typeof profiles.$inferInsert> = {}, user: Partial<typeof users.$inferInsert> = {}) {
  const email = uniqueEmail('seed');
  const [u] = await ctx.deps.db.insert(users).values({
    siteId, email, emailNormalized: email, passwordHash: 'x', status: 'active', language: 'nl', ...user,
  }).returning();
  const [p] = await ctx.deps.db.insert(profiles).values({
    userId: u!.id, siteId, name: 'Anna', status: 'active', dateOfBirth: '1990-01-01', country: 'NL', gender: 'female', ...profile,
  }).returning();
  return p!;
}

/** Credits for a test member, through the ledger (a correction), so the books still balance. */
export async function grantCredits(ctx: TestContext, siteId: number, userId: number, amount: number) {
  await withTx(ctx.deps, (tx, events) => transferCredits({ tx, events }, {
    id: `correction:test:${randomUUID()}`, siteId, userId, kind: 'correction', amount, toMember: true,
  }));
}

/** A member inserted straight in the database and logged in (a session of their own), with `credits` granted. */
export async function loggedInMember(ctx: TestContext, site: { id: number; domain: string }, opts: { credits?: number; profile?: Partial<typeof profiles.$inferInsert>; user?: Partial<typeof users.$inferInsert> } = {}) {
  const profile = await insertMember(ctx, site.id, opts.profile, opts.user);
  if (opts.credits) await grantCredits(ctx, site.id, profile.userId, opts.credits);
  const client = new Client(ctx.app, site.domain);
  client.jar.set(AUTH_COOKIE_NAME, await startSession(ctx.deps.db, ctx.clock, { id: profile.userId, siteId: site.id }));
  return { client, profile, userId: profile.userId };
}

export interface TestSocket {
  events: Array<Record<string, any>>;
  /** Resolves with the first event (already received or coming) that matches. */
  waitFor(match: (event: Record<string, any>) => boolean, timeoutMs?: number): Promise<Record<string, any>>;
  close(): Promise<void>;
}

/** A realtime socket as a page of `host` opens it, logged in with the client's cookies. */
export async function openSocket(port: number, client: Client, query = ''): Promise<TestSocket> {
  const { WebSocket } = await import('ws');
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime${query}`, {
    headers: { host: client.host, origin: `http://${client.host}`, cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  const events: Array<Record<string, any>> = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    events.push(JSON.parse(String(data)));
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => { socket.once('open', () => resolve()); socket.once('error', reject); socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`))); });
  return {
    events,
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => { waiters.delete(check); reject(new Error(`no matching event; got ${JSON.stringify(events)}`)); }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise((resolve) => { if (socket.readyState === socket.CLOSED) return resolve(); socket.once('close', () => resolve()); socket.close(); }),
  };
}
