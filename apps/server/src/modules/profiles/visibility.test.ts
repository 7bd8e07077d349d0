import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/index.js';
import { activeMember, Client, createSite, useTestApp } from '../../../test/helpers.js';
import { memberSharePreview } from '../web/web-app.js';

const ctx = useTestApp();

type Case = 'self' | 'self while invisible' | 'other member' | 'viewer blocked them' | 'they blocked the viewer' | 'invisible' | 'disabled' | 'other site' | 'visitor';

/** What the one visibility policy must say, per surface: search, the member page, the main photo, a link preview. */
const MATRIX: Record<Case, { inSearch: boolean; page: number; photo: number; preview: boolean }> = {
  'self': { inSearch: false, page: 200, photo: 200, preview: true },
  'self while invisible': { inSearch: false, page: 200, photo: 200, preview: false },
  'other member': { inSearch: true, page: 200, photo: 200, preview: true },
  'viewer blocked them': { inSearch: false, page: 200, photo: 404, preview: true },
  'they blocked the viewer': { inSearch: false, page: 403, photo: 404, preview: true },
  'invisible': { inSearch: false, page: 404, photo: 404, preview: false },
  'disabled': { inSearch: false, page: 404, photo: 404, preview: false },
  'other site': { inSearch: false, page: 404, photo: 404, preview: true },
  'visitor': { inSearch: true, page: 200, photo: 200, preview: true },
};

const jpeg = () => sharp({ create: { width: 500, height: 500, channels: 3, background: '#2a6' } }).jpeg().toBuffer();

async function scenario(kind: Case) {
  const site = await createSite(ctx, { loggedOutSearch: 'full' });
  const target = await activeMember(ctx, site.domain, { name: 'Doel' });
  const photo = (await target.client.upload('/api/photo.php', await jpeg())).body.photo as { url: string };
  const targetId = target.user.profile.id as number;
  let viewer: Client;
  if (kind === 'self' || kind === 'self while invisible') viewer = target.client;
  else if (kind === 'visitor') viewer = new Client(ctx.app, site.domain);
  else if (kind === 'other site') viewer = (await activeMember(ctx, (await createSite(ctx)).domain)).client;
  else viewer = (await activeMember(ctx, site.domain)).client;
  const viewerProfileId = kind === 'visitor' || kind === 'other site' ? null : ((await viewer.get('/api/user.php')).body.user.profile.id as number);
  if (kind === 'viewer blocked them') await viewer.post('/api/block.php', { profile_id: targetId });
  if (kind === 'they blocked the viewer') await target.client.post('/api/block.php', { profile_id: viewerProfileId });
  if (kind === 'invisible' || kind === 'self while invisible') await target.client.put('/api/invisible.php', { invisible: true });
  if (kind === 'disabled') await ctx.deps.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.id, targetId));
  return { site, viewer, targetId, photo, viewerHost: kind === 'other site' ? null : site.domain };
}

describe('one visibility policy for search, member page, photos and previews', () => {
  for (const [kind, expected] of Object.entries(MATRIX) as Array<[Case, (typeof MATRIX)[Case]]>) {
    it(`${kind}: search ${expected.inSearch ? 'shows' : 'hides'}, page ${expected.page}, photo ${expected.photo}, preview ${expected.preview ? 'yes' : 'no'}`, async () => {
      const { site, viewer, targetId, photo } = await scenario(kind);
      const search = await viewer.get('/api/members.php');
      expect(search.status).toBe(200);
      expect(search.body.profiles.some((p: { id: number }) => p.id === targetId)).toBe(expected.inSearch);
      const page = await viewer.get(`/api/member.php?id=${targetId}`);
      expect(page.status).toBe(expected.page);
      if (kind === 'viewer blocked them') expect(page.body.profile).toMatchObject({ blocked_by_me: true, photos: [], main_image: null });
      if (kind === 'they blocked the viewer') expect(page.body.error.code).toBe('blocked_by_member');
      // The photo address is the same for everyone; the other site's viewer asks on their own site.
      expect((await viewer.get(photo.url)).status).toBe(expected.photo);
      const resolved = (await ctx.deps.sites.resolve(site.domain))!;
      expect(Boolean(await memberSharePreview(ctx.deps, resolved, 'nl', targetId))).toBe(expected.preview);
    });
  }

  it('gives the member page computed abilities instead of leaving the decision to the browser', async () => {
    const site = await createSite(ctx, { loggedOutSearch: 'full' });
    const target = await activeMember(ctx, site.domain);
    const targetId = target.user.profile.id as number;
    const free = await activeMember(ctx, site.domain);
    const visitor = new Client(ctx.app, site.domain);
    expect((await free.client.get(`/api/member.php?id=${targetId}`)).body.profile.abilities)
      .toEqual({ can_chat: true, can_like: true, can_gift: true, can_block: true, can_see_private_photos: false });
    expect((await visitor.get(`/api/member.php?id=${targetId}`)).body.profile.abilities)
      .toEqual({ can_chat: false, can_like: false, can_gift: false, can_block: false, can_see_private_photos: false });
    await free.client.post('/api/block.php', { profile_id: targetId });
    expect((await free.client.get(`/api/member.php?id=${targetId}`)).body.profile.abilities)
      .toEqual({ can_chat: false, can_like: false, can_gift: false, can_block: false, can_see_private_photos: false });
  });
});
