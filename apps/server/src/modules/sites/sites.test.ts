import { describe, expect, it } from 'vitest';
import { LOCALES, siteSettingsSchema } from '@app/shared';
import { Client, createSite, createTestApp, useTestApp } from '../../../test/helpers.js';
import { DEMO_SITE_TEXTS } from '../../seed/demo-site-texts.js';
import { withMissingTexts } from '../../seed/demo.js';

const ctx = useTestApp();

describe('site settings by Host', () => {
  it('each host gets its own site settings, public fields only', async () => {
    const nl = await createSite(ctx, { name: 'Vonkje Test', domainLanguage: 'nl', niche: 1, supportPhone: '+31 20-123 45 67' });
    const de = await createSite(ctx, { name: 'Reife Test', domainLanguage: 'de', niche: 6, countries: ['DE', 'AT'] });
    const a = await new Client(ctx.app, nl.domain).get('/api/settings.php');
    const b = await new Client(ctx.app, `${de.domain}:3000`).get('/api/settings.php');
    expect(a.status).toBe(200);
    expect(siteSettingsSchema.strict().parse(a.body)).toBeTruthy();
    expect(a.body).toMatchObject({ name: 'Vonkje Test', domain: nl.domain, domain_language: 'nl', niche: 1, support_phone: '+31201234567' });
    expect(b.body).toMatchObject({ name: 'Reife Test', domain_language: 'de', niche: 6, countries: ['DE', 'AT'] });
    expect(JSON.stringify(a.body)).not.toMatch(/base_url|created|aliases/);
  });

  it('takes the visitor country from a trusted proxy header, and a chosen country from the query', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true', GEOIP_HEADER: 'cf-ipcountry' });
    try {
      const { domain } = await createSite(proxied);
      const client = new Client(proxied.app, domain);
      const res = await client.get('/api/settings.php', { 'cf-ipcountry': 'be' });
      expect(res.body).toMatchObject({ geoip_country: 'BE', geoip_selected_country: 'BE' });
      const chosen = await client.get('/api/settings.php?country=nl', { 'cf-ipcountry': 'BE' });
      expect(chosen.body).toMatchObject({ geoip_country: 'BE', geoip_selected_country: 'NL' });
    } finally {
      await proxied.close();
    }
    // Without a trusted proxy the header is ignored: anyone can send it.
    const { domain } = await createSite(ctx);
    const res = await new Client(ctx.app, domain).get('/api/settings.php', { 'cf-ipcountry': 'BE' });
    expect(res.body.geoip_country).toBeNull();
  });

  it('looks the country up in the shipped GeoIP database', async () => {
    const { domain } = await createSite(ctx);
    // 8.8.8.8 is registered in the US in every edition of the database.
    const res = await new Client(ctx.app, domain, '8.8.8.8').get('/api/settings.php');
    expect(res.body.geoip_country).toBe('US');
  });

  it('an unknown host gets the default site in development and is refused in production', async () => {
    const fallbackDomain = `fallback-${Date.now()}.test`;
    const dev = await createTestApp({ DEFAULT_SITE: fallbackDomain });
    try {
      await createSite(dev, { domain: fallbackDomain, name: 'Standaardsite' });
      const res = await new Client(dev.app, 'nergens.example').get('/api/settings.php');
      expect(res.body.name).toBe('Standaardsite');
    } finally {
      await dev.close();
    }
    const prod = await createTestApp({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', SECRETS_KEY: 'ab'.repeat(32), MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM' });
    try {
      const res = await new Client(prod.app, 'nergens.example').get('/api/settings.php');
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Deze website bestaat niet.');
    } finally {
      await prod.close();
    }
  });

  it('labels fictional profiles in the visitor language: settings.php in English on the Dutch demo site', async () => {
    const { domain } = await createSite(ctx, { texts: DEMO_SITE_TEXTS.localhost });
    const client = new Client(ctx.app, domain);
    expect((await client.get('/api/settings.php')).body).toMatchObject({
      fictional_warning: 'Dit is een fictief profiel, beheerd door onze medewerkers. Fysiek contact met dit profiel is niet mogelijk.',
      fictional_singular: 'fictief profiel', fictional_plural: 'fictieve profielen',
    });
    client.jar.set('i18n_redirected', 'en');
    const english = (await client.get('/api/settings.php')).body;
    expect(siteSettingsSchema.strict().parse(english)).toBeTruthy();
    expect(english).toMatchObject({
      fictional_icon: '🎭',
      fictional_warning: 'This is a fictional profile, run by our employees. Physical contact with this profile is not possible.',
      fictional_singular: 'fictional profile', fictional_plural: 'fictional profiles',
      index_title: 'Vonkje - flirt, date and chat with singles near you',
    });
    client.jar.set('i18n_redirected', 'de');
    expect((await client.get('/api/settings.php')).body).toMatchObject({ fictional_singular: 'fiktives Profil', fictional_plural: 'fiktive Profile' });
  });

  it('a language without its own fictional label falls back to the columns, and a blank text counts as none', async () => {
    const { domain } = await createSite(ctx, {
      fictionalWarning: 'Kolomwaarschuwing', fictionalSingular: 'kolom-enkelvoud', fictionalPlural: 'kolom-meervoud',
      texts: { en: { fictional_warning: 'English warning', fictional_singular: 'fictional profile' }, fr: { fictional_warning: '  ', fictional_singular: '' } },
    });
    const client = new Client(ctx.app, domain);
    client.jar.set('i18n_redirected', 'de');
    expect((await client.get('/api/settings.php')).body).toMatchObject({ fictional_warning: 'Kolomwaarschuwing', fictional_singular: 'kolom-enkelvoud', fictional_plural: 'kolom-meervoud' });
    client.jar.set('i18n_redirected', 'fr');
    expect((await client.get('/api/settings.php')).body).toMatchObject({ fictional_warning: 'Kolomwaarschuwing', fictional_singular: 'kolom-enkelvoud' });
    // Each text on its own: English has no plural of its own.
    client.jar.set('i18n_redirected', 'en');
    expect((await client.get('/api/settings.php')).body).toMatchObject({ fictional_warning: 'English warning', fictional_singular: 'fictional profile', fictional_plural: 'kolom-meervoud' });
  });

  it('an existing demo database gets the demo texts it lacks and keeps the ones it has', () => {
    const old = { nl: { index_title: 'Eigen titel', description: 'Eigen omschrijving' }, en: { index_title: 'Own title', description: 'Own description' } };
    const merged = withMissingTexts(old, DEMO_SITE_TEXTS.localhost!)!;
    expect(merged.nl).toEqual({ ...DEMO_SITE_TEXTS.localhost!.nl, index_title: 'Eigen titel', description: 'Eigen omschrijving' });
    expect(merged.en?.fictional_plural).toBe('fictional profiles');
    expect(Object.keys(merged)).toHaveLength(LOCALES.length);
    expect(withMissingTexts(merged, DEMO_SITE_TEXTS.localhost!)).toBeNull();
  });

  it('the demo sites have the fictional label in every language', () => {
    for (const byLocale of Object.values(DEMO_SITE_TEXTS)) {
      expect(Object.keys(byLocale).sort()).toEqual([...LOCALES].sort());
      for (const texts of Object.values(byLocale)) {
        expect(texts.fictional_warning && texts.fictional_singular && texts.fictional_plural).toBeTruthy();
      }
    }
  });

  it('companyinfo gives the company behind the site', async () => {
    const { domain } = await createSite(ctx);
    const res = await new Client(ctx.app, domain).get('/api/companyinfo.php');
    expect(res.body).toEqual({
      name: 'Test Media B.V.', address: 'Teststraat 1', kvk: '11223344', city: 'Utrecht', country: 'NL',
      tradenames: ['Testsite'], vat_numbers: ['NL000000000B01'], support_phone: '+31301234567', delete_discount: 25,
      added: '2025-06-01T12:00:00.000Z',
    });
  });

  it('interests are the site list with labels in the visitor language', async () => {
    const { domain } = await createSite(ctx, { interests: ['beach', 'wine', 'threesome'] });
    const client = new Client(ctx.app, domain);
    expect((await client.get('/api/interests.php')).body.interests).toEqual([
      { id: 'beach', label: 'Strand' }, { id: 'wine', label: 'Wijn' }, { id: 'threesome', label: 'Trio' },
    ]);
    client.jar.set('i18n_redirected', 'de');
    expect((await client.get('/api/interests.php')).body.interests[0]).toEqual({ id: 'beach', label: 'Strand' });
    client.jar.set('i18n_redirected', 'en');
    expect((await client.get('/api/interests.php')).body.interests[1]).toEqual({ id: 'wine', label: 'Wine' });
  });

  it('regions are those of the site countries', async () => {
    const { domain } = await createSite(ctx, { countries: ['NL', 'BE'] });
    const { regions } = (await new Client(ctx.app, domain).get('/api/regions.php')).body;
    expect(regions.filter((r: { country: string }) => r.country === 'NL')).toHaveLength(12);
    expect(regions.filter((r: { country: string }) => r.country === 'BE')).toHaveLength(11);
    expect(regions).toContainEqual(expect.objectContaining({ code: 'NL-NH', country: 'NL', name: 'Noord-Holland' }));
    expect(regions.find((r: { code: string }) => r.code === 'NL-NH').cities).toContain('Amsterdam');
  });
});
