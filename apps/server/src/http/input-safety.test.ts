import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { activeMember, Client, createSite, useTestApp } from '../../test/helpers.js';

const ctx = useTestApp();

const cookieOf = (client: Client) => [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');

describe('bad input gets a clear, localised answer, never a 500', () => {
  it('answers ids beyond the integer columns with 404 in the address and 400 in a body', async () => {
    const { domain } = await createSite(ctx);
    const { client } = await activeMember(ctx, domain);
    for (const id of ['2147483648', '99999999999999999999', '-1', '0', 'abc', '1.5']) {
      const res = await client.get(`/api/member.php?id=${id}`);
      expect(res.status, `member.php?id=${id}`).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect((await client.put('/api/photo.php?id=2147483648', { main: true })).status).toBe(404);
    expect((await client.delete('/api/photo.php?id=2147483648')).status).toBe(404);
    const block = await client.post('/api/block.php', { profile_id: 2147483648 });
    expect(block.status).toBe(400);
    expect(block.body.error).toMatchObject({ code: 'validation', message: 'Controleer de ingevulde gegevens.' });
    expect((await client.post('/api/block.php', { profile_id: '12' })).status).toBe(400);
  });

  it('refuses a NUL byte anywhere with a 400, in the address and in every JSON body', async () => {
    const { domain } = await createSite(ctx, { loggedOutSearch: 'full' });
    const visitor = new Client(ctx.app, domain);
    const refused = (res: { status: number; body: any }) => {
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation');
    };
    refused(await visitor.get('/api/members.php?countryregion=%00'));
    refused(await visitor.get('/api/members.php?countryregion=NL-NH%00x'));
    refused(await visitor.post('/api/user.php', { email: 'a\u0000@example.com', password: 'x' }));
    refused(await visitor.post('/api/password-reset.php', { email: '\u0000' }));
    refused(await visitor.post('/api/complaint.php', { name: 'Jan', email: 'jan@example.com', category: 'other', message: `Een klacht met een nul${'\u0000'} erin, lang genoeg.` }));
    const { client } = await activeMember(ctx, domain);
    refused(await client.put('/api/profile.php', { about: 'Hallo\u0000daar' }));
    refused(await client.put('/api/profile.php', { ['about\u0000']: 'x' }));
    // Nothing was stored.
    expect((await client.get('/api/profile.php')).body.profile.about).toBeNull();
  });

  it('answers a body beyond the limit with 413 and a localised text', async () => {
    const { domain } = await createSite(ctx);
    const res = await new Client(ctx.app, domain).post('/api/complaint.php', { name: 'Jan', email: 'jan@example.com', category: 'other', message: 'x'.repeat(300 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'body_too_large', message: 'Dit verzoek is te groot.' });
  });

  it('keeps a profile city to the cities of its region: free text is refused with or without a region', async () => {
    const { domain } = await createSite(ctx);
    const { client } = await activeMember(ctx, domain);
    for (const city of ['<img src=x onerror=alert(1)>', 'javascript:alert(1)', 'Bel 0612345678', 'Utrecht']) {
      const res = await client.put('/api/profile.php', { city });
      expect(res.status, city).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'region_unknown', field: 'city' });
    }
    // A city of another region is refused too; the region's own city is taken.
    expect((await client.put('/api/profile.php', { region: 'NL-NH', city: 'Utrecht' })).status).toBe(400);
    expect((await client.put('/api/profile.php', { region: 'NL-NH', city: 'Amsterdam' })).body.profile).toMatchObject({ region: 'NL-NH', city: 'Amsterdam' });
    // Now the stored region decides which cities fit.
    expect((await client.put('/api/profile.php', { city: 'Haarlem' })).body.profile.city).toBe('Haarlem');
    expect((await client.put('/api/profile.php', { city: 'Bel 0612345678' })).status).toBe(400);
    // A new region without a city drops the old region's city.
    expect((await client.put('/api/profile.php', { region: 'NL-UT' })).body.profile).toMatchObject({ region: 'NL-UT', city: null });
  });

  it('deletes a photo with the web app\'s call: DELETE without a body or a content type', async () => {
    const { domain } = await createSite(ctx);
    const { client } = await activeMember(ctx, domain);
    const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#39c' } }).jpeg().toBuffer();
    const photo = (await client.upload('/api/photo.php', image)).body.photo;
    const res = await ctx.app.inject({
      method: 'DELETE', url: `/api/photo.php?id=${photo.id}`, remoteAddress: client.ip,
      headers: { host: domain, origin: `http://${domain}`, cookie: cookieOf(client) },
    });
    expect(res.statusCode).toBe(200);
    expect((await client.get('/api/profile.php')).body.profile.photos).toEqual([]);
    // Any other change without JSON is still refused (the CSRF rule stands).
    const form = await ctx.app.inject({
      method: 'PUT', url: '/api/invisible.php', payload: 'invisible=true', remoteAddress: client.ip,
      headers: { host: domain, origin: `http://${domain}`, cookie: cookieOf(client), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
  });

  it('serves photos by unguessable key only, never by sequential id', async () => {
    const { domain } = await createSite(ctx);
    const { client } = await activeMember(ctx, domain);
    const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c93' } }).jpeg().toBuffer();
    const photo = (await client.upload('/api/photo.php', image)).body.photo;
    expect(photo.url).toMatch(/^\/api\/photo\.php\?key=[0-9a-f]{32}&size=full$/);
    expect((await client.get(photo.url)).status).toBe(200);
    expect((await client.get(`/api/photo.php?id=${photo.id}`)).status).toBe(404);
    expect((await client.get('/api/photo.php?key=00000000000000000000000000000000')).status).toBe(404);
  });

  it('never lets a cache keep the own profile (date of birth, invisible flag)', async () => {
    const { domain } = await createSite(ctx);
    const { client } = await activeMember(ctx, domain);
    expect((await client.get('/api/profile.php')).headers['cache-control']).toBe('no-store');
    expect((await client.get('/api/user.php')).headers['cache-control']).toBe('no-store');
  });

  it('answers /favicon.ico with the site\'s icon', async () => {
    const { domain } = await createSite(ctx, { name: 'Favicon Test' });
    const res = await ctx.app.inject({ method: 'GET', url: '/favicon.ico', headers: { host: domain } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    expect([...res.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    // The image inside is a real PNG.
    expect(res.rawPayload.subarray(22, 26).toString('latin1')).toBe('\x89PNG');
  });
});
