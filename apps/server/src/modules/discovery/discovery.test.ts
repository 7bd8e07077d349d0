import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SWIPE_LIKES_PER_DAY } from '@app/shared';
import { likes, photos, profiles, realtimeEvents } from '../../db/schema/index.js';
import { Client, createSite, insertMember, loggedInMember, useTestApp, type TestContext } from '../../../test/helpers.js';

const ctx: TestContext = useTestApp();
const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-01`;

/** A hetero man of about 40 in Noord-Holland, and the site he is on. */
async function seeker(profile: Partial<typeof profiles.$inferInsert> = {}) {
  const site = await createSite(ctx);
  const me = await loggedInMember(ctx, site, { profile: { name: 'Mark', gender: 'male', sexuality: 'hetero', dateOfBirth: yearsAgo(40), region: 'NL-NH', ...profile } });
  return { site, me };
}
const woman = (siteId: number, profile: Partial<typeof profiles.$inferInsert> = {}) =>
  insertMember(ctx, siteId, { gender: 'female', sexuality: 'hetero', dateOfBirth: yearsAgo(38), region: 'NL-NH', ...profile });
const ids = (cards: Array<{ id: number }>) => cards.map((c) => c.id);

describe('swipe game candidates', () => {
  it('offers profiles that want the member back, and never liked, passed, blocked, invisible or the member', async () => {
    const { site, me } = await seeker();
    const fits = await woman(site.id);
    const liked = await woman(site.id);
    const passed = await woman(site.id);
    const blocked = await woman(site.id);
    const invisible = await woman(site.id, { invisible: true });
    const lesbian = await woman(site.id, { sexuality: 'lesbian' });
    const man = await insertMember(ctx, site.id, { gender: 'male', sexuality: 'gay', dateOfBirth: yearsAgo(40) });
    const tooOld = await woman(site.id, { dateOfBirth: yearsAgo(70) });
    const bi = await woman(site.id, { sexuality: 'bi' });
    await me.client.post('/api/like.php', { profile: liked.id });
    expect((await me.client.post('/api/swipe.php', { profile: passed.id, decision: 'pass' })).status).toBe(200);
    await me.client.post('/api/block.php', { profile_id: blocked.id });
    const blockerClient = await loggedInMember(ctx, site);
    await ctx.deps.db.update(profiles).set({ gender: 'female' }).where(eq(profiles.id, blockerClient.profile.id));
    await blockerClient.client.post('/api/block.php', { profile_id: me.profile.id });

    const state = (await me.client.get('/api/swipe.php')).body;
    expect(ids(state.candidates).sort()).toEqual([fits.id, bi.id].sort());
    for (const excluded of [liked, passed, blocked, invisible, lesbian, man, tooOld]) expect(ids(state.candidates)).not.toContain(excluded.id);
    expect(ids(state.candidates)).not.toContain(me.profile.id);
    expect(ids(state.candidates)).not.toContain(blockerClient.profile.id);
    expect(state).toMatchObject({ remaining: SWIPE_LIKES_PER_DAY, limit: SWIPE_LIKES_PER_DAY });
  });

  it('puts the member\'s own region first, then the country, then the rest', async () => {
    const { site, me } = await seeker();
    const abroad = await woman(site.id, { country: 'BE', region: 'BE-VAN' });
    const country = await woman(site.id, { region: 'NL-UT' });
    const region = await woman(site.id, { region: 'NL-NH', lastActiveAt: new Date(ctx.clock.now().getTime() - 30 * 86_400_000) });
    expect(ids((await me.client.get('/api/swipe.php')).body.candidates)).toEqual([region.id, country.id, abroad.id]);
  });

  it('brings a passed profile back after the cooldown', async () => {
    const { site, me } = await seeker();
    const passed = await woman(site.id);
    await me.client.post('/api/swipe.php', { profile: passed.id, decision: 'pass' });
    expect(ids((await me.client.get('/api/swipe.php')).body.candidates)).toEqual([]);
    ctx.clock.advanceMinutes(15 * 24 * 60);
    expect(ids((await me.client.get('/api/swipe.php')).body.candidates)).toEqual([passed.id]);
  });
});

describe('the swipe game\'s daily allowance', () => {
  it('allows the 4th like and refuses the 5th under parallel requests, then renews after the site\'s midnight', async () => {
    const { site, me } = await seeker();
    // Six to like at once, one to pass, one to like on her profile page and one for the next day.
    const women = await Promise.all(Array.from({ length: 9 }, () => woman(site.id)));
    const answers = await Promise.all(women.slice(0, 6).map((w) => me.client.post('/api/swipe.php', { profile: w.id, decision: 'like' })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(SWIPE_LIKES_PER_DAY);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r.status).toBe(429);
      expect(r.body.error).toMatchObject({ code: 'swipe_limit', message: 'Je hebt je 4 likes van vandaag gebruikt. Morgen kun je weer liken.' });
    }
    const stored = await ctx.deps.db.select().from(likes).where(and(eq(likes.likerId, me.profile.id), eq(likes.source, 'swipe')));
    expect(stored).toHaveLength(SWIPE_LIKES_PER_DAY);

    const state = (await me.client.get('/api/swipe.php')).body;
    expect(state.remaining).toBe(0);
    const renews = Date.parse(state.renews_at);
    expect(renews).toBeGreaterThan(Date.parse(state.now));
    expect(renews - Date.parse(state.now)).toBeLessThanOrEqual(25 * 3_600_000);
    // A pass is free, even with no likes left.
    expect((await me.client.post('/api/swipe.php', { profile: women[6]!.id, decision: 'pass' })).status).toBe(200);
    // A like on the profile page does not count against the game.
    expect((await me.client.post('/api/like.php', { profile: women[7]!.id })).status).toBe(200);
    expect((await me.client.get('/api/swipe.php')).body.remaining).toBe(0);

    ctx.clock.advanceMinutes(Math.ceil((renews - Date.parse(state.now)) / 60_000) + 1);
    const next = await me.client.post('/api/swipe.php', { profile: women[8]!.id, decision: 'like' });
    expect(next.status).toBe(200);
    expect(next.body.remaining).toBe(SWIPE_LIKES_PER_DAY - 1);
  });

  it('makes a match when the other liked first, and tells the liked member live', async () => {
    const { site, me } = await seeker();
    const her = await loggedInMember(ctx, site, { profile: { gender: 'female', sexuality: 'hetero', dateOfBirth: yearsAgo(38) } });
    await her.client.post('/api/like.php', { profile: me.profile.id });
    const answer = await me.client.post('/api/swipe.php', { profile: her.profile.id, decision: 'like' });
    expect(answer.body).toMatchObject({ decision: 'like', match: true, remaining: SWIPE_LIKES_PER_DAY - 1 });
    const queued = await ctx.deps.db.select().from(realtimeEvents).where(and(eq(realtimeEvents.userId, her.userId), eq(realtimeEvents.type, 'like')));
    expect(queued.map((e) => e.payload)).toEqual([{ profile: me.profile.id, match: true }]);
  });

  it('refuses visitors, bad decisions, invisible and unknown profiles with clear errors', async () => {
    const { site, me } = await seeker();
    const visitor = new Client(ctx.app, site.domain);
    expect((await visitor.get('/api/swipe.php')).status).toBe(403);
    const target = await woman(site.id);
    const bad = await me.client.post('/api/swipe.php', { profile: target.id, decision: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation');
    expect((await me.client.post('/api/swipe.php', { profile: 'x\u0000', decision: 'like' })).status).toBe(400);
    expect((await me.client.post('/api/swipe.php', { profile: 2_000_000_000, decision: 'like' })).status).toBe(404);
    const hidden = await woman(site.id, { invisible: true });
    expect((await me.client.post('/api/swipe.php', { profile: hidden.id, decision: 'like' })).body.error.code).toBe('like_invisible');
  });
});

describe('match finder', () => {
  it('keeps the answers and ranks a fixed population by the documented score', async () => {
    const { site, me } = await seeker({ interests: ['wine'] });
    const first = await me.client.get('/api/match-finder.php');
    expect(first.body.saved).toBe(false);
    expect(first.body.answers).toMatchObject({ genders: ['female'], min_age: 30, max_age: 50, region: 'NL-NH', interests: ['wine'] });

    const day = 86_400_000;
    const sameRegionTwoInterests = await woman(site.id, { interests: ['wine', 'hiking'], lastActiveAt: new Date(ctx.clock.now().getTime() - 10 * day) });
    const otherRegionThreeInterests = await woman(site.id, { region: 'NL-UT', interests: ['wine', 'hiking', 'music'], lastActiveAt: new Date(ctx.clock.now().getTime() - 10 * day) });
    const sameRegionActive = await woman(site.id, { interests: [], lastActiveAt: ctx.clock.now() });
    const fictional = await woman(site.id, { interests: [], isFictional: true, lastActiveAt: ctx.clock.now() });
    const tooYoung = await woman(site.id, { interests: ['wine', 'hiking', 'music'], dateOfBirth: yearsAgo(33) });

    const saved = await me.client.put('/api/match-finder.php', { genders: ['female'], min_age: 35, max_age: 45, region: 'NL-NH', interests: ['wine', 'hiking', 'music'] });
    expect(saved.status).toBe(200);
    // 2×10 + 30 + 20 = 70; 3×10 + 15 + 20 = 65; 30 + 20 + 10 = 60 (fictional: no activity points: 50); 3×10 + 30 + (20 − 2×4) = 72.
    expect(saved.body.results.map((r: { id: number; score: number }) => [r.id, r.score])).toEqual([
      [tooYoung.id, 72], [sameRegionTwoInterests.id, 70], [otherRegionThreeInterests.id, 65], [sameRegionActive.id, 60], [fictional.id, 50],
    ]);
    expect(saved.body.results.find((r: { id: number }) => r.id === fictional.id).fictional).toBe(true);
    expect(saved.body.results[1].shared_interests).toEqual(['wine', 'hiking']);
    expect((await me.client.get('/api/match-finder.php')).body).toMatchObject({ saved: true, answers: { min_age: 35, max_age: 45 } });
  });

  it('marks matching photos and suggests the best profile not yet liked for the overlay', async () => {
    const { site, me } = await seeker();
    const withPhoto = async (profile: Partial<typeof profiles.$inferInsert>) => {
      const p = await woman(site.id, profile);
      const [photo] = await ctx.deps.db.insert(photos).values({ profileId: p.id, siteId: site.id, storageKey: randomUUID().replaceAll('-', ''), status: 'active', width: 400, height: 400 }).returning();
      await ctx.deps.db.update(profiles).set({ mainPhotoId: photo!.id }).where(eq(profiles.id, p.id));
      return p;
    };
    const best = await withPhoto({ interests: ['wine'] });
    const older = await withPhoto({ dateOfBirth: yearsAgo(53) });
    await me.client.put('/api/match-finder.php', { genders: ['female'], min_age: 30, max_age: 50, region: 'NL-NH', interests: ['wine'] });
    const results = (await me.client.get('/api/match-finder.php')).body.results;
    expect(results.map((r: { id: number; main_image: { match: boolean } }) => [r.id, r.main_image.match])).toEqual([[best.id, true], [older.id, false]]);

    expect((await me.client.get('/api/auto-like.php')).body.profile).toMatchObject({ id: best.id, main_image: { match: true } });
    await me.client.post('/api/like.php', { profile: best.id });
    expect((await me.client.get('/api/auto-like.php')).body.profile.id).toBe(older.id);
    await me.client.post('/api/like.php', { profile: older.id });
    expect((await me.client.get('/api/auto-like.php')).body.profile).toBeNull();
  });

  it('refuses answers that make no sense, with their texts', async () => {
    const { me } = await seeker();
    const none = await me.client.put('/api/match-finder.php', { genders: [], min_age: 30, max_age: 40, region: null, interests: [] });
    expect(none.body.error).toMatchObject({ code: 'match_finder_who', message: 'Kies wie je zoekt.' });
    const many = await me.client.put('/api/match-finder.php', { genders: ['female'], min_age: 30, max_age: 40, region: null, interests: ['wine', 'beer', 'tea', 'art', 'gym', 'sex'] });
    expect(many.body.error.message).toBe('Kies maximaal 5 interesses.');
    expect((await me.client.put('/api/match-finder.php', { genders: ['female'], min_age: 50, max_age: 40, region: null, interests: [] })).body.error.code).toBe('age_range');
    expect((await me.client.put('/api/match-finder.php', { genders: ['female'], min_age: 30, max_age: 40, region: 'XX', interests: [] })).body.error.code).toBe('region_unknown');
  });
});
