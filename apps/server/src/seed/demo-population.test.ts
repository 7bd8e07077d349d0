import { describe, expect, it } from 'vitest';
import { and, count, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { ONLINE_RECENTLY_MINUTES } from '@app/shared';
import { creditTransfers, profiles, users } from '../db/schema/index.js';
import { activeMember, createSite, useTestApp } from '../../test/helpers.js';
import { demoIdleMinutes, demoPeople, seedDemoPopulation } from './demo-population.js';
import { findLedgerMismatches } from '../modules/credits/audit-ledger.js';
import { seedDemo } from './demo.js';
import { Client } from '../../test/helpers.js';

const ctx = useTestApp();

/** The demo member of a site, logged in, with their own profile. */
async function clientOf(host: string, password: string, email = 'demo@example.com') {
  const client = new Client(ctx.app, host);
  expect((await client.post('/api/user.php', { email, password })).status).toBe(200);
  return { client, profile: (await client.get('/api/profile.php')).body.profile };
}

describe('demo population', () => {
  it('is deterministic and varied: both genders, every orientation, the age range, regions of the site countries, some fictional', async () => {
    const site = await createSite(ctx, { countries: ['NL', 'BE'] });
    const today = new Date('2026-11-22T12:00:00Z');
    const people = demoPeople(site, 520, today);
    expect(demoPeople(site, 520, today)).toEqual(people);
    expect(new Set(people.map((p) => p.gender))).toEqual(new Set(['male', 'female']));
    expect(new Set(people.map((p) => p.sexuality))).toEqual(new Set(['hetero', 'bi', 'gay', 'lesbian']));
    expect(Math.min(...people.map((p) => p.age))).toBe(18);
    expect(Math.max(...people.map((p) => p.age))).toBe(70);
    expect(new Set(people.map((p) => p.country))).toEqual(new Set(['NL', 'BE']));
    expect(people.every((p) => p.region?.startsWith(p.country))).toBe(true);
    const fictional = people.filter((p) => p.isFictional).length;
    expect(fictional).toBeGreaterThan(50);
    expect(fictional).toBeLessThan(200);
    expect(people.every((p) => p.photoCount >= 1 && p.photoCount <= 4 && p.about.length > 20 && p.interests.length >= 3)).toBe(true);
    expect(people.every((p) => new Set(p.interests).size === p.interests.length)).toBe(true);
  });

  it('spreads activity over three weeks: a few percent "online recently", most last seen hours to weeks ago', async () => {
    const site = await createSite(ctx, { countries: ['NL', 'BE'] });
    const idle = demoPeople(site, 520).map((p) => p.lastActiveMinutesAgo);
    const share = (test: (minutes: number) => boolean) => idle.filter(test).length / idle.length;
    expect(share((m) => m < ONLINE_RECENTLY_MINUTES)).toBeGreaterThan(0.005);
    expect(share((m) => m < ONLINE_RECENTLY_MINUTES)).toBeLessThan(0.035);
    expect(share((m) => m >= 3 * 60 && m < 2 * 1440)).toBeGreaterThan(0.2);
    expect(share((m) => m >= 2 * 1440)).toBeGreaterThan(0.35);
    expect(Math.max(...idle)).toBeLessThanOrEqual(21 * 1440);
    const draws = [0, 0.01, 0.014, 0.02, 0.2, 0.5, 0.99];
    expect(draws.map(demoIdleMinutes)).toEqual(draws.map(demoIdleMinutes).sort((a, b) => a - b));
  });

  it('seeds once, and its drawn photos are served like uploads', async () => {
    const site = await createSite(ctx);
    await seedDemoPopulation(ctx.deps.db, site, 30);
    await seedDemoPopulation(ctx.deps.db, site, 30);
    const [{ n }] = await ctx.deps.db.select({ n: count() }).from(users).where(and(eq(users.siteId, site.id), like(users.email, '%@people.%'))) as [{ n: number }];
    expect(n).toBe(30);
    const { client } = await activeMember(ctx, site.domain);
    const found = (await client.get('/api/members.php')).body;
    expect(found.numResults).toBe(30);
    const card = found.profiles[0];
    expect(card.main_image.thumb_filename).toMatch(/^\/api\/photo\.php\?key=demo-[\d]+-\d-[mf]-\d+-\d+-\d+-[0-9a-f]{16}&size=thumb$/);
    const image = await client.get(card.main_image.thumb_filename.replace('/api', '/api'));
    expect(image.headers['content-type']).toBe('image/webp');
    const [profile] = await ctx.deps.db.select().from(profiles).where(eq(profiles.id, card.id));
    expect(profile!.mainPhotoId).not.toBeNull();
  });

  it('gives every demo site its own demo member, even with the same e-mail address', async () => {
    await seedDemo(ctx.deps);
    for (const [host, password, name] of [['localhost', 'vonkje-demo-2026', 'Sanne'], ['reif.localhost', 'reife-demo-2026', 'Monika']] as const) {
      const login = await new Client(ctx.app, host).post('/api/user.php', { email: 'demo@example.com', password });
      expect(login.status, host).toBe(200);
      expect(login.body.user.profile.name).toBe(name);
      // Credited like any activated member, once, through the ledger, and the ledger agrees. (Not the balance itself:
      // on PostgreSQL the crash test's server buys credits for this same demo member in the shared database.)
      const site = (await ctx.deps.sites.resolve(host))!;
      const bonuses = await ctx.deps.db.select({ amount: creditTransfers.amount }).from(creditTransfers)
        .where(and(eq(creditTransfers.siteId, site.id), eq(creditTransfers.kind, 'signup_bonus'), eq(creditTransfers.id, `signup_bonus:user:${login.body.user.id}`)));
      expect(bonuses).toEqual([{ amount: site.signupCredits }]);
      expect(login.body.user.credits).toBeGreaterThanOrEqual(site.signupCredits);
      expect(await findLedgerMismatches(ctx.deps.db, site.id)).toEqual([]);

      // A complete profile: a portrait as main photo, a region, who they are and look for, an about text and interests.
      const own = (await clientOf(host, password)).profile;
      expect(own.main_image, host).not.toBeNull();
      expect(own).toMatchObject({ gender: 'female', sexuality: 'hetero', country: site.countries[0] });
      expect(own.region_name, host).toBeTruthy();
      expect(own.city, host).toBeTruthy();
      expect(own.about.length, host).toBeGreaterThan(60);
      expect(own.interests.length, host).toBeGreaterThanOrEqual(3);
      const portrait = await (await clientOf(host, password)).client.get(own.main_image.thumb_filename);
      expect(portrait.headers['content-type']).toBe('image/webp');
    }
  }, 120_000);

  it('shows a complete profile first, and only a few members online', async () => {
    await seedDemo(ctx.deps);
    for (const [host, password] of [['localhost', 'vonkje-demo-2026'], ['reif.localhost', 'reife-demo-2026']] as const) {
      const { client } = await clientOf(host, password);
      const cards = (await client.get('/api/members.php')).body.profiles as Array<{ id: number; main_image: unknown; online_recently: boolean }>;
      expect(cards.length).toBe(24);
      // Honest presence: the first page is mostly members seen hours or days ago (and the demo members have not been in).
      expect(cards.filter((c) => c.online_recently).length, host).toBeLessThan(10);
      const first = (await client.get(`/api/member.php?id=${cards[0]!.id}`)).body.profile;
      expect(first.main_image, host).not.toBeNull();
      expect(first.about.length, host).toBeGreaterThan(20);
      expect(first.interests.length, host).toBeGreaterThanOrEqual(3);
    }
  }, 120_000);
});
