import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { photos, users } from '../../db/schema/index.js';
import { activeMember, Client, createSite, useTestApp } from '../../../test/helpers.js';
import { photoKey } from './photo-store.js';

const ctx = useTestApp();

/** A JPEG carrying camera and GPS EXIF data, as phones write them. */
const photoWithGps = (color = '#c33') => sharp({ create: { width: 1200, height: 900, channels: 3, background: color } }).jpeg()
  .withExif({ IFD0: { Make: 'Acme', Model: 'Spyphone', Copyright: 'Secret Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 0/1' } })
  .toBuffer();

/** A PNG whose header claims 30000 x 30000 pixels: a decompression bomb, refused before decoding. */
function pngBomb(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
  const crc = (buf: Buffer) => { let c = 0xffffffff; for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4); length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4); sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const ihdr = Buffer.alloc(13); ihdr.writeUInt32BE(30000, 0); ihdr.writeUInt32BE(30000, 4); ihdr[8] = 8; ihdr[9] = 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))), chunk('IEND', Buffer.alloc(0))]);
}

async function memberOn(domain: string, paid = false) {
  const member = await activeMember(ctx, domain);
  if (paid) await ctx.deps.db.update(users).set({ paidUser: true }).where(eq(users.id, member.user.id));
  return member;
}

describe('photo upload', () => {
  it('re-encodes the photo into variants without any EXIF or GPS data', async () => {
    const { domain } = await createSite(ctx);
    const { client } = await memberOn(domain);
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await client.upload('/api/photo.php', original);
    expect(res.status).toBe(201);
    expect(res.body.photo).toMatchObject({ status: 'active', private: false, main: true });
    const [row] = await ctx.deps.db.select().from(photos).where(eq(photos.id, res.body.photo.id));
    for (const size of ['thumb', 'full'] as const) {
      const stored = (await ctx.deps.storage.get(photoKey(row!.storageKey, size)))!;
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.toString('latin1')).not.toMatch(/Acme|Spyphone|Secret Camera/);
      const served = await client.get(`/api/photo.php?key=${row!.storageKey}&size=${size}`);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    expect(row!.storageKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a file that is not an image whatever its name, and a decompression bomb', async () => {
    const { domain } = await createSite(ctx);
    const { client } = await memberOn(domain);
    const fake = await client.upload('/api/photo.php', Buffer.from('<?php echo "hi"; ?>'), 'photo.jpg', 'image/jpeg');
    expect(fake.status).toBe(400);
    expect(fake.body.error.message).toBe('Dit bestand is geen foto die we kunnen gebruiken. Kies een JPEG-, PNG-, WebP- of HEIC-foto.');
    // A file that says it is an iPhone HEIC photo but is not: the HEIC decoder refuses it just as cleanly.
    const heicHeader = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(200, 7)]);
    const badHeic = await client.upload('/api/photo.php', heicHeader, 'IMG_0001.HEIC', 'image/heic');
    expect(badHeic.status).toBe(400);
    expect(badHeic.body.error.code).toBe('photo_type');
    const bomb = await client.upload('/api/photo.php', pngBomb(), 'bomb.png', 'image/png');
    expect(bomb.status).toBe(413);
    expect(bomb.body.error.code).toBe('photo_too_large');
    expect(await ctx.deps.db.select().from(photos).where(eq(photos.profileId, (await client.get('/api/user.php')).body.user.profile.id))).toHaveLength(0);
  });

  it('leaves a free member exactly 3 photos after 20 parallel uploads', async () => {
    const { domain } = await createSite(ctx);
    const { client, user } = await memberOn(domain);
    const image = await photoWithGps('#3c3');
    const results = await Promise.all(Array.from({ length: 20 }, () => client.upload('/api/photo.php', image)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(17);
    expect(refused[0]!.body.error.message).toBe("Je kunt als gratis lid hoogstens 3 foto's plaatsen. Word premium om er meer te plaatsen.");
    expect(await ctx.deps.db.select().from(photos).where(eq(photos.profileId, user.profile.id))).toHaveLength(3);
  });

  it('lets a premium member add up to 25', async () => {
    const { domain } = await createSite(ctx);
    const { client } = await memberOn(domain, true);
    const image = await photoWithGps('#33c');
    const results = await Promise.all(Array.from({ length: 27 }, () => client.upload('/api/photo.php', image)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(25);
  });

  it('deletes, picks the main photo and keeps the main photo public', async () => {
    const { domain } = await createSite(ctx);
    const { client } = await memberOn(domain);
    const first = (await client.upload('/api/photo.php', await photoWithGps())).body.photo;
    const second = (await client.upload('/api/photo.php', await photoWithGps('#abc'))).body.photo;
    expect((await client.put(`/api/photo.php?id=${first.id}`, { private: true })).body.error.code).toBe('photo_private_main');
    await client.put(`/api/photo.php?id=${second.id}`, { main: true });
    expect((await client.put(`/api/photo.php?id=${first.id}`, { private: true })).status).toBe(200);
    expect((await client.delete(`/api/photo.php?id=${second.id}`)).status).toBe(200);
    const own = (await client.get('/api/profile.php')).body.profile;
    expect(own.photos).toHaveLength(1);
    expect(own.photos[0]).toMatchObject({ id: first.id, main: true });
  });
});

describe('who may see a photo', () => {
  it('serves a private photo to its owner and premium members only; a wrong viewer gets nothing', async () => {
    const { domain } = await createSite(ctx);
    const other = await createSite(ctx);
    const owner = await memberOn(domain);
    const main = (await owner.client.upload('/api/photo.php', await photoWithGps())).body.photo;
    const secret = (await owner.client.upload('/api/photo.php', await photoWithGps('#123'))).body.photo;
    await owner.client.put(`/api/photo.php?id=${secret.id}`, { private: true });

    const premium = await memberOn(domain, true);
    const free = await memberOn(domain);
    const blocked = await memberOn(domain, true);
    await owner.client.post('/api/block.php', { profile_id: blocked.user.profile.id });
    const stranger = await memberOn(other.domain, true);
    const visitor = new Client(ctx.app, domain);

    const status = async (client: Client, photo: { url: string }) => (await client.get(photo.url)).status;
    expect(await status(owner.client, secret)).toBe(200);
    expect(await status(premium.client, secret)).toBe(200);
    expect(await status(free.client, secret)).toBe(404);
    expect(await status(visitor, secret)).toBe(404);
    expect(await status(blocked.client, secret)).toBe(404);
    expect(await status(stranger.client, secret)).toBe(404);
    // The public main photo: everyone of the site except the blocked member.
    expect(await status(visitor, main)).toBe(200);
    expect(await status(free.client, main)).toBe(200);
    expect(await status(blocked.client, main)).toBe(404);
    expect(await status(stranger.client, main)).toBe(404);
  });

  it('shows a pending photo to its owner only', async () => {
    const strict = await (await import('../../../test/helpers.js')).createTestApp({ PHOTO_AUTO_APPROVE: 'false' });
    try {
      const { domain } = await createSite(strict);
      const owner = await activeMember(strict, domain);
      const photo = (await owner.client.upload('/api/photo.php', await photoWithGps())).body.photo;
      expect(photo.status).toBe('pending');
      expect((await owner.client.get(photo.url)).status).toBe(200);
      const viewer = await activeMember(strict, domain);
      await strict.deps.db.update(users).set({ paidUser: true }).where(eq(users.id, viewer.user.id));
      expect((await viewer.client.get(photo.url)).status).toBe(404);
    } finally {
      await strict.close();
    }
  });
});
