import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ONLINE_RECENTLY_MINUTES, SEARCH_PAGE_SIZE } from '@app/shared';
import { likes, photos, profiles } from '../../db/schema/index.js';
import { Client, createSite, insertMember, loggedInMember, useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp();

const minutesAgo = (minutes: number) => new Date(ctx.clock.now().getTime() - minutes * 60_000);

/** A member with a main photo in the given state. */
async function withMainPhoto(siteId: number, name: string, photo: { status: 'active' | 'pending' | 'rejected'; isPrivate: boolean }) {
  const member = await insertMember(ctx, siteId, { name });
  const [row] = await ctx.deps.db.insert(photos).values({
    profileId: member.id, siteId, storageKey: `test-${randomUUID()}`, width: 800, height: 800, ...photo,
  }).returning();
  await ctx.deps.db.update(profiles).set({ mainPhotoId: row!.id }).where(eq(profiles.id, member.id));
  return member;
}

const names = async (client: Client, query = '') => (await client.get(`/api/members.php?${query}`)).body.profiles.map((p: { name: string }) => p.name);

describe('search filter "with photo"', () => {
  it('keeps only members whose main photo is approved and public', async () => {
    const site = await createSite(ctx);
    const { client } = await loggedInMember(ctx, site);
    await withMainPhoto(site.id, 'Goedgekeurd', { status: 'active', isPrivate: false });
    await withMainPhoto(site.id, 'Wacht', { status: 'pending', isPrivate: false });
    await withMainPhoto(site.id, 'Afgekeurd', { status: 'rejected', isPrivate: false });
    await withMainPhoto(site.id, 'Privé', { status: 'active', isPrivate: true });
    await insertMember(ctx, site.id, { name: 'Zonder' });
    expect((await names(client)).sort()).toEqual(['Afgekeurd', 'Goedgekeurd', 'Privé', 'Wacht', 'Zonder']);
    const res = (await client.get('/api/members.php?with_photo=1')).body;
    expect(res.profiles.map((p: { name: string }) => p.name)).toEqual(['Goedgekeurd']);
    expect(res.profiles[0].main_image).not.toBeNull();
    expect(res.numResults).toBe(1);
    expect((await client.get('/api/members.php?with_photo=yes')).status).toBe(400);
  });
});

describe('search order', () => {
  /** A viewer in Dutch Limburg and six members around them, active at different times. */
  async function population() {
    const site = await createSite(ctx, { countries: ['NL', 'BE'] });
    const viewer = await loggedInMember(ctx, site, { profile: { name: 'Kijker', country: 'NL', region: 'NL-LI' } });
    const add = (name: string, country: string | null, region: string | null, idleMinutes: number) =>
      insertMember(ctx, site.id, { name, country, region, lastActiveAt: minutesAgo(idleMinutes) });
    // Inserted in this order: the ids are the signup order.
    await add('Limburg-uur', 'NL', 'NL-LI', 60);
    await add('Holland-nu', 'NL', 'NL-NH', 1);
    await add('Belg-nu', 'BE', 'BE-VLI', 0);
    await add('Limburg-dag', 'NL', 'NL-LI', 1440);
    await add('NL-zonder-regio', 'NL', null, 120);
    await add('Nergens', null, null, 30);
    return { site, viewer };
  }

  it('"active" (the default) lists the most recently active first', async () => {
    const { viewer } = await population();
    const expected = ['Belg-nu', 'Holland-nu', 'Nergens', 'Limburg-uur', 'NL-zonder-regio', 'Limburg-dag'];
    expect(await names(viewer.client)).toEqual(expected);
    expect(await names(viewer.client, 'sort=active')).toEqual(expected);
  });

  it('"newest" lists the latest signups first', async () => {
    const { viewer } = await population();
    expect(await names(viewer.client, 'sort=newest')).toEqual(['Nergens', 'NL-zonder-regio', 'Limburg-dag', 'Belg-nu', 'Holland-nu', 'Limburg-uur']);
  });

  it('"nearby" lists the viewer\'s region, then their country, then the rest, each by activity', async () => {
    const { viewer } = await population();
    expect(await names(viewer.client, 'sort=nearby')).toEqual(['Limburg-uur', 'Limburg-dag', 'Holland-nu', 'NL-zonder-regio', 'Belg-nu', 'Nergens']);
    // Filters still apply within the order.
    expect(await names(viewer.client, 'sort=nearby&country=NL')).toEqual(['Limburg-uur', 'Limburg-dag', 'Holland-nu', 'NL-zonder-regio']);
  });

  it('"nearby" pages across the tiers without gaps or repeats', async () => {
    const site = await createSite(ctx, { countries: ['NL', 'BE'] });
    const viewer = await loggedInMember(ctx, site, { profile: { name: 'Kijker', country: 'NL', region: 'NL-UT' } });
    const regional = SEARCH_PAGE_SIZE + 2;
    for (let i = 0; i < regional; i++) await insertMember(ctx, site.id, { name: `U${i}`, country: 'NL', region: 'NL-UT', lastActiveAt: minutesAgo(100 + i) });
    for (let i = 0; i < 3; i++) await insertMember(ctx, site.id, { name: `N${i}`, country: 'NL', region: 'NL-GR', lastActiveAt: minutesAgo(i) });
    for (let i = 0; i < 2; i++) await insertMember(ctx, site.id, { name: `B${i}`, country: 'BE', region: 'BE-VAN', lastActiveAt: minutesAgo(i) });
    const first = await names(viewer.client, 'sort=nearby');
    const second = await names(viewer.client, 'sort=nearby&page=2');
    expect(first).toEqual(Array.from({ length: SEARCH_PAGE_SIZE }, (_, i) => `U${i}`));
    expect(second).toEqual([`U${SEARCH_PAGE_SIZE}`, `U${SEARCH_PAGE_SIZE + 1}`, 'N0', 'N1', 'N2', 'B0', 'B1']);
  });

  it('for a visitor, "nearby" is the activity order', async () => {
    const site = await createSite(ctx, { countries: ['NL', 'BE'], loggedOutSearch: 'full' });
    await insertMember(ctx, site.id, { name: 'Later', country: 'NL', region: 'NL-LI', lastActiveAt: minutesAgo(50) });
    await insertMember(ctx, site.id, { name: 'Eerder', country: 'BE', region: 'BE-VAN', lastActiveAt: minutesAgo(5) });
    expect(await names(new Client(ctx.app, site.domain), 'sort=nearby')).toEqual(['Eerder', 'Later']);
  });
});

describe('search cards', () => {
  it('say which profiles a member already likes, with one field the visitor never gets', async () => {
    const site = await createSite(ctx, { loggedOutSearch: 'full' });
    const { client, profile: me } = await loggedInMember(ctx, site);
    const liked = await insertMember(ctx, site.id, { name: 'Geliket' });
    const likesMe = await insertMember(ctx, site.id, { name: 'Liket mij' });
    await insertMember(ctx, site.id, { name: 'Nog niet' });
    await ctx.deps.db.insert(likes).values([
      { likerId: me.id, likedId: liked.id, siteId: site.id },
      { likerId: likesMe.id, likedId: me.id, siteId: site.id },
    ]);
    const cards = (await client.get('/api/members.php')).body.profiles as Array<{ name: string; liked?: boolean }>;
    expect(Object.fromEntries(cards.map((c) => [c.name, c.liked]))).toEqual({ Geliket: true, 'Liket mij': false, 'Nog niet': false });
    const seenByVisitor = (await new Client(ctx.app, site.domain).get('/api/members.php')).body.profiles as object[];
    expect(seenByVisitor).toHaveLength(4); // the three, and the member themself
    for (const card of seenByVisitor) expect(card).not.toHaveProperty('liked');
  });

  it('say which Limburg is meant on a site with both countries, and not on a site with one', async () => {
    const benelux = await createSite(ctx, { countries: ['NL', 'BE'] });
    const dutch = await createSite(ctx, { countries: ['NL'] });
    for (const site of [benelux, dutch]) {
      await insertMember(ctx, site.id, { name: 'Maastricht', country: 'NL', region: 'NL-LI' });
      await insertMember(ctx, site.id, { name: 'Haarlem', country: 'NL', region: 'NL-NH' });
    }
    await insertMember(ctx, benelux.id, { name: 'Hasselt', country: 'BE', region: 'BE-VLI' });
    const regionsOn = async (site: { id: number; domain: string }) => {
      const { client } = await loggedInMember(ctx, site);
      const cards = (await client.get('/api/members.php')).body.profiles as Array<{ name: string; region_name: string }>;
      return Object.fromEntries(cards.map((c) => [c.name, c.region_name]));
    };
    expect(await regionsOn(benelux)).toEqual({ Maastricht: 'Limburg (NL)', Haarlem: 'Noord-Holland', Hasselt: 'Limburg (BE)' });
    expect(await regionsOn(dutch)).toEqual({ Maastricht: 'Limburg', Haarlem: 'Noord-Holland' });
  });

  it(`show "online recently" only for real members active in the last ${ONLINE_RECENTLY_MINUTES} minutes, never for fictional profiles`, async () => {
    const site = await createSite(ctx);
    const { client } = await loggedInMember(ctx, site);
    await insertMember(ctx, site.id, { name: 'Net actief', lastActiveAt: minutesAgo(ONLINE_RECENTLY_MINUTES - 1) });
    await insertMember(ctx, site.id, { name: 'Te lang', lastActiveAt: minutesAgo(ONLINE_RECENTLY_MINUTES + 1) });
    await insertMember(ctx, site.id, { name: 'Fictief nu', isFictional: true, lastActiveAt: minutesAgo(0) });
    const cards = (await client.get('/api/members.php')).body.profiles as Array<{ name: string; online_recently: boolean }>;
    expect(Object.fromEntries(cards.map((c) => [c.name, c.online_recently]))).toEqual({ 'Net actief': true, 'Te lang': false, 'Fictief nu': false });
  });
});
