import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { photos, profiles, staffAudit, users } from '../../../db/schema/index.js';
import { photoKey } from '../../profiles/photo-store.js';
import { createSite, insertMember, loggedInMember, useTestApp } from '../../../../test/helpers.js';
import { staffClient } from '../../../../test/console.js';

const ctx = useTestApp({ PHOTO_AUTO_APPROVE: 'false' });

const photoWithGps = () => sharp({ create: { width: 900, height: 900, channels: 3, background: '#36c' } }).jpeg()
  .withExif({ IFD0: { Make: 'Acme', Model: 'Spyphone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 0/1' } })
  .toBuffer();

const valid = (site: number) => ({
  site, name: 'Sanne', date_of_birth: '1994-03-12', country: 'NL', gender: 'female', sexuality: 'hetero', region: 'NL-DR', city: 'Assen',
  hair_color: 'blond', about: 'Ik hou van <b>wandelen</b> en koken.', interests: ['beach', 'beach', 'cooking'],
});

async function setting() {
  const site = await createSite(ctx);
  const { client: moderator, staff } = await staffClient(ctx, site.domain, 'moderator');
  return { site, moderator, staff };
}

const auditOf = (profileId: number) => ctx.deps.db.select().from(staffAudit)
  .where(and(eq(staffAudit.objectType, 'profile'), eq(staffAudit.objectId, String(profileId)))).orderBy(staffAudit.id);

describe('fictional profiles', () => {
  it('creates a profile nobody can log in to, always fictional, checked by the members\' rules', async () => {
    const { site, moderator, staff } = await setting();
    // The editor's choices: the site's countries with their shipped regions and cities.
    const places = await moderator.get(`/api/console/fictional/regions.php?site=${site.id}`);
    expect(places.body.countries).toEqual(site.countries);
    expect(places.body.regions).toContainEqual(expect.objectContaining({ code: 'NL-DR', country: 'NL', cities: expect.arrayContaining(['Assen']) }));
    const body = valid(site.id);
    const made = await moderator.post('/api/console/fictional/create.php', body);
    expect(made.status).toBe(201);
    expect(made.body.profile).toMatchObject({
      site_id: site.id, name: 'Sanne', date_of_birth: '1994-03-12', gender: 'female', region: 'NL-DR', city: 'Assen', hair_color: 'blond',
      about: 'Ik hou van wandelen en koken.', status: 'active', fictional: true, photos: [],
    });
    expect(made.body.profile.interests.sort()).toEqual(['beach', 'cooking']);
    const [row] = await ctx.deps.db.select({ profile: profiles, user: users }).from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(eq(profiles.id, made.body.profile.id));
    expect(row!.profile.isFictional).toBe(true);
    expect(row!.user).toMatchObject({ status: 'active', language: site.domainLanguage, siteId: site.id });
    expect(row!.user.email).toMatch(/^fictional-[0-9a-f-]{36}@invalid$/);
    expect(row!.user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await auditOf(made.body.profile.id)).toEqual([expect.objectContaining({ action: 'fictional.created', staffId: staff.id, after: expect.objectContaining({ name: 'Sanne' }) })]);

    // Members see it, labelled fictional.
    const member = await loggedInMember(ctx, site, { profile: { gender: 'male' } });
    expect((await member.client.get(`/api/member.php?id=${made.body.profile.id}`)).body.profile).toMatchObject({ name: 'Sanne', fictional: true });
  });

  it('refuses is_fictional in any payload, a minor, a bad name, a foreign country and an unknown city', async () => {
    const { site, moderator } = await setting();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid(site.id), is_fictional: false }, 'validation'],
      [{ ...valid(site.id), date_of_birth: `${new Date().getUTCFullYear() - 17}-01-01` }, 'date_of_birth_required'],
      [{ ...valid(site.id), name: '@sanne' }, 'name_starts_with_at'],
      [{ ...valid(site.id), country: 'FR' }, 'profile_value'],
      [{ ...valid(site.id), city: 'Rotterdam' }, 'region_unknown'],
      [{ ...valid(site.id), gender: 'other' }, 'profile_value'],
      [{ ...valid(site.id), name: 'Sa\u0000nne' }, 'validation'],
    ];
    for (const [body, code] of cases) {
      const res = await moderator.post('/api/console/fictional/create.php', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code, JSON.stringify(body)).toBe(code);
    }
    expect((await moderator.post('/api/console/fictional/create.php', { ...valid(site.id), name: '@x' })).body.error.message).toBeTruthy();
    expect((await moderator.get(`/api/console/fictional.php?site=${site.id}`)).body.profiles).toEqual([]);
  });

  it('edits every field with before and after in the audit, never the fictional flag', async () => {
    const { site, moderator } = await setting();
    const { profile } = (await moderator.post('/api/console/fictional/create.php', valid(site.id))).body;
    const res = await moderator.put('/api/console/fictional/profile.php', { id: profile.id, name: 'Sanne B', date_of_birth: '1990-07-01', region: 'NL-FL', city: 'Almere', status: 'disabled', about: null });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ name: 'Sanne B', date_of_birth: '1990-07-01', region: 'NL-FL', city: 'Almere', status: 'disabled', about: null, fictional: true });
    // A new country drops the old region and city.
    const moved = await moderator.put('/api/console/fictional/profile.php', { id: profile.id, country: 'BE' });
    expect(moved.body.profile).toMatchObject({ country: 'BE', region: null, city: null });
    const refused = await moderator.put('/api/console/fictional/profile.php', { id: profile.id, is_fictional: false });
    expect(refused.status).toBe(400);
    const [row] = await ctx.deps.db.select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row!.isFictional).toBe(true);
    const audit = await auditOf(profile.id);
    expect(audit.map((a) => a.action)).toEqual(['fictional.created', 'fictional.updated', 'fictional.updated']);
    expect(audit[1]).toMatchObject({ before: expect.objectContaining({ name: 'Sanne', city: 'Assen', status: 'active' }), after: expect.objectContaining({ name: 'Sanne B', city: 'Almere', status: 'disabled' }) });

    // A member's profile is no fictional profile: not found.
    const member = await insertMember(ctx, site.id);
    expect((await moderator.get(`/api/console/fictional/profile.php?id=${member.id}`)).status).toBe(404);
    expect((await moderator.put('/api/console/fictional/profile.php', { id: member.id, name: 'Gekaapt' })).status).toBe(404);
  });

  it('uploads photos through the members\' pipeline, active at once without EXIF, and makes main and deletes them', async () => {
    const { site, moderator } = await setting();
    const { profile } = (await moderator.post('/api/console/fictional/create.php', valid(site.id))).body;
    const first = await moderator.upload(`/api/console/fictional/photo.php?id=${profile.id}`, await photoWithGps());
    expect(first.status).toBe(201);
    expect(first.body.profile.photos).toEqual([expect.objectContaining({ status: 'active', main: true })]);
    const [stored] = await ctx.deps.db.select().from(photos).where(eq(photos.profileId, profile.id));
    const bytes = (await ctx.deps.storage.get(photoKey(stored!.storageKey, 'full')))!;
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.toString('latin1')).not.toMatch(/Acme|Spyphone/);
    expect((await moderator.get(first.body.profile.photos[0].url)).headers['content-type']).toBe('image/webp');

    const second = await moderator.upload(`/api/console/fictional/photo.php?id=${profile.id}`, await photoWithGps());
    const secondId = second.body.profile.photos[1].id as number;
    const main = await moderator.post('/api/console/fictional/photo-main.php', { id: profile.id, photo: secondId });
    expect(main.body.profile.photos.find((p: { main: boolean }) => p.main).id).toBe(secondId);
    const removed = await moderator.delete('/api/console/fictional/photo.php', { id: profile.id, photo: secondId });
    expect(removed.status).toBe(200);
    expect(removed.body.profile.photos).toEqual([expect.objectContaining({ id: stored!.id, main: true })]);
    // A photo of another profile is not this profile's.
    const member = await loggedInMember(ctx, site);
    const memberPhoto = (await member.client.upload('/api/photo.php', await photoWithGps())).body.photo.id;
    expect((await moderator.delete('/api/console/fictional/photo.php', { id: profile.id, photo: memberPhoto })).status).toBe(404);
    expect((await moderator.upload(`/api/console/fictional/photo.php?id=${profile.id}`, Buffer.from('not an image'))).body.error.code).toBe('photo_type');

    expect((await auditOf(profile.id)).map((a) => a.action)).toEqual(['fictional.created', 'fictional.photo_added', 'fictional.photo_added', 'fictional.photo_main', 'fictional.photo_deleted']);
    const list = await moderator.get(`/api/console/fictional.php?site=${site.id}&q=san`);
    expect(list.body.profiles).toEqual([expect.objectContaining({ id: profile.id, name: 'Sanne', photos: 1 })]);
    expect((await moderator.get(`/api/console/fictional.php?site=${site.id}&q=${profile.id}`)).body.profiles).toHaveLength(1);
    expect((await moderator.get(`/api/console/fictional.php?site=${site.id}&q=%25`)).body.profiles).toHaveLength(0);
  });

  it('answers 403 to operators and support, and 401 to a member session', async () => {
    const { site, moderator } = await setting();
    const { profile } = (await moderator.post('/api/console/fictional/create.php', valid(site.id))).body;
    for (const role of ['operator', 'support'] as const) {
      const { client } = await staffClient(ctx, site.domain, role, { siteIds: [site.id] });
      expect((await client.get(`/api/console/fictional.php?site=${site.id}`)).status, role).toBe(403);
      expect((await client.post('/api/console/fictional/create.php', valid(site.id))).status, role).toBe(403);
      expect((await client.put('/api/console/fictional/profile.php', { id: profile.id, name: 'Nope' })).status, role).toBe(403);
    }
    const member = await loggedInMember(ctx, site);
    expect((await member.client.get(`/api/console/fictional/profile.php?id=${profile.id}`)).status).toBe(401);
    expect((await member.client.post('/api/console/fictional/create.php', valid(site.id))).status).toBe(401);
    expect((await ctx.deps.db.select().from(profiles).where(eq(profiles.id, profile.id)))[0]!.name).toBe('Sanne');
  });
});
