import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { photos, profiles, staffAudit, users } from '../../../db/schema/index.js';
import { createSite, loggedInMember, mailsTo, useTestApp, type Client } from '../../../../test/helpers.js';
import { staffClient } from '../../../../test/console.js';

// Production's default: uploads wait for a moderator.
const ctx = useTestApp({ PHOTO_AUTO_APPROVE: 'false' });

const jpeg = (color = '#c33') => sharp({ create: { width: 800, height: 600, channels: 3, background: color } }).jpeg().toBuffer();

async function setting(language = 'nl') {
  const site = await createSite(ctx);
  const owner = await loggedInMember(ctx, site, { profile: { name: 'Femke' }, user: { language } });
  const viewer = await loggedInMember(ctx, site, { profile: { name: 'Bram', gender: 'male' } });
  const { client: moderator, staff } = await staffClient(ctx, site.domain, 'moderator');
  return { site, owner, viewer, moderator, staff };
}

async function upload(client: Client, color?: string): Promise<number> {
  const res = await client.upload('/api/photo.php', await jpeg(color));
  expect(res.status).toBe(201);
  expect(res.body.photo.status).toBe('pending');
  return res.body.photo.id;
}

const seenBy = async (viewer: Client, profileId: number) => (await viewer.get(`/api/member.php?id=${profileId}`)).body.profile;
const auditOf = (action: string, photoId: number) =>
  ctx.deps.db.select().from(staffAudit).where(and(eq(staffAudit.action, action), eq(staffAudit.objectType, 'photo'), eq(staffAudit.objectId, String(photoId))));

describe('photo queue', () => {
  it('lists a pending upload, hidden from other members until a moderator approves it, then visible at once', async () => {
    const { site, owner, viewer, moderator, staff } = await setting();
    const photoId = await upload(owner.client);
    const before = await seenBy(viewer.client, owner.profile.id);
    expect(before.photos).toEqual([]);
    expect(before.main_image).toBeNull();

    const queue = await moderator.get(`/api/console/photos.php?site=${site.id}`);
    expect(queue.status).toBe(200);
    expect(queue.body.total).toBe(1);
    expect(queue.body.photos).toEqual([expect.objectContaining({ id: photoId, site_id: site.id, profile_id: owner.profile.id, profile_name: 'Femke', first_photo: true })]);
    const file = await moderator.get(queue.body.photos[0].url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');

    const approved = await moderator.post('/api/console/photos/approve.php', { photo: photoId });
    expect(approved.status).toBe(200);
    const after = await seenBy(viewer.client, owner.profile.id);
    expect(after.photos.map((p: { id: number }) => p.id)).toEqual([photoId]);
    expect(after.main_image).not.toBeNull();
    expect((await moderator.get(`/api/console/photos.php?site=${site.id}`)).body.photos).toEqual([]);
    const [row] = await ctx.deps.db.select().from(photos).where(eq(photos.id, photoId));
    expect(row).toMatchObject({ status: 'active', moderatedBy: staff.id });
    expect(await auditOf('photo.approved', photoId)).toEqual([expect.objectContaining({ staffId: staff.id, siteId: site.id, before: expect.objectContaining({ status: 'pending' }), after: expect.objectContaining({ status: 'active' }) })]);

    const again = await moderator.post('/api/console/photos/approve.php', { photo: photoId });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'console_already_decided', message: 'Hierover heeft een andere medewerker net al beslist.' });
  });

  it('rejects with a statement of reasons mailed in the member\'s language, and keeps the photo out of sight', async () => {
    const { owner, viewer, moderator, staff } = await setting('de');
    const photoId = await upload(owner.client);
    const res = await moderator.post('/api/console/photos/reject.php', { photo: photoId, reason: 'contact_details', note: 'Telefonnummer unten rechts' });
    expect(res.status).toBe(200);
    const [row] = await ctx.deps.db.select().from(photos).where(eq(photos.id, photoId));
    expect(row).toMatchObject({ status: 'rejected', moderatedBy: staff.id, rejectReason: 'contact_details', rejectNote: 'Telefonnummer unten rechts' });
    expect((await seenBy(viewer.client, owner.profile.id)).photos).toEqual([]);
    // The owner still sees it, marked rejected.
    expect((await owner.client.get('/api/profile.php')).body.profile.photos).toEqual([expect.objectContaining({ id: photoId, status: 'rejected' })]);

    const [user] = await ctx.deps.db.select().from(users).where(eq(users.id, owner.userId));
    const mails = await mailsTo(ctx, user!.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.headers.subject).toBe('Dein Foto wurde nicht freigegeben');
    // What was decided, on which facts and grounds, by a person, and how to appeal (DSA art. 17).
    expect(mail.text).toContain('Dein Foto wurde abgelehnt');
    expect(mail.text).toContain('Das Foto enthält Kontaktdaten');
    expect(mail.text).toContain('Telefonnummer unten rechts');
    expect(mail.text).toContain('kein automatisiertes System');
    expect(mail.text).toContain('innerhalb von 6 Monaten');
    expect(mail.text).toMatch(/https?:\/\/\S+\/complaints/);
    expect(await auditOf('photo.rejected', photoId)).toEqual([expect.objectContaining({ reason: 'contact_details', after: expect.objectContaining({ status: 'rejected' }) })]);
  });

  it('lets one of two moderators deciding at once win; the other is told it is decided', async () => {
    const { site, owner, moderator } = await setting();
    const { client: second } = await staffClient(ctx, site.domain, 'admin');
    for (let round = 0; round < 3; round++) {
      const photoId = await upload(owner.client, ['#111', '#222', '#333'][round]);
      const [a, b] = await Promise.all([
        moderator.post('/api/console/photos/approve.php', { photo: photoId }),
        second.post('/api/console/photos/reject.php', { photo: photoId, reason: 'poor_quality' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const [row] = await ctx.deps.db.select().from(photos).where(eq(photos.id, photoId));
      expect(row!.status).toBe(a.status === 200 ? 'active' : 'rejected');
      const decisions = await ctx.deps.db.select().from(staffAudit).where(and(eq(staffAudit.objectType, 'photo'), eq(staffAudit.objectId, String(photoId))));
      expect(decisions).toHaveLength(1);
    }
  });

  it('makes an approved photo the main one when the main photo is not active, never a rejected one', async () => {
    const { owner, viewer, moderator } = await setting();
    const first = await upload(owner.client, '#a00');
    const second = await upload(owner.client, '#0a0');
    // Uploads made the first (pending) photo the main one.
    expect((await ctx.deps.db.select().from(profiles).where(eq(profiles.id, owner.profile.id)))[0]!.mainPhotoId).toBe(first);
    await moderator.post('/api/console/photos/approve.php', { photo: second });
    expect((await ctx.deps.db.select().from(profiles).where(eq(profiles.id, owner.profile.id)))[0]!.mainPhotoId).toBe(second);
    expect((await seenBy(viewer.client, owner.profile.id)).main_image).not.toBeNull();
    await moderator.post('/api/console/photos/reject.php', { photo: first, reason: 'someone_else' });
    expect((await ctx.deps.db.select().from(profiles).where(eq(profiles.id, owner.profile.id)))[0]!.mainPhotoId).toBe(second);
    expect((await seenBy(viewer.client, owner.profile.id)).photos.map((p: { id: number }) => p.id)).toEqual([second]);
  });

  it('refuses wrong ids, reasons and notes with a clear error, never a 500', async () => {
    const { owner, moderator } = await setting();
    const photoId = await upload(owner.client);
    for (const photo of ['12', 0, 2_147_483_648, 1.5]) {
      const res = await moderator.post('/api/console/photos/approve.php', { photo });
      expect(res.status, String(photo)).toBe(400);
      expect(res.body.error.code).toBe('validation');
    }
    expect((await moderator.post('/api/console/photos/approve.php', { photo: 2_000_000_000 })).status).toBe(404);
    const reason = await moderator.post('/api/console/photos/reject.php', { photo: photoId, reason: 'ugly' });
    expect(reason.status).toBe(400);
    expect(reason.body.error).toMatchObject({ code: 'console_reject_reason', message: 'Kies een reden voor de afwijzing.' });
    const nul = await moderator.post('/api/console/photos/reject.php', { photo: photoId, reason: 'other', note: 'a\u0000b' });
    expect(nul.status).toBe(400);
    const long = await moderator.post('/api/console/photos/reject.php', { photo: photoId, reason: 'other', note: 'x'.repeat(1001) });
    expect(long.body.error.code).toBe('console_note_length');
    expect((await moderator.get('/api/console/photos/file.php?key=../../etc/passwd')).status).toBe(404);
    expect((await moderator.get('/api/console/photos/file.php?key=ffffffffffffffffffffffffffffffff')).status).toBe(404);
    expect((await moderator.get('/api/console/photos.php?page=0')).status).toBe(400);
    expect((await ctx.deps.db.select().from(photos).where(eq(photos.id, photoId)))[0]!.status).toBe('pending');
  });

  it('answers 403 to operators and support, and 401 to a member session', async () => {
    const { site, owner } = await setting();
    const photoId = await upload(owner.client);
    for (const role of ['operator', 'support'] as const) {
      const { client } = await staffClient(ctx, site.domain, role, { siteIds: [site.id] });
      expect((await client.get(`/api/console/photos.php?site=${site.id}`)).status, role).toBe(403);
      const res = await client.post('/api/console/photos/approve.php', { photo: photoId });
      expect(res.status, role).toBe(403);
      expect(res.body.error.code).toBe('console_forbidden');
    }
    for (const [method, url] of [['GET', '/api/console/photos.php'], ['POST', '/api/console/photos/approve.php'], ['POST', '/api/console/photos/reject.php']] as const) {
      const res = await owner.client.request(method, url, method === 'POST' ? { photo: photoId } : undefined);
      expect(res.status, url).toBe(401);
    }
    expect((await ctx.deps.db.select().from(photos).where(eq(photos.id, photoId)))[0]!.status).toBe('pending');
  });
});
