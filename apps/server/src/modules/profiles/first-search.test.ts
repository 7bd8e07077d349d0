import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '@app/shared';
import { createSite, insertMember, loggedInMember, useTestApp } from '../../../test/helpers.js';
import { firstSearch } from './first-search.js';

const ctx = useTestApp();

/** A member's session as the server resolves it from their cookie. */
async function sessionOf(site: { id: number; domain: string }, profile: NonNullable<Parameters<typeof loggedInMember>[2]>['profile']) {
  const member = await loggedInMember(ctx, site, { profile });
  const auth = await ctx.deps.sessions.authenticate(member.client.jar.get(AUTH_COOKIE_NAME), site.id);
  return { ...member, auth: auth! };
}

describe('the first search written into /members', () => {
  it('starts where the member\'s own search starts and holds the same page GET members.php answers', async () => {
    const site = await createSite(ctx, { searchFields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'] });
    const resolved = (await ctx.deps.sites.resolve(site.domain))!;
    const today = ctx.clock.now().getUTCFullYear();
    const inRange = await insertMember(ctx, site.id, { name: 'Bram', gender: 'male', dateOfBirth: `${today - 35}-03-01` });
    await insertMember(ctx, site.id, { name: 'Oud', gender: 'male', dateOfBirth: `${today - 70}-03-01` });
    await insertMember(ctx, site.id, { name: 'Lisa', gender: 'female', dateOfBirth: `${today - 35}-03-01` });
    const me = await sessionOf(site, { gender: 'female', sexuality: 'hetero', dateOfBirth: `${today - 34}-01-01` });

    const first = await firstSearch(ctx.deps, resolved, me.auth);
    expect(first.query).toEqual({ gender: 'male', min_age: '24', max_age: '44' });
    expect(first.result.profiles.map((card) => card.id)).toEqual([inRange.id]);
    const answered = await me.client.get(`/api/members.php?${new URLSearchParams(first.query)}`);
    expect(answered.status).toBe(200);
    expect(first.result).toEqual(answered.body);
  });

  it('searches everyone in the default order when there is nothing to start from', async () => {
    const site = await createSite(ctx, { searchFields: ['country'] });
    const resolved = (await ctx.deps.sites.resolve(site.domain))!;
    await insertMember(ctx, site.id, { name: 'Bram', gender: 'male' });
    const me = await sessionOf(site, { gender: 'female', sexuality: 'hetero' });
    const first = await firstSearch(ctx.deps, resolved, me.auth);
    expect(first.query).toEqual({ sort: 'active' });
    expect(first.result.profiles.length).toBeGreaterThan(0);
  });
});
