import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AUTH_COOKIE_NAME, DATA_EXPORT_FILES } from '@app/shared';
import { messages, photos, users } from '../../db/schema/index.js';
import { memberWithEverything } from '../../../test/account-end-member.js';
import { Client, useTestApp } from '../../../test/helpers.js';
import { photoKey } from '../profiles/photo-store.js';

const ctx = useTestApp();

/** The entries of a ZIP archive by name, read from its central directory (stored or deflated, as yazl writes them). */
function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = new Map<string, Buffer>();
  let at = archive.readUInt32LE(end + 16);
  for (let i = archive.readUInt16LE(end + 10); i > 0; i--) {
    const method = archive.readUInt16LE(at + 10);
    const size = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(start, start + size);
    entries.set(name, method === 8 ? zlib.inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
  }
  return entries;
}

/** POST /api/export.php as the browser's fetch sends it; the answer's bytes as they are. */
async function requestExport(client: Client, password: string) {
  const res = await ctx.app.inject({
    method: 'POST', url: '/api/export.php', remoteAddress: client.ip, payload: JSON.stringify({ password }),
    headers: {
      host: client.host, origin: `http://${client.host}`, 'content-type': 'application/json',
      cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; '),
    },
  });
  return { status: res.statusCode, headers: res.headers, raw: res.rawPayload, json: () => res.json() };
}

const json = (entries: Map<string, Buffer>, name: string) => JSON.parse(entries.get(name)!.toString('utf8'));

describe('downloading my data', () => {
  it('streams a ZIP with every category and the photo files, and of other members only what the member could see', async () => {
    const { vera, profile, pim, olga, sentPhoto, retention, payment } = await memberWithEverything(ctx);
    // A visit with lb=1 logged the page she left (spec 7).
    expect((await vera.client.post('/api/page-hidden.php?lb=1&path=%2Fmembers&ms=4321', {})).status).toBe(204);
    const res = await requestExport(vera.client, vera.password);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9.-]+-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = unzip(res.raw);

    for (const file of DATA_EXPORT_FILES) expect(entries.has(file)).toBe(true);
    const ownPhotos = await ctx.deps.db.select().from(photos).where(eq(photos.profileId, profile.id));
    for (const photo of ownPhotos) {
      expect(entries.get(`photos/${photo.id}.webp`)).toEqual(await ctx.deps.storage.get(photoKey(photo.storageKey, 'full')));
    }
    const [sentMessage] = await ctx.deps.db.select().from(messages).where(and(eq(messages.kind, 'photo'), eq(messages.senderProfileId, profile.id)));
    expect(entries.get(`message-photos/${sentMessage!.id}.webp`)).toEqual(await ctx.deps.storage.get(photoKey(sentPhoto.key, 'full')));
    // Pim's photo to her is named in the conversation, not included: it is his.
    expect([...entries.keys()].filter((name) => name.startsWith('message-photos/'))).toHaveLength(1);

    expect(json(entries, 'account.json')).toMatchObject({
      id: vera.user.id, email: vera.email, status: 'active', premium: false, pages_left: [{ path: '/members', ms_since_load: 4321, at: expect.any(String) }],
    });
    expect(json(entries, 'profile.json')).toMatchObject({ id: profile.id, name: 'Vera', match_finder_answers: { interests: ['wine'] } });
    expect(json(entries, 'photos.json')).toHaveLength(2);
    const [conversation] = json(entries, 'messages.json');
    expect(conversation.partner).toEqual({ profile_id: pim.profile.id, name: 'Pim' });
    expect(conversation.messages.map((m: { from_me: boolean; kind: string; text: string | null; photo_file: string | null }) => [m.from_me, m.kind, m.text, m.photo_file])).toEqual([
      [true, 'text', 'Hoi Pim, Vera hier', null],
      [true, 'photo', null, `message-photos/${sentMessage!.id}.webp`],
      [false, 'text', 'Hoi Vera!', null],
      [false, 'photo', null, null],
    ]);
    expect(json(entries, 'likes.json')).toMatchObject({
      given: [{ profile_id: pim.profile.id, name: 'Pim', source: 'profile' }],
      received: [{ profile_id: pim.profile.id, name: 'Pim' }],
      swipe_passes: [{ profile_id: olga.profile.id }],
    });
    expect(json(entries, 'blocks.json')).toEqual([{ profile_id: olga.profile.id, name: 'Olga', blocked_at: expect.any(String) }]);
    expect(json(entries, 'reports.json')).toMatchObject({
      reports: [{ profile_id: olga.profile.id, reason: 'spam', text: 'Stuurt reclame' }],
      complaints: [{ category: 'service', email: vera.email }],
    });
    expect(json(entries, 'payments.json')).toMatchObject({
      payments: [{ id: payment.id, status: 'completed', discount_code: retention.code, method: 'ideal', reversal: null, reversed_amount: null }],
      direct_debit: { iban: 'NL91ABNA0417164300', holder: 'V. Jansen' },
      mandates: [{ method: 'directdebit', label: 'NL ••• 4300', status: 'valid' }],
    });
    const credits = json(entries, 'credits.json');
    expect(credits.balance).toBe(credits.transfers.reduce((sum: number, t: { amount: number }) => sum + t.amount, 0));
    expect(json(entries, 'consents.json').payment_withdrawal).toEqual([{ payment_id: payment.id, text: 'Ik stem in met directe levering.', consented_at: expect.any(String) }]);
    const notifications = json(entries, 'notifications.json');
    expect(notifications).toMatchObject({ email_disabled_reasons: [], settings: [{ type: 'promotions', email: true, push: false }] });
    expect(notifications.settings[0]).not.toHaveProperty('user_id');
    expect(json(entries, 'consents.json').marketing).toEqual([{ type: 'promotions', consented_at: expect.any(String) }]);

    // Nothing else of the others: not their addresses, their profile texts, their ids as accounts; no secrets of hers.
    const everything = [...entries.entries()].filter(([name]) => name.endsWith('.json')).map(([, bytes]) => bytes.toString('utf8')).join('\n');
    const [pimUser] = await ctx.deps.db.select({ email: users.email }).from(users).where(eq(users.id, pim.userId));
    for (const secret of [pimUser!.email, 'Geheim van Pim', '$argon2', vera.client.jar.get(AUTH_COOKIE_NAME)!]) expect(everything).not.toContain(secret);
  });

  it('needs the password, allows 3 a day per member and says when to try again', async () => {
    const { vera } = await memberWithEverything(ctx);
    const wrong = await requestExport(vera.client, 'niet-het-wachtwoord');
    expect(wrong.status).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'password_wrong', message: 'Controleer je wachtwoord.' });
    for (let i = 0; i < 3; i++) expect((await requestExport(vera.client, vera.password)).status).toBe(200);
    const fourth = await requestExport(vera.client, vera.password);
    expect(fourth.status).toBe(429);
    expect(fourth.json().error).toMatchObject({ code: 'export_limit', message: 'Je kunt je gegevens 3 keer per dag downloaden. Probeer het later opnieuw.' });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    ctx.clock.advanceMinutes(24 * 60 + 1);
    try {
      expect((await requestExport(vera.client, vera.password)).status).toBe(200);
    } finally {
      ctx.clock.advanceMinutes(-(24 * 60 + 1));
    }
    const visitor = await requestExport(new Client(ctx.app, vera.client.host), 'x');
    expect(visitor.status).toBe(403);
  });

  it('counts parallel requests under the member lock: of five at once, three get their archive', async () => {
    const { vera } = await memberWithEverything(ctx);
    const statuses = await Promise.all(Array.from({ length: 5 }, () => requestExport(vera.client, vera.password).then((r) => r.status)));
    expect(statuses.sort()).toEqual([200, 200, 200, 429, 429]);
  });
});
