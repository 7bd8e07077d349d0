import { describe, expect, it } from 'vitest';
import { createSite, useTestApp } from '../../../test/helpers.js';
import type { FastifyRequest } from 'fastify';
import { bootData, countryNamesIn, firstPhotoPreloads, injectHead, memberSharePreview, renderHead } from './web-app.js';
import type { FirstSearch } from '@app/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { photos } from '../../db/schema/index.js';
import { activeMember, Client } from '../../../test/helpers.js';

const ctx = useTestApp();
const siteFor = async (overrides: Parameters<typeof createSite>[1] = {}) => (await ctx.deps.sites.resolve((await createSite(ctx, overrides)).domain))!;

describe('page head per site and route', () => {
  it('gives the index page the site index_title and description, with icons and manifest', async () => {
    const site = await siteFor({ name: 'Vonkje Test', indexTitle: 'Vonkje - flirten', description: 'Ontmoet <singles>' });
    const { head, status } = renderHead(site, 'nl', '/', 'http://{domain}:3000');
    expect(status).toBe(200);
    expect(head).toContain('<title>Vonkje - flirten</title>');
    expect(head).toContain('<meta name="description" content="Ontmoet &#60;singles&#62;">');
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(head).toContain('<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">');
    expect(head).toContain(`<meta property="og:url" content="http://${site.domain}:3000/">`);
  });

  it('titles other routes in the page language with the site name', async () => {
    const site = await siteFor({ name: 'Reife Test' });
    expect(renderHead(site, 'de', '/pages/terms', 'http://{domain}').head).toContain('<title>Allgemeine Geschäftsbedingungen - Reife Test</title>');
    expect(renderHead(site, 'nl', '/login', 'http://{domain}').head).toContain('<title>Inloggen - Reife Test</title>');
    expect(renderHead(site, 'en', '/members/12/landing2/milf', 'http://{domain}').head).toContain('<title>Meet new people - Reife Test</title>');
  });

  it('answers an unknown path with status 404 and the not-found title', async () => {
    const site = await siteFor({ name: 'Vonkje Test' });
    const { head, status } = renderHead(site, 'en', '/no/such/page', 'http://{domain}');
    expect(status).toBe(404);
    expect(head).toContain('<title>This page could not be found - Vonkje Test</title>');
    expect(renderHead(site, 'en', '/unknown-token', 'http://{domain}').status).toBe(404);
    expect(renderHead(site, 'en', '/2257', 'http://{domain}').status).toBe(200);
  });

  it('writes the language on <html> and the head into the template', () => {
    const html = injectHead('<html lang="nl"><head><!--app-head--></head></html>', 'de', '<title>x</title>');
    expect(html).toBe('<html lang="de"><head><title>x</title></head></html>');
  });

  it('writes settings and the member into the page as inert JSON that no value can break out of', async () => {
    const site = await siteFor({ name: 'Evil</script><script>alert(1)</script>' });
    const request = { site, geoCountry: 'NL', auth: null, locale: 'nl' } as unknown as FastifyRequest;
    const html = bootData(request, ctx.deps);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = JSON.parse(html.replace(/^[^>]*>/, '').replace(/<\/script>$/, ''));
    expect(json.settings.name).toBe('Evil</script><script>alert(1)</script>');
    expect(json.settings.geoip_country).toBe('NL');
    expect(json.user).toBeNull();
    // The site's countries named in the page's language, so the browser need not load its own country data first.
    expect(json.countryNames.locale).toBe(request.locale);
    expect(Object.keys(json.countryNames.names)).toEqual(site.countries);
  });

  it('names countries in the reader\'s language', () => {
    expect(countryNamesIn('nl', ['NL', 'BE', 'DE'])).toEqual({ NL: 'Nederland', BE: 'België', DE: 'Duitsland' });
    expect(countryNamesIn('de', ['NL', 'BE'])).toEqual({ NL: 'Niederlande', BE: 'Belgien' });
  });

  it('previews a shared profile link only when its main image is active', async () => {
    const site = await siteFor({ name: 'Vonkje Test' });
    const member = await activeMember(ctx, site.domain, { name: 'Eva' });
    const image = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c33' } }).jpeg().toBuffer();
    const photo = (await member.client.upload('/api/photo.php', image)).body.photo;
    await member.client.put('/api/profile.php', { about: 'Ik hou van de zee.' });
    const share = await memberSharePreview(ctx.deps, site, 'nl', member.user.profile.id);
    expect(share).toMatchObject({ title: expect.stringMatching(/^Eva, \d+$/), description: 'Ik hou van de zee.', imagePath: photo.url });
    const { head } = renderHead(site, 'nl', `/members/${member.user.profile.id}`, 'http://{domain}', share);
    expect(head).toContain(`<meta property="og:image" content="http://${site.domain}${photo.url.replace('&', '&#38;')}">`);
    expect(head).toContain('<meta property="og:type" content="profile">');
    await ctx.deps.db.update(photos).set({ status: 'pending' }).where(eq(photos.id, photo.id));
    expect(await memberSharePreview(ctx.deps, site, 'nl', member.user.profile.id)).toBeNull();
  });

  it('gives the home page title and description in the visitor\'s language, else the site\'s', async () => {
    const site = await siteFor({
      name: 'Vonkje Test', indexTitle: 'Vonkje - daten', description: 'Ontmoet singles',
      texts: { nl: { index_title: 'Vonkje - daten in Nederland', description: 'Ontmoet singles bij jou in de buurt' }, en: { index_title: 'Vonkje - dating in the Netherlands', description: 'Meet singles near you' } },
    });
    expect(renderHead(site, 'en', '/', 'http://{domain}').head).toContain('<title>Vonkje - dating in the Netherlands</title>');
    expect(renderHead(site, 'en', '/', 'http://{domain}').head).toContain('<meta property="og:description" content="Meet singles near you">');
    // German has no text of its own: the site's language (Dutch) stands in.
    expect(renderHead(site, 'de', '/', 'http://{domain}').head).toContain('<title>Vonkje - daten in Nederland</title>');
    const english = await new Client(ctx.app, site.domain).get('/api/settings.php', { cookie: 'i18n_redirected=en' });
    expect(english.body).toMatchObject({ index_title: 'Vonkje - dating in the Netherlands', description: 'Meet singles near you' });
    const dutch = await new Client(ctx.app, site.domain).get('/api/settings.php');
    expect(dutch.body.index_title).toBe('Vonkje - daten in Nederland');
  });

  it('writes the first search of /members into the page and asks for its first photos with the code', async () => {
    const site = await siteFor({ name: 'Vonkje Test' });
    const card = (id: number, key: string | null) => ({ id, name: 'Bram', main_image: key ? { filename: `/api/photo.php?key=${key}&size=full`, thumb_filename: `/api/photo.php?key=${key}&size=thumb` } : null });
    const search = { query: { gender: 'male' }, result: { profiles: [card(1, 'a"b'), card(2, null), card(3, 'c')] } } as unknown as FirstSearch;
    const request = { site, geoCountry: 'NL', auth: null, locale: 'nl' } as unknown as FastifyRequest;
    const json = JSON.parse(bootData(request, ctx.deps, search).replace(/^[^>]*>/, '').replace(/<\/script>$/, ''));
    expect(json.search).toEqual(search);
    expect(JSON.parse(bootData(request, ctx.deps).replace(/^[^>]*>/, '').replace(/<\/script>$/, ''))).not.toHaveProperty('search');
    // The first card's photo first and escaped; a card without a photo asks for nothing; only the first two cards.
    const links = firstPhotoPreloads(search).trim().split('\n').map((line) => line.trim());
    expect(links).toEqual(['<link rel="preload" as="image" href="/api/photo.php?key=a&#34;b&#38;size=thumb" fetchpriority="high">']);
  });
});
