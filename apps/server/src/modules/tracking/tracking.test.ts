import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { encodeTrackingCookie } from '@app/shared/rules/tracking';
import { pageHiddenEvents, payments } from '../../db/schema/index.js';
import { Client, createSite, loggedInMember, useTestApp } from '../../../test/helpers.js';
import { hasTrafficSource, rememberFirstTouch, visitorTracking } from './visitor-tracking.js';

const ctx = useTestApp();

const rowsOf = (siteId: number) => ctx.deps.db.select().from(pageHiddenEvents).where(eq(pageHiddenEvents.siteId, siteId));
/** A visitor whose browser kept a first touch, as apps/web/src/lib/tracking.ts writes it. */
const visitorFrom = (host: string, touch: Record<string, string>) => {
  const client = new Client(ctx.app, host);
  client.jar.set('tracking', encodeTrackingCookie(touch));
  return client;
};

describe('POST /api/page-hidden.php (spec 3, 7)', () => {
  it('records the page and the time since load with lb=1, and the visitor\'s source from the tracking cookie', async () => {
    const site = await createSite(ctx);
    const visitor = visitorFrom(site.domain, { network: 'adnet', ref: 'r7', sub1: 'x', first_seen_at: '2026-01-02T03:04:05.000Z' });
    // Stamped by the app's clock, as every report's range is (not the database's).
    ctx.clock.advanceMinutes(24 * 60);
    try {
      const res = await visitor.post('/api/page-hidden.php?lb=1&path=%2Flanders%2Fvideo&ms=1234', {});
      expect(res.status).toBe(204);
      expect(res.body).toBe('');
      const [row] = await rowsOf(site.id);
      expect(row).toMatchObject({ userId: null, path: '/landers/video', msSinceLoad: 1234, network: 'adnet', ref: 'r7' });
      expect(Math.abs(row!.createdAt.getTime() - ctx.clock.now().getTime())).toBeLessThan(10_000);
    } finally {
      ctx.clock.advanceMinutes(-24 * 60);
    }
  });

  it('records nothing without lb=1, and still answers 204 (the spec\'s bare call too)', async () => {
    const site = await createSite(ctx);
    const visitor = new Client(ctx.app, site.domain);
    for (const url of ['/api/page-hidden.php', '/api/page-hidden.php?path=%2F&ms=5', '/api/page-hidden.php?lb=0&path=%2F&ms=5']) {
      expect((await visitor.post(url, {})).status, url).toBe(204);
    }
    expect(await rowsOf(site.id)).toEqual([]);
  });

  it('records a member with their own first touch, not the cookie of the browser they use', async () => {
    const site = await createSite(ctx);
    const { client, userId } = await loggedInMember(ctx, site, { user: { tracking: { network: 'member-net', ref: 'm1' } } });
    client.jar.set('tracking', encodeTrackingCookie({ network: 'someone-else' }));
    expect((await client.post('/api/page-hidden.php?lb=1&path=%2Fmembers&ms=0', {})).status).toBe(204);
    const [row] = await rowsOf(site.id);
    expect(row).toMatchObject({ userId, path: '/members', msSinceLoad: 0, network: 'member-net', ref: 'm1' });
  });

  it('refuses a malformed beacon with a localised 400, never a 500', async () => {
    const site = await createSite(ctx);
    const visitor = new Client(ctx.app, site.domain);
    const bad = [
      'lb=1', 'lb=1&path=%2F', 'lb=1&ms=5', 'lb=1&path=members&ms=5', `lb=1&path=%2F${'a'.repeat(512)}&ms=5`, 'lb=1&path=%2F&ms=-1',
      'lb=1&path=%2F&ms=86400001', 'lb=1&path=%2F&ms=1.5', 'lb=1&path=%2F&ms=', 'lb=1&path=%2F&ms=abc', 'lb=yes&path=%2F&ms=5',
      'lb=1&path=%2Fa%0Ab&ms=5', 'lb=1&path=%2Fa%00b&ms=5',
    ];
    for (const query of bad) {
      const res = await visitor.post(`/api/page-hidden.php?${query}`, {});
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toMatchObject({ code: 'validation' });
      expect(res.body.error.message, query).toMatch(/\w/);
    }
    // The body is the spec's empty JSON, nothing else.
    const withBody = await visitor.post('/api/page-hidden.php?lb=1&path=%2F&ms=5', { secret: 1 });
    expect(withBody.status).toBe(400);
    // The longest path and the longest time are fine.
    expect((await visitor.post(`/api/page-hidden.php?lb=1&path=%2F${'a'.repeat(511)}&ms=86400000`, {})).status).toBe(204);
    expect(await rowsOf(site.id)).toHaveLength(1);
  });

  it('takes a same-origin beacon with a session (JSON blob, Origin sent) and refuses one from another site', async () => {
    const site = await createSite(ctx);
    const { client } = await loggedInMember(ctx, site);
    expect((await client.post('/api/page-hidden.php?lb=1&path=%2F&ms=5', {})).status).toBe(204);
    const crossSite = await client.post('/api/page-hidden.php?lb=1&path=%2F&ms=5', {}, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await rowsOf(site.id)).toHaveLength(1);
  });

  it('limits beacons per address', async () => {
    const site = await createSite(ctx);
    const visitor = new Client(ctx.app, site.domain);
    const answers = [];
    for (let i = 0; i < 121; i++) answers.push((await visitor.post('/api/page-hidden.php?lb=1&path=%2F&ms=5', {})).status);
    expect(answers.filter((s) => s === 204)).toHaveLength(120);
    expect(answers.at(-1)).toBe(429);
    // Another address is not affected.
    expect((await new Client(ctx.app, site.domain).post('/api/page-hidden.php?lb=1&path=%2F&ms=5', {})).status).toBe(204);
  });
});

describe('the visitor\'s traffic source on the server', () => {
  async function probe() {
    const app = Fastify();
    await app.register(cookie);
    app.get('/*', async (request, reply) => {
      rememberFirstTouch(request, reply, new Date('2026-05-01T10:00:00.000Z'));
      return { tracking: visitorTracking(request), source: hasTrafficSource(Object.assign(request, { auth: null })) };
    });
    return app;
  }

  it('keeps the first touch of a page asked for with tracking parameters, in the cookie the browser reads', async () => {
    const app = await probe();
    const first = await app.inject({ method: 'GET', url: '/landers/video?network=ad%20net&ref=r1&x=1' });
    const set = first.cookies.find((c) => c.name === 'tracking')!;
    expect(set).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: 90 * 24 * 3600 });
    expect(set.httpOnly).toBeFalsy();
    // The browser's reading of the cookie (apps/web/src/lib/tracking.ts) gives the same touch.
    expect(new URLSearchParams(decodeURIComponent(set.value)).get('network')).toBe('ad net');

    const again = await app.inject({ method: 'GET', url: '/?network=second', headers: { cookie: `tracking=${set.value}` } });
    expect(again.cookies.find((c) => c.name === 'tracking')).toBeUndefined();
    expect(again.json()).toEqual({ tracking: { network: 'ad net', ref: 'r1', first_seen_at: '2026-05-01T10:00:00.000Z' }, source: true });
    await app.close();
  });

  it('knows no source without the cookie, with a mangled one, or with sub-ids only', async () => {
    const app = await probe();
    expect((await app.inject({ method: 'GET', url: '/' })).json()).toEqual({ tracking: null, source: false });
    expect((await app.inject({ method: 'GET', url: '/', headers: { cookie: 'tracking=%%%' } })).json()).toMatchObject({ source: false });
    const subOnly = encodeTrackingCookie({ sub1: 'x' });
    expect((await app.inject({ method: 'GET', url: '/', headers: { cookie: `tracking=${subOnly}` } })).json()).toEqual({ tracking: { sub1: 'x' }, source: false });
    await app.close();
  });
});

describe('payments carry the member\'s traffic source', () => {
  it('copies users.tracking into the payment when the order is made', async () => {
    const site = await createSite(ctx);
    const tracking = { network: 'adnet', ref: 'r7', sub2: 'banner' };
    const { client } = await loggedInMember(ctx, site, { user: { tracking } });
    const packs = (await client.get('/api/packages.php')).body;
    const created = await client.post('/api/payment.php', { package: packs.packages[0].id, method: 'ideal', withdrawal_consent: true, idempotency_key: randomUUID() });
    expect(created.status).toBe(201);
    const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, created.body.payment.id));
    expect(row!.tracking).toEqual(tracking);

    const { client: direct } = await loggedInMember(ctx, site);
    const untracked = await direct.post('/api/payment.php', { package: packs.packages[0].id, method: 'ideal', withdrawal_consent: true, idempotency_key: randomUUID() });
    const [none] = await ctx.deps.db.select().from(payments).where(eq(payments.id, untracked.body.payment.id));
    expect(none!.tracking).toBeNull();
  });
});
