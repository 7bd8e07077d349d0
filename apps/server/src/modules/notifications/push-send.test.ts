import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { notificationSettings, profiles, pushSubscriptions, sessions, users } from '../../db/schema/index.js';
import { createSite, loggedInMember, useTestApp } from '../../../test/helpers.js';
import { savePushSubscription } from './push-subscriptions.js';
import { pushSendJob } from './push-send.job.js';

// The payload arrives encrypted (RFC 8291); the browser's side is played with web-push's own ECE library.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: Buffer }): Buffer;
};

interface Received { path: string; headers: http.IncomingHttpHeaders; body: Buffer }

/** A local push service over plain http: records every request and answers 201, or what a path was told to answer. */
function fakePushService() {
  const received: Received[] = [];
  const answers = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(request.url!) ?? 201;
      response.end();
    });
  });
  return {
    received, answers,
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const service = fakePushService();
beforeAll(() => service.start());
afterAll(() => service.close());
const ctx = useTestApp({ PUSH_SERVICE_HOSTS: '127.0.0.1', MESSAGES_PER_MINUTE_PER_MEMBER: '1000' });

/** A browser of the member: its own key pair and auth secret, subscribed with the member's current login. */
async function device(userId: number, name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const path = `/device/${name}-${randomUUID()}`;
  const [session] = await ctx.deps.db.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.userId, userId));
  await savePushSubscription(ctx.deps, { user: { id: userId }, idHash: session!.idHash }, {
    endpoint: service.url(path), keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
  });
  return {
    path,
    requests: () => service.received.filter((r) => r.path === path),
    read: (r: Received) => JSON.parse(ece.decrypt(r.body, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString('utf8')) as Record<string, unknown>,
  };
}

async function siteWithPush() {
  const keys = webpush.generateVAPIDKeys();
  const site = await createSite(ctx, { pushPublicKey: keys.publicKey, pushPrivateKey: keys.privateKey });
  return { site, keys };
}

const send = (from: Awaited<ReturnType<typeof loggedInMember>>, to: number, text: string, extra: Record<string, unknown> = {}) =>
  from.client.post('/api/message.php', { profile: to, kind: 'text', text, client_id: randomUUID(), ...extra });
const runPushJobs = () => ctx.deps.jobs.drain(pushSendJob);
const jwtClaims = (authorization: string) => JSON.parse(Buffer.from(/t=([^.]+)\.([^.]+)\./.exec(authorization)![2]!, 'base64url').toString()) as Record<string, unknown>;

describe('push.send: messages', () => {
  it('reaches every device of the recipient, encrypted and signed, with a title and no message text', async () => {
    const { site, keys } = await siteWithPush();
    const anna = await loggedInMember(ctx, site, { credits: 100, profile: { name: 'Anna' } });
    const bas = await loggedInMember(ctx, site, { profile: { name: 'Bas', gender: 'male' } });
    const phone = await device(bas.userId, 'phone');
    const laptop = await device(bas.userId, 'laptop');

    const sent = await send(anna, bas.profile.id, 'Zullen we vanavond afspreken?');
    expect(sent.status).toBe(201);
    const conversation = sent.body.message.conversation as number;
    expect(await runPushJobs()).toBe(1);

    for (const d of [phone, laptop]) {
      const [request] = d.requests();
      expect(request, d.path).toBeDefined();
      expect(request!.headers).toMatchObject({
        ttl: '86400', urgency: 'high', topic: `chat-${conversation}`, 'content-encoding': 'aes128gcm', 'content-type': 'application/octet-stream',
      });
      expect(request!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${keys.publicKey}$`));
      expect(jwtClaims(request!.headers.authorization!)).toMatchObject({ aud: service.url('').replace(/\/$/, ''), sub: `mailto:${site.supportEmail}` });
      const payload = d.read(request!);
      expect(payload).toEqual({
        v: 1, kind: 'new_conversation', title: 'Iemand is een gesprek met je begonnen', body: 'Open om te bekijken.',
        url: `/chats/${conversation}`, tag: `chat-${conversation}`, badge: 1,
      });
      // Lock screens are read by others: neither the text nor the sender's name travels.
      expect(JSON.stringify(payload)).not.toMatch(/afspreken|Anna/);
    }
    const rows = await ctx.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, bas.userId));
    expect(rows.every((r) => r.lastSuccessAt !== null)).toBe(true);

    // The next message in that conversation: "new message", same tag (one notification per conversation), badge 2.
    await send(anna, bas.profile.id, 'Of morgen?');
    await runPushJobs();
    expect(phone.read(phone.requests()[1]!)).toMatchObject({ kind: 'message', title: 'Je hebt een nieuw bericht', tag: `chat-${conversation}`, badge: 2 });
  });

  it('forgets a device the push service calls gone (410) and keeps the others', async () => {
    const { site } = await siteWithPush();
    const anna = await loggedInMember(ctx, site, { credits: 100 });
    const bas = await loggedInMember(ctx, site, { profile: { gender: 'male' } });
    const gone = await device(bas.userId, 'gone');
    const busy = await device(bas.userId, 'busy');
    const fine = await device(bas.userId, 'fine');
    service.answers.set(gone.path, 410);
    service.answers.set(busy.path, 503);

    await send(anna, bas.profile.id, 'Hoi!');
    await runPushJobs();
    const left = await ctx.deps.db.select({ endpoint: pushSubscriptions.endpoint, lastSuccessAt: pushSubscriptions.lastSuccessAt })
      .from(pushSubscriptions).where(eq(pushSubscriptions.userId, bas.userId));
    expect(left.map((r) => r.endpoint).sort()).toEqual([service.url(busy.path), service.url(fine.path)].sort());
    expect(left.find((r) => r.endpoint === service.url(busy.path))!.lastSuccessAt).toBeNull();
    expect(fine.requests()).toHaveLength(1);
  });

  it('sends nothing for a type the member switched off for push', async () => {
    const { site } = await siteWithPush();
    const anna = await loggedInMember(ctx, site, { credits: 100 });
    const bas = await loggedInMember(ctx, site, { profile: { gender: 'male' } });
    const phone = await device(bas.userId, 'phone');
    await ctx.deps.db.insert(notificationSettings).values({ userId: bas.userId, type: 'new_messages', email: true, push: false });

    await send(anna, bas.profile.id, 'Eerste bericht');
    await runPushJobs();
    expect(phone.requests()).toHaveLength(1);
    // New messages in an existing conversation are switched off; new conversations are not.
    await send(anna, bas.profile.id, 'Tweede bericht');
    await runPushJobs();
    expect(phone.requests()).toHaveLength(1);
  });

  it('sends nothing to the owner of a fictional profile, for messages or likes', async () => {
    const { site } = await siteWithPush();
    const anna = await loggedInMember(ctx, site, { credits: 100 });
    const staffProfile = await loggedInMember(ctx, site, { profile: { gender: 'male', isFictional: true } });
    const phone = await device(staffProfile.userId, 'staff');

    expect((await send(anna, staffProfile.profile.id, 'Hoi!', { acknowledge_fictional: true })).status).toBe(201);
    expect((await anna.client.post('/api/like.php', { profile: staffProfile.profile.id })).status).toBe(200);
    expect(await runPushJobs()).toBe(0);
    expect(phone.requests()).toHaveLength(0);
  });

  it('sends nothing to a device whose login has expired', async () => {
    const { site } = await siteWithPush();
    const anna = await loggedInMember(ctx, site, { credits: 100 });
    const bas = await loggedInMember(ctx, site, { profile: { gender: 'male' } });
    const phone = await device(bas.userId, 'phone');
    await ctx.deps.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, bas.userId));
    await send(anna, bas.profile.id, 'Hoi!');
    await runPushJobs();
    expect(phone.requests()).toHaveLength(0);
  });
});

describe('push.send: likes', () => {
  it('tells a like to the liked member in their language, and a match to the one it completes', async () => {
    const { site } = await siteWithPush();
    const anna = await loggedInMember(ctx, site, { profile: { name: 'Anna' } });
    const bas = await loggedInMember(ctx, site, { profile: { name: 'Bas', gender: 'male' } });
    await ctx.deps.db.update(users).set({ language: 'en' }).where(eq(users.id, bas.userId));
    const basPhone = await device(bas.userId, 'bas');
    const annaPhone = await device(anna.userId, 'anna');

    expect((await anna.client.post('/api/like.php', { profile: bas.profile.id })).status).toBe(200);
    await runPushJobs();
    const [like] = basPhone.requests();
    expect(like!.headers.urgency).toBe('normal');
    expect(basPhone.read(like!)).toEqual({ v: 1, kind: 'like', title: 'Someone likes you', body: 'Open to take a look.', url: '/likes', tag: 'likes', badge: 1 });

    expect((await bas.client.post('/api/like.php', { profile: anna.profile.id })).status).toBe(200);
    await runPushJobs();
    const [match] = annaPhone.requests();
    expect(annaPhone.read(match!)).toMatchObject({ kind: 'match', title: 'Je hebt een match!', url: `/members/${bas.profile.id}`, tag: `match-${bas.profile.id}` });
    expect(JSON.stringify(annaPhone.read(match!))).not.toContain('Bas');
  });

  it('queues nothing for a member without a push device', async () => {
    const { site } = await siteWithPush();
    const anna = await loggedInMember(ctx, site);
    const bas = await loggedInMember(ctx, site, { profile: { gender: 'male' } });
    await anna.client.post('/api/like.php', { profile: bas.profile.id });
    expect(await runPushJobs()).toBe(0);
    // The liked profile exists and is real: only the missing device kept the job away.
    expect((await ctx.deps.db.select().from(profiles).where(eq(profiles.id, bas.profile.id)))[0]!.isFictional).toBe(false);
  });
});
