import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { landerDataSchema, type LanderData } from '@app/shared/contracts/landers';
import { blocks, photos, profiles } from '../../db/schema/index.js';
import { Client, createSite, insertMember, loggedInMember, useTestApp } from '../../../test/helpers.js';
import { landerPage, landerTexts, type LanderBoot } from './lander-page.js';

const ctx = useTestApp({ TRUST_PROXY: 'true', GEOIP_HEADER: 'cf-ipcountry' });

/** Born `age` years ago (a birthday half a year back, so the age is exact whatever today is). */
const bornYearsAgo = (age: number) => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - 6);
  d.setUTCFullYear(d.getUTCFullYear() - age);
  return d.toISOString().slice(0, 10);
};

/** A visible member with an approved public main photo (what landers show), unless told otherwise. */
async function member(siteId: number, profile: Partial<typeof profiles.$inferInsert> = {}, photo: { status?: 'active' | 'pending'; isPrivate?: boolean } | null = {}) {
  const row = await insertMember(ctx, siteId, { lastActiveAt: new Date(Date.now() - 3 * 3_600_000), ...profile });
  if (!photo) return row;
  const [p] = await ctx.deps.db.insert(photos).values({
    profileId: row.id, siteId, storageKey: randomBytes(16).toString('hex'), width: 800, height: 1000,
    status: photo.status ?? 'active', isPrivate: photo.isPrivate ?? false,
  }).returning();
  await ctx.deps.db.update(profiles).set({ mainPhotoId: p!.id }).where(eq(profiles.id, row.id));
  return row;
}

async function lander(host: string, query: string, headers: Record<string, string> = {}, client = new Client(ctx.app, host)) {
  const res = await client.get(`/api/lander.php?${query}`, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return landerDataSchema.parse(res.body);
}
const ids = (data: LanderData) => data.profiles.map((p) => p.id).sort((a, b) => a - b);

describe('landers: the profiles of the audience', () => {
  it('shows a milf site (niche 6) women from 35 to 55 only', async () => {
    const site = await createSite(ctx, { niche: 6 });
    const fits = await member(site.id, { gender: 'female', dateOfBirth: bornYearsAgo(42) });
    const edge = await member(site.id, { gender: 'female', dateOfBirth: bornYearsAgo(55) });
    await member(site.id, { gender: 'female', dateOfBirth: bornYearsAgo(30) });
    await member(site.id, { gender: 'female', dateOfBirth: bornYearsAgo(61) });
    await member(site.id, { gender: 'male', dateOfBirth: bornYearsAgo(45) });
    const data = await lander(site.domain, 'lander=gallery');
    expect(data.audience).toBe('milf');
    expect(ids(data)).toEqual([fits.id, edge.id].sort((a, b) => a - b));
  });

  it('lets the slug pick another audience: gay-amsterdam shows men seeking men on a general site', async () => {
    const site = await createSite(ctx, { niche: 1 });
    const gay = await member(site.id, { gender: 'male', sexuality: 'gay' });
    const bi = await member(site.id, { gender: 'male', sexuality: 'bi' });
    await member(site.id, { gender: 'male', sexuality: 'hetero' });
    await member(site.id, { gender: 'female', sexuality: 'lesbian' });
    const data = await lander(site.domain, 'lander=collagelanding&slug=gay-amsterdam');
    expect(data.audience).toBe('gay');
    expect(ids(data)).toEqual([gay.id, bi.id].sort((a, b) => a - b));
    // Without the slug the general site shows everyone with a photo.
    expect((await lander(site.domain, 'lander=collagelanding')).profiles).toHaveLength(4);
  });

  it('filters bdsm by interest and bbw by body type', async () => {
    const site = await createSite(ctx, { niche: 3 });
    const kinky = await member(site.id, { interests: ['cooking', 'bondage'] });
    await member(site.id, { interests: ['cooking'] });
    const curvy = await member(site.id, { bodyType: 'fat' });
    expect(ids(await lander(site.domain, 'lander=iconslanding'))).toEqual([kinky.id]);
    expect(ids(await lander(site.domain, 'lander=iconslanding&slug=bbw'))).toEqual([curvy.id]);
  });

  it('never shows hidden, disabled, photo-less, other sites\' or blocked profiles', async () => {
    const site = await createSite(ctx, { niche: 1 });
    const other = await createSite(ctx, { niche: 1 });
    const shown = await member(site.id);
    await member(site.id, { invisible: true });
    await member(site.id, { status: 'disabled' });
    await member(site.id, {}, null);
    await member(site.id, {}, { status: 'pending' });
    await member(site.id, {}, { isPrivate: true });
    await member(other.id);
    const blocker = await member(site.id);
    expect(ids(await lander(site.domain, 'lander=gallery'))).toEqual([shown.id, blocker.id].sort((a, b) => a - b));
    // A member asking sees nobody they blocked or were blocked by.
    const { client, profile } = await loggedInMember(ctx, site);
    await ctx.deps.db.insert(blocks).values({ blockerId: blocker.id, blockedId: profile.id });
    expect(ids(await lander(site.domain, 'lander=gallery', {}, client))).toEqual([shown.id]);
  });

  it('labels fictional profiles and never shows them as online; gives nothing but public fields', async () => {
    const site = await createSite(ctx, { niche: 1 });
    const fictional = await member(site.id, { isFictional: true, lastActiveAt: new Date(), about: 'Hallo daar' });
    const real = await member(site.id, { lastActiveAt: new Date(Date.now() + 1000), about: 'Ik ben echt' });
    const data = await lander(site.domain, 'lander=alonetonight');
    const byId = new Map(data.profiles.map((p) => [p.id, p]));
    expect(byId.get(fictional.id)).toMatchObject({ fictional: true, online_recently: false });
    expect(byId.get(real.id)).toMatchObject({ fictional: false, online_recently: true });
    expect(Object.keys(byId.get(real.id)!).sort()).toEqual(['age', 'city', 'country', 'fictional', 'gender', 'id', 'name', 'online_recently', 'photo', 'region', 'region_name']);
    expect(byId.get(real.id)!.photo).toEqual({ thumb: expect.stringMatching(/^\/api\/photo\.php\?key=\w+&size=thumb$/), full: expect.stringMatching(/size=full$/), width: 800, height: 1000 });
    // The feed quotes what profiles say, as their public page does.
    const feed = await lander(site.domain, 'lander=socialnetwork');
    expect(feed.profiles.find((p) => p.id === real.id)?.about).toBe('Ik ben echt');
  });

  it('puts the visitor\'s country first', async () => {
    const site = await createSite(ctx, { niche: 1, countries: ['NL', 'BE'] });
    const dutch = await member(site.id, { country: 'NL', lastActiveAt: new Date(Date.now() - 86_400_000) });
    const belgian = await member(site.id, { country: 'BE', lastActiveAt: new Date() });
    expect((await lander(site.domain, 'lander=gallery', { 'cf-ipcountry': 'NL' })).profiles.map((p) => p.id)).toEqual([dutch.id, belgian.id]);
    expect((await lander(site.domain, 'lander=gallery', { 'cf-ipcountry': 'BE' })).profiles.map((p) => p.id)).toEqual([belgian.id, dutch.id]);
    const map = await lander(site.domain, 'lander=maplanding', { 'cf-ipcountry': 'BE' });
    expect(map.regions.length).toBeGreaterThan(3);
    expect(map.regions[0]).toEqual({ code: expect.stringMatching(/^BE-/), name: expect.any(String), lat: expect.any(Number), lon: expect.any(Number) });
  });

  it('answers a wrong lander or profile id with a localised 404', async () => {
    const site = await createSite(ctx);
    const client = new Client(ctx.app, site.domain);
    const res = await client.get('/api/lander.php?lander=nope', { cookie: 'i18n_redirected=en' });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'not_found', message: expect.any(String) });
    expect((await client.get('/api/lander.php?lander=landing&profile=abc')).status).toBe(404);
  });
});

describe('member landings', () => {
  it('show the visible profile with its about text, and others of the audience below it', async () => {
    const site = await createSite(ctx, { niche: 1 });
    const anna = await member(site.id, { name: 'Anna', about: 'Ik hou van wandelen.', isFictional: true });
    const others = await Promise.all([1, 2, 3, 4, 5].map(() => member(site.id)));
    const data = await lander(site.domain, `lander=landing2&profile=${anna.id}`);
    expect(data.profile).toMatchObject({ id: anna.id, name: 'Anna', about: 'Ik hou van wandelen.', fictional: true });
    expect(data.profiles).toHaveLength(4);
    expect(data.profiles.map((p) => p.id)).not.toContain(anna.id);
    expect(others.map((o) => o.id)).toEqual(expect.arrayContaining(data.profiles.map((p) => p.id)));
  });

  it('leave out the about text when the site does not show it', async () => {
    const site = await createSite(ctx, { niche: 1, visibleProfileFields: ['hair_color'] });
    const anna = await member(site.id, { about: 'Geheim' });
    expect((await lander(site.domain, `lander=landing&profile=${anna.id}`)).profile).not.toHaveProperty('about');
  });

  it('show no profile that a visitor cannot see, and the page says 404', async () => {
    const site = await createSite(ctx, { niche: 1 });
    const hidden = await member(site.id, { invisible: true });
    expect((await lander(site.domain, `lander=landing3&profile=${hidden.id}`)).profile).toBeNull();
    const resolved = (await ctx.deps.sites.resolve(site.domain))!;
    const request = { site: resolved, auth: null, geoCountry: null, locale: 'nl' } as unknown as FastifyRequest;
    expect((await landerPage(ctx.deps, request, 'landing3', { id: String(hidden.id) })).status).toBe(404);
  });
});

describe('the lander page', () => {
  it('carries settings, the data, the texts of one language and the entry warning, and preloads the main image', async () => {
    const site = await createSite(ctx, { niche: 6, name: 'Reife Test' });
    await member(site.id, { gender: 'female', dateOfBirth: bornYearsAgo(44) });
    const resolved = (await ctx.deps.sites.resolve(site.domain))!;
    const request = { site: resolved, auth: null, geoCountry: 'DE', locale: 'de' } as unknown as FastifyRequest;
    const page = await landerPage(ctx.deps, request, 'video', { slug: 'milf-berlin' });
    expect(page.status).toBe(200);
    const boot = JSON.parse(page.boot.replace(/^[^>]*>/, '').replace(/<\/script>$/, '')) as LanderBoot;
    expect(boot.lander.audience).toBe('milf');
    expect(boot.settings.geoip_country).toBe('DE');
    expect(page.head).toBe(`\n    <link rel="preload" as="image" href="${boot.lander.profiles[0]!.photo!.full.replace(/&/g, '&#38;')}" fetchpriority="high">`);
    expect(Object.keys(boot.texts).sort()).toEqual(['entry', 'footer', 'landers', 'members', 'nav']);
    expect(boot.texts).toEqual(landerTexts('de'));
    expect(boot.entry_warning).toContain('Reife Test');
    expect(boot.entry_warning).toContain('18');
    expect(boot.entry_warning).not.toMatch(/\{\w+\}/);
  });
});
