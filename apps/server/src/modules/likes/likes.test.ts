import { and, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { likes } from '../../db/schema/index.js';
import { activeMember, Client, createSite, insertMember, openSocket, useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp();
let port = 0;
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
const likeRows = (liker: number, liked: number) =>
  ctx.deps.db.select().from(likes).where(and(eq(likes.likerId, liker), eq(likes.likedId, liked)));

async function twoMembers() {
  const site = await createSite(ctx);
  const a = await activeMember(ctx, site.domain);
  const b = await activeMember(ctx, site.domain);
  return { site, a, b, aId: a.user.profile.id as number, bId: b.user.profile.id as number };
}

describe('likes', () => {
  it('stores one like for 10 parallel likes of one profile, and unlike takes it back', async () => {
    const { a, aId, bId } = await twoMembers();
    const answers = await Promise.all(Array.from({ length: 10 }, () => a.client.post('/api/like.php', { profile: bId })));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(answers.every((r) => r.body.liked === true && r.body.match === false)).toBe(true);
    expect(await likeRows(aId, bId)).toHaveLength(1);
    const given = (await a.client.get('/api/likes.php?type=given')).body;
    expect(given.profiles.map((p: { id: number }) => p.id)).toEqual([bId]);
    expect((await a.client.delete('/api/like.php', { profile: bId })).body).toEqual({ liked: false, match: false });
    expect(await likeRows(aId, bId)).toHaveLength(0);
    expect((await a.client.delete('/api/like.php', { profile: bId })).status).toBe(200);
  });

  it('makes one match when two members like each other at the same moment', async () => {
    const given: Array<{ liker: number; match: boolean }> = [];
    ctx.deps.events.subscribe({ event: 'like.given', name: 'test.likes.match', afterCommit: (e) => { given.push({ liker: e.payload.likerProfileId, match: e.payload.match }); } });
    for (let round = 0; round < 3; round++) {
      const { a, b, aId, bId } = await twoMembers();
      const [ra, rb] = await Promise.all([a.client.post('/api/like.php', { profile: bId }), b.client.post('/api/like.php', { profile: aId })]);
      // The pair is serialised: the first like is plain, the second sees it and makes the match, exactly once.
      expect([ra.body.match, rb.body.match].sort()).toEqual([false, true]);
      expect(given.filter((g) => (g.liker === aId || g.liker === bId) && g.match)).toHaveLength(1);
      const matches = (await a.client.get('/api/likes.php?type=matches')).body;
      expect(matches.profiles.map((p: { id: number }) => p.id)).toEqual([bId]);
      expect(matches.counts).toEqual({ received: 1, given: 1, matches: 1 });
    }
  });

  it('marks a received like new until the liker\'s profile is opened', async () => {
    const { a, b, aId, bId } = await twoMembers();
    await a.client.post('/api/like.php', { profile: bId });
    let mine = (await b.client.get('/api/likes.php')).body;
    expect(mine.liked_by).toEqual([{ id: aId, like_new: true }]);
    expect(mine.new_likes).toBe(1);
    expect(mine.profiles[0]).toMatchObject({ id: aId, like_new: true, match: false });
    // A looking at B's own profile, or B at someone else's, changes nothing.
    await a.client.get(`/api/member.php?id=${bId}`);
    expect((await b.client.get('/api/likes.php')).body.new_likes).toBe(1);
    expect((await b.client.get(`/api/member.php?id=${aId}`)).status).toBe(200);
    mine = (await b.client.get('/api/likes.php')).body;
    expect(mine.liked_by).toEqual([{ id: aId, like_new: false }]);
    expect(mine.new_likes).toBe(0);
  });

  it('refuses visitors, yourself, other sites, blocked and invisible profiles, with their texts', async () => {
    const { site, a, aId, bId } = await twoMembers();
    const visitor = new Client(ctx.app, site.domain);
    const refused = await visitor.post('/api/like.php', { profile: bId });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Je moet ingelogd zijn om een like te geven');
    expect((await visitor.get('/api/likes.php')).status).toBe(403);

    const self = await a.client.post('/api/like.php', { profile: aId });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe('Je kunt jezelf geen like geven.');

    const elsewhere = await insertMember(ctx, (await createSite(ctx)).id);
    expect((await a.client.post('/api/like.php', { profile: elsewhere.id })).status).toBe(404);
    expect((await a.client.post('/api/like.php', { profile: 2_000_000_000 })).status).toBe(404);
    expect((await a.client.post('/api/like.php', { profile: 'x' })).status).toBe(400);

    const hidden = await insertMember(ctx, site.id, { invisible: true });
    const invisible = await a.client.post('/api/like.php', { profile: hidden.id });
    expect(invisible.status).toBe(403);
    expect(invisible.body.error.code).toBe('like_invisible');

    const blocked = await insertMember(ctx, site.id);
    await a.client.post('/api/block.php', { profile_id: blocked.id });
    expect((await a.client.post('/api/like.php', { profile: blocked.id })).body.error.code).toBe('blocked_by_me');
    expect(await likeRows(aId, hidden.id)).toHaveLength(0);
  });

  it('removes likes both ways when one blocks the other, and hides invisible likers from the list', async () => {
    const { site, a, b, aId, bId } = await twoMembers();
    await a.client.post('/api/like.php', { profile: bId });
    await b.client.post('/api/like.php', { profile: aId });
    expect((await b.client.post('/api/block.php', { profile_id: aId })).status).toBe(200);
    expect(await likeRows(aId, bId)).toHaveLength(0);
    expect(await likeRows(bId, aId)).toHaveLength(0);

    const c = await activeMember(ctx, site.domain);
    await c.client.post('/api/like.php', { profile: bId });
    expect((await b.client.get('/api/likes.php')).body.liked_by.map((e: { id: number }) => e.id)).toEqual([c.user.profile.id]);
    expect((await c.client.put('/api/invisible.php', { invisible: true })).status).toBe(200);
    expect((await b.client.get('/api/likes.php')).body.liked_by).toEqual([]);
  });

  it('tells the liked member live: a like, then the match, and a like taken back', async () => {
    const { a, b, aId, bId } = await twoMembers();
    const socketA = await openSocket(port, a.client);
    const socketB = await openSocket(port, b.client);
    await a.client.post('/api/like.php', { profile: bId });
    expect(await socketB.waitFor((e) => e.type === 'like')).toMatchObject({ profile: aId, match: false });
    await b.client.post('/api/like.php', { profile: aId });
    expect(await socketA.waitFor((e) => e.type === 'like')).toMatchObject({ profile: bId, match: true });
    await a.client.delete('/api/like.php', { profile: bId });
    await socketB.waitFor((e) => e.type === 'likes_changed');
    // Liking again what is already liked tells nobody anything new.
    await b.client.post('/api/like.php', { profile: aId });
    expect(socketA.events.filter((e) => e.type === 'like')).toHaveLength(1);
    await Promise.all([socketA.close(), socketB.close()]);
  });

  it('shows the like state on the profile page', async () => {
    const { a, b, aId, bId } = await twoMembers();
    expect((await a.client.get(`/api/member.php?id=${bId}`)).body.profile).toMatchObject({ liked: false, match: false });
    await a.client.post('/api/like.php', { profile: bId });
    expect((await a.client.get(`/api/member.php?id=${bId}`)).body.profile).toMatchObject({ liked: true, match: false });
    await b.client.post('/api/like.php', { profile: aId });
    expect((await a.client.get(`/api/member.php?id=${bId}`)).body.profile).toMatchObject({ liked: true, match: true });
    expect((await b.client.get(`/api/member.php?id=${aId}`)).body.profile).toMatchObject({ liked: true, match: true });
  });
});
