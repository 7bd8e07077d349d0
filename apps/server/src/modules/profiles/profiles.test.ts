import { describe, expect, it } from 'vitest';
import { encodeTrackingCookie, TRACKING_COOKIE_NAME } from '@app/shared/rules/tracking';
import { eq } from 'drizzle-orm';
import { profiles, users } from '../../db/schema/index.js';
import { activeMember, Client, createSite, insertMember as insertTestMember, uniqueEmail, useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp();

/** A member written straight into the database: fast, for search scenarios. */
const insertMember = (siteId: number, profile: Partial<typeof profiles.$inferInsert> = {}, user: Partial<typeof users.$inferInsert> = {}) => insertTestMember(ctx, siteId, profile, user);

const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

describe('own profile', () => {
  it('saves every field from the value lists, strips markup from the about text and keeps the name rules', async () => {
    const { domain } = await createSite(ctx);
    const { client, email } = await activeMember(ctx, domain);
    const res = await client.put('/api/profile.php', {
      gender: 'female', sexuality: 'bi', region: 'NL-NH', city: 'Amsterdam', hair_color: 'dark_blond', eye_color: 'hazel',
      body_type: 'slim', relationship_status: 'living_together', tattoos: 'no', reason: 'flirt',
      about: 'Hoi! <script>alert(1)</script><b>Ik</b> hou van fietsen.', interests: ['beach', 'wine', 'beach'],
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      gender: 'female', sexuality: 'bi', region: 'NL-NH', region_name: 'Noord-Holland', city: 'Amsterdam', hair_color: 'dark_blond',
      about: 'Hoi! alert(1)Ik hou van fietsen.', interests: ['beach', 'wine'],
    });
    const bad = await client.put('/api/profile.php', { hair_color: 'green' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ field: 'hair_color', message: 'Kies een waarde uit de lijst.' });
    const sameAsMail = await client.put('/api/profile.php', { name: email });
    expect(sameAsMail.body.error.message).toBe('Je profielnaam moet anders zijn dan je e-mailadres');
    const noRegion = await client.put('/api/profile.php', { region: 'DE-BY' });
    expect(noRegion.body.error).toMatchObject({ field: 'region', message: 'Kies een regio en plaats uit de lijst.' });
  });
});

describe('member search', () => {
  it('filters by gender, country, region and age, and pages', async () => {
    const site = await createSite(ctx);
    const { client } = await activeMember(ctx, site.domain);
    const young = await insertMember(site.id, { name: 'Jong', dateOfBirth: yearsAgo(25), region: 'NL-NH' });
    const old = await insertMember(site.id, { name: 'Oud', dateOfBirth: yearsAgo(60), region: 'NL-UT' });
    const man = await insertMember(site.id, { name: 'Man', gender: 'male', dateOfBirth: yearsAgo(30) });
    const belgian = await insertMember(site.id, { name: 'Belg', country: 'BE', dateOfBirth: yearsAgo(40) });
    const ids = async (query: string) => (await client.get(`/api/members.php?${query}`)).body.profiles.map((p: { id: number }) => p.id).sort();
    expect(await ids('gender=female&country=NL')).toEqual([young.id, old.id].sort());
    expect(await ids('gender=male')).toEqual([man.id]);
    expect(await ids('country=BE')).toEqual([belgian.id]);
    expect(await ids('countryregion=NL-UT')).toEqual([old.id]);
    expect(await ids('min_age=26&max_age=59&gender=female')).toEqual([belgian.id]);
    expect(await ids('min_age=25&max_age=25')).toEqual([young.id]);
    const bad = await client.get('/api/members.php?min_age=50&max_age=30');
    expect(bad.status).toBe(400);
  });

  it('never shows the member themself, blocked members either way, invisible, unconfirmed or other sites\' members', async () => {
    const site = await createSite(ctx);
    const other = await createSite(ctx);
    const me = await activeMember(ctx, site.domain);
    const visible = await insertMember(site.id, { name: 'Zichtbaar' });
    const iBlocked = await insertMember(site.id, { name: 'Geblokkeerd' });
    const blocksMe = await insertMember(site.id, { name: 'Blokkeert' });
    await insertMember(site.id, { name: 'Onzichtbaar', invisible: true });
    await insertMember(site.id, { name: 'Onbevestigd', status: 'disabled' }, { status: 'not_confirmed' });
    await insertMember(other.id, { name: 'Elders' });
    await me.client.post('/api/block.php', { profile_id: iBlocked.id });
    const blocker = await activeMember(ctx, site.domain);
    await ctx.deps.db.update(profiles).set({ name: 'Blokkeerder' }).where(eq(profiles.id, blocker.user.profile.id));
    await blocker.client.post('/api/block.php', { profile_id: me.user.profile.id });
    void blocksMe;

    const found = (await me.client.get('/api/members.php')).body;
    const names = found.profiles.map((p: { name: string }) => p.name);
    expect(names).toContain('Zichtbaar');
    expect(names).toContain('Blokkeert');
    for (const hidden of ['Geblokkeerd', 'Blokkeerder', 'Onzichtbaar', 'Onbevestigd', 'Elders', me.name]) expect(names).not.toContain(hidden);
    expect(found.numResults).toBe(names.length);
    void visible;
  });

  it('lists the most recently active first and marks who was online recently', async () => {
    const site = await createSite(ctx);
    await insertMember(site.id, { name: 'Lang geleden', lastActiveAt: new Date(Date.now() - 10 * 86_400_000) });
    const viewer = await activeMember(ctx, site.domain);
    const fresh = await activeMember(ctx, site.domain);
    const found = (await viewer.client.get('/api/members.php')).body.profiles;
    expect(found.map((p: { id: number }) => p.id)[0]).toBe(fresh.user.profile.id);
    expect(found.find((p: { name: string }) => p.name === 'Lang geleden').online_recently).toBe(false);
    expect(found[0].online_recently).toBe(true);
  });

  it('offers similar profiles when few match', async () => {
    const site = await createSite(ctx);
    const { client } = await activeMember(ctx, site.domain);
    await insertMember(site.id, { name: 'Net te oud', dateOfBirth: yearsAgo(44) });
    const res = (await client.get('/api/members.php?min_age=30&max_age=40&gender=female')).body;
    expect(res.numResults).toBe(0);
    expect(res.similar.map((p: { name: string }) => p.name)).toContain('Net te oud');
  });

  it('follows logged_out_search for visitors', async () => {
    const closed = await createSite(ctx, { loggedOutSearch: 'none', loggedOutSearchTrafficsource: 'none' });
    const open = await createSite(ctx, { loggedOutSearch: 'full' });
    await insertMember(open.id, { name: 'Open' });
    expect((await new Client(ctx.app, closed.domain).get('/api/members.php')).status).toBe(403);
    expect((await new Client(ctx.app, open.domain).get('/api/members.php')).body.profiles.map((p: { name: string }) => p.name)).toEqual(['Open']);
  });

  it('opens search to visitors with a traffic source when the traffic-source variant allows it, whatever the address claims', async () => {
    const sourced = await createSite(ctx, { loggedOutSearch: 'none', loggedOutSearchTrafficsource: 'full' });
    await insertMember(sourced.id, { name: 'Bron' });
    expect((await new Client(ctx.app, sourced.domain).get('/api/members.php?source=1')).status).toBe(403);
    const arrived = new Client(ctx.app, sourced.domain);
    arrived.jar.set(TRACKING_COOKIE_NAME, encodeTrackingCookie({ network: 'adnet' }));
    expect((await arrived.get('/api/members.php')).body.profiles.map((p: { name: string }) => p.name)).toEqual(['Bron']);
  });
});

describe('profile page, fictional label and blocking', () => {
  it('labels a fictional profile in the card and on the page', async () => {
    const site = await createSite(ctx);
    const { client } = await activeMember(ctx, site.domain);
    const fictional = await insertMember(site.id, { name: 'Fictief', isFictional: true });
    const card = (await client.get('/api/members.php')).body.profiles.find((p: { id: number }) => p.id === fictional.id);
    expect(card.fictional).toBe(true);
    const page = (await client.get(`/api/member.php?id=${fictional.id}`)).body.profile;
    expect(page).toMatchObject({ id: fictional.id, name: 'Fictief', fictional: true });
  });

  it('shows only the site\'s visible fields', async () => {
    const site = await createSite(ctx, { visibleProfileFields: ['about'] });
    const { client } = await activeMember(ctx, site.domain);
    const member = await insertMember(site.id, { about: 'Hallo', hairColor: 'red' });
    const page = (await client.get(`/api/member.php?id=${member.id}`)).body.profile;
    expect(page.about).toBe('Hallo');
    expect(page).not.toHaveProperty('hair_color');
  });

  it('hides both members from each other; the blocked member is told, the blocker can unblock', async () => {
    const site = await createSite(ctx);
    const a = await activeMember(ctx, site.domain);
    const b = await activeMember(ctx, site.domain);
    expect((await a.client.post('/api/block.php', { profile_id: b.user.profile.id })).status).toBe(200);
    const seenByB = await b.client.get(`/api/member.php?id=${a.user.profile.id}`);
    expect(seenByB.status).toBe(403);
    expect(seenByB.body.error.message).toBe('Dit lid heeft je geblokkeerd. Je kunt dit profiel niet meer bekijken.');
    const seenByA = (await a.client.get(`/api/member.php?id=${b.user.profile.id}`)).body.profile;
    expect(seenByA).toMatchObject({ blocked_by_me: true, photos: [], main_image: null });
    await a.client.delete('/api/block.php', { profile_id: b.user.profile.id });
    expect((await b.client.get(`/api/member.php?id=${a.user.profile.id}`)).status).toBe(200);
    expect((await a.client.post('/api/block.php', { profile_id: a.user.profile.id })).body.error.code).toBe('block_self');
  });

  it('keeps an invisible member out of search and off the profile page of others', async () => {
    const site = await createSite(ctx);
    const a = await activeMember(ctx, site.domain);
    const b = await activeMember(ctx, site.domain);
    await b.client.put('/api/invisible.php', { invisible: true });
    expect((await a.client.get('/api/members.php')).body.profiles.map((p: { id: number }) => p.id)).not.toContain(b.user.profile.id);
    expect((await a.client.get(`/api/member.php?id=${b.user.profile.id}`)).status).toBe(404);
    expect((await b.client.get('/api/profile.php')).body.profile.invisible).toBe(true);
  });
});

describe('geocode', () => {
  it('turns a position into the nearest region and city of the site, revealing no distance', async () => {
    const site = await createSite(ctx, { countries: ['NL', 'BE'] });
    const client = new Client(ctx.app, site.domain);
    const res = await client.get('/api/geocode.php?lat=52.3702&lon=4.8952');
    expect(res.body).toEqual({ country: 'NL', region: 'NL-NH', region_name: 'Noord-Holland', city: 'Amsterdam' });
    const far = await client.get('/api/geocode.php?lat=40.71&lon=-74.0');
    expect(far.status).toBe(404);
  });
});
