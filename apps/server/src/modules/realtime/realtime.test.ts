import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, loggedInMember, openSocket, useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp();
let port = 0;
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.app.close());

const send = (client: { post: (url: string, body: unknown) => Promise<{ status: number; body: any }> }, profile: number, text: string) =>
  client.post('/api/message.php', { profile, kind: 'text', text, client_id: randomUUID() });

describe('realtime socket', () => {
  it('delivers a message to the partner and the new balance to the sender, after commit', async () => {
    const site = await createSite(ctx);
    const a = await loggedInMember(ctx, site, { credits: 100 });
    const b = await loggedInMember(ctx, site, { credits: 100 });
    const socketA = await openSocket(port, a.client);
    const socketB = await openSocket(port, b.client);
    await socketB.waitFor((e) => e.type === 'hello');
    expect((await send(a.client, b.profile.id, 'Live!')).status).toBe(201);
    const received = await socketB.waitFor((e) => e.type === 'message');
    expect(received.message).toMatchObject({ text: 'Live!', from_me: false });
    expect(received.profile).toBe(a.profile.id);
    expect(await socketA.waitFor((e) => e.type === 'credits')).toMatchObject({ credits: 100 - site.messageCredits });
    expect((await socketA.waitFor((e) => e.type === 'message')).message.from_me).toBe(true);
    // Refused sends publish nothing.
    const short = await loggedInMember(ctx, site, { credits: 0 });
    expect((await send(short.client, b.profile.id, 'Gratis?')).status).toBe(402);
    // Reading shows the sender their ticks.
    await b.client.post('/api/read.php', { conversation: received.message.conversation });
    expect(await socketA.waitFor((e) => e.type === 'read')).toMatchObject({ conversation: received.message.conversation });
    // The reader's own tabs only reload their counts: their messages were not read by anyone.
    await socketB.waitFor((e) => e.type === 'chats_changed');
    expect(socketB.events.some((e) => e.type === 'read')).toBe(false);
    expect(socketB.events.filter((e) => e.type === 'message')).toHaveLength(1);
    await Promise.all([socketA.close(), socketB.close()]);
  });

  it('a socket that reconnects gets every missed event, in order, once', async () => {
    const site = await createSite(ctx);
    const a = await loggedInMember(ctx, site, { credits: 1000, user: { paidUser: true } });
    const b = await loggedInMember(ctx, site, { credits: 100 });
    const first = await openSocket(port, b.client);
    await send(a.client, b.profile.id, 'een');
    const seen = await first.waitFor((e) => e.type === 'message');
    await first.close();
    for (const word of ['twee', 'drie', 'vier']) await send(a.client, b.profile.id, word);
    const again = await openSocket(port, b.client, `?since=${seen.seq}`);
    await again.waitFor((e) => e.type === 'message' && e.message.text === 'vier');
    await send(a.client, b.profile.id, 'vijf');
    await again.waitFor((e) => e.type === 'message' && e.message.text === 'vijf');
    const texts = again.events.filter((e) => e.type === 'message').map((e) => e.message.text);
    expect(texts).toEqual(['twee', 'drie', 'vier', 'vijf']);
    const seqs = again.events.filter((e) => 'seq' in e && e.type !== 'hello').map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(seqs[0]).toBe(seen.seq + 1);
    await again.close();
    // From a number the server never gave: reload everything.
    const lost = await openSocket(port, b.client, '?since=999999');
    expect((await lost.waitFor((e) => e.type === 'resync')).seq).toBe(seqs.at(-1));
    await lost.close();
  });

  it('typing reaches the partner only, throttled', async () => {
    const site = await createSite(ctx);
    const a = await loggedInMember(ctx, site, { credits: 100 });
    const b = await loggedInMember(ctx, site, { credits: 100 });
    const conversation = (await send(a.client, b.profile.id, 'Hoi')).body.message.conversation;
    const socketB = await openSocket(port, b.client);
    await socketB.waitFor((e) => e.type === 'hello');
    for (let i = 0; i < 5; i++) expect((await a.client.post('/api/typing.php', { conversation })).status).toBe(200);
    await socketB.waitFor((e) => e.type === 'typing');
    await new Promise((r) => setTimeout(r, 100));
    expect(socketB.events.filter((e) => e.type === 'typing')).toEqual([{ type: 'typing', conversation }]);
    const outsider = await loggedInMember(ctx, site);
    expect((await outsider.client.post('/api/typing.php', { conversation })).status).toBe(404);
    await socketB.close();
  });

  it('refuses sockets without a session or from another origin', async () => {
    const site = await createSite(ctx);
    const a = await loggedInMember(ctx, site);
    const { WebSocket } = await import('ws');
    const attempt = (headers: Record<string, string>) => new Promise<number>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers });
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.once('open', () => { socket.close(); resolve(101); });
    });
    const cookie = [...a.client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    expect(await attempt({ host: site.domain, origin: `http://${site.domain}` })).toBe(403);
    expect(await attempt({ host: site.domain, origin: 'http://evil.example', cookie })).toBe(403);
    expect(await attempt({ host: site.domain, cookie })).toBe(403);
    expect(await attempt({ host: site.domain, origin: `http://${site.domain}`, cookie })).toBe(101);
  });
});
