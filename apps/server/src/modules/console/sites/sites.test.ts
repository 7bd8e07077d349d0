import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditPackages, ledgerAccounts, sites, staffAudit } from '../../../db/schema/index.js';
import { Client, createSite, loggedInMember, useTestApp } from '../../../../test/helpers.js';
import { staffClient } from '../../../../test/console.js';

const ctx = useTestApp();

const auditOf = (objectType: string, id: number) => ctx.deps.db.select().from(staffAudit)
  .where(and(eq(staffAudit.objectType, objectType), eq(staffAudit.objectId, String(id)))).orderBy(staffAudit.id);
const newDomain = (tag: string) => `${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}.test`;

describe('site settings in the console', () => {
  it('shows every setting of a site and its company, never the push private key', async () => {
    const site = await createSite(ctx, { pushPublicKey: 'public-key', pushPrivateKey: 'very-secret-private-key' });
    const { client } = await staffClient(ctx, site.domain, 'admin');
    const res = await client.get(`/api/console/sites/site.php?id=${site.id}`);
    expect(res.status).toBe(200);
    expect(res.body.site).toMatchObject({
      id: site.id, domain: site.domain, name: site.name, niche: 1, countries: ['NL', 'BE'], message_length: 1000,
      time_zone: 'Europe/Amsterdam', payment_methods: {}, texts: {}, has_push_keys: true, support_email: 'support@vonkje.example',
    });
    expect(res.body.company).toMatchObject({ id: site.companyId, name: 'Test Media B.V.', kvk: '11223344' });
    expect(JSON.stringify(res.body)).not.toContain('very-secret-private-key');
    const list = await client.get('/api/console/sites.php');
    expect(list.body.sites.find((s: { id: number }) => s.id === site.id)).toMatchObject({ domain: site.domain, company_id: site.companyId });
    expect(list.body.companies.some((c: { id: number }) => c.id === site.companyId)).toBe(true);
    expect((await client.get('/api/console/sites/site.php?id=2147483647')).status).toBe(404);
    expect((await client.get('/api/console/sites/site.php?id=abc')).status).toBe(404);
  });

  it('takes a change at once (the next request on that host sees it) and audits it with before and after', async () => {
    const site = await createSite(ctx);
    const visitor = new Client(ctx.app, site.domain);
    // Warm the resolver's cache with the old row.
    expect((await visitor.get('/api/settings.php')).body.name).toBe(site.name);
    const { client, staff } = await staffClient(ctx, site.domain, 'admin');
    const res = await client.put('/api/console/sites/site.php', {
      id: site.id, name: 'Nieuwe Naam', support_phone: '+31 6-12 34 56 78', message_length: 500,
      texts: { de: { index_title: 'Neuer Titel' } }, minimum_message_costs: { NL: { costs: 1.19, currency: 'EUR' } },
      payment_methods: { NL: ['ideal', 'creditcard'], '*': ['creditcard'] }, visible_profile_notes: { about: 'Over mij' },
    });
    expect(res.status).toBe(200);
    expect(res.body.site).toMatchObject({
      name: 'Nieuwe Naam', support_phone: '+31612345678', message_length: 500, minimum_message_costs: { NL: { costs: 1.19, currency: 'EUR' } },
      payment_methods: { NL: ['ideal', 'creditcard'], '*': ['creditcard'] }, visible_profile_notes: { about: 'Over mij' },
    });
    const settings = await visitor.get('/api/settings.php');
    expect(settings.body).toMatchObject({ name: 'Nieuwe Naam', message_length: 500, support_phone: '+31612345678' });
    expect((await new Client(ctx.app, site.domain).get('/api/settings.php', { 'accept-language': 'de', cookie: 'i18n_redirected=de' })).body.index_title).toBe('Neuer Titel');

    const [row] = (await auditOf('site', site.id)).filter((a) => a.action === 'site.updated');
    expect(row).toMatchObject({ staffId: staff.id, siteId: site.id });
    expect(row!.before).toMatchObject({ name: site.name, support_phone: site.supportPhone, message_length: 1000, texts: {}, payment_methods: {} });
    expect(row!.after).toMatchObject({ name: 'Nieuwe Naam', support_phone: '+31612345678', message_length: 500, texts: { de: { index_title: 'Neuer Titel' } }, payment_methods: { NL: ['ideal', 'creditcard'], '*': ['creditcard'] } });
    expect(Object.keys(row!.after as object).sort()).toEqual(['message_length', 'minimum_message_costs', 'name', 'payment_methods', 'support_phone', 'texts', 'visible_profile_notes']);
  });

  it('moves a site to a new domain at once, and refuses a domain another site has', async () => {
    const site = await createSite(ctx);
    const other = await createSite(ctx);
    const { client } = await staffClient(ctx, site.domain, 'admin');
    const taken = await client.put('/api/console/sites/site.php', { id: site.id, domain: other.domain.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'console_domain_taken', field: 'domain', message: 'Dit domein is al in gebruik door een site.' });
    const alias = await client.put('/api/console/sites/site.php', { id: site.id, aliases: [other.domain] });
    expect(alias.body.error).toMatchObject({ code: 'console_domain_taken', field: 'aliases' });

    const domain = newDomain('moved');
    expect((await client.put('/api/console/sites/site.php', { id: site.id, domain: domain.toUpperCase(), aliases: [`alias-${domain}`] })).status).toBe(200);
    expect((await new Client(ctx.app, domain).get('/api/settings.php')).body.domain).toBe(domain);
    expect((await new Client(ctx.app, `alias-${domain}`).get('/api/settings.php')).body.domain).toBe(domain);
    // The old host is nobody's now (tests run without a default site... or with localhost: never this site).
    const old = await new Client(ctx.app, site.domain).get('/api/settings.php');
    expect(old.body.domain).not.toBe(domain);
  });

  it('validates like the server: clear localised 400s at the field, never a 500', async () => {
    const site = await createSite(ctx);
    const { client } = await staffClient(ctx, site.domain, 'admin');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ niche: 8 }, 'console_niche', 'niche'],
      [{ niche: '2' }, 'console_niche', 'niche'],
      [{ domain: 'not a domain' }, 'console_domain_invalid', 'domain'],
      [{ domain: 'https://vonkje.nl/' }, 'console_domain_invalid', 'domain'],
      [{ support_email: 'support@' }, 'invalid_email', 'support_email'],
      [{ support_phone: 'call us' }, 'phone_invalid', 'support_phone'],
      [{ countries: ['NL', 'XX'] }, 'console_country', 'countries'],
      [{ countries: [] }, 'console_country', 'countries'],
      [{ message_credits: 0 }, 'console_number', 'message_credits'],
      [{ message_credits: 1.5 }, 'console_number', 'message_credits'],
      [{ gift_credits: -5 }, 'console_number', 'gift_credits'],
      [{ signups: 'some' }, 'validation', 'signups'],
      [{ time_zone: 'Mars/Olympus' }, 'console_time_zone', 'time_zone'],
      [{ domain_language: 'xx' }, 'invalid_language', 'domain_language'],
      [{ name: '   ' }, 'console_text_required', 'name'],
      [{ name: 'a\u0000b' }, 'validation', ''],
      [{ interests: ['beach', 'beach'] }, 'validation', 'interests'],
      [{ payment_methods: { NL: ['bitcoin'] } }, 'validation', 'payment_methods'],
      [{ payment_methods: { NL: [] } }, 'console_payment_methods', 'payment_methods'],
      [{ minimum_message_costs: { NL: { costs: 0, currency: 'EUR' } } }, 'console_number', 'minimum_message_costs'],
      [{ minimum_message_costs: { XX: { costs: 1, currency: 'EUR' } } }, 'console_country', 'minimum_message_costs'],
      [{ unknown_setting: 1 }, 'validation', ''],
    ];
    for (const [body, code, field] of cases) {
      const res = await client.put('/api/console/sites/site.php', { id: site.id, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code, JSON.stringify(body)).toBe(code);
      if (field) expect(res.body.error.field, JSON.stringify(body)).toBe(field);
      expect(res.body.error.message).not.toMatch(/^errors\./);
    }
    // In the staff member's language (the console sends its own; here German).
    const german = await client.request('PUT', '/api/console/sites/site.php', { id: site.id, niche: 0 }, { 'accept-language': 'de', cookie: `${[...client.jar].map(([k, v]) => `${k}=${v}`).join('; ')}; i18n_redirected=de` });
    expect(german.body.error.message).toBe('Wähle eine Nische von 1 bis 7.');
    expect((await client.put('/api/console/sites/site.php', { id: 2_147_483_647, name: 'X' })).status).toBe(404);
    expect((await client.put('/api/console/sites/site.php', { id: site.id, company_id: 2_147_483_647 })).status).toBe(404);
    // Nothing changed.
    const [row] = await ctx.deps.db.select().from(sites).where(eq(sites.id, site.id));
    expect(row!.niche).toBe(1);
  });

  it('creates a site with its ledger accounts, credit packages and push keys, at once reachable', async () => {
    const site = await createSite(ctx);
    const { client } = await staffClient(ctx, site.domain, 'admin');
    const domain = newDomain('new');
    const body = {
      name: 'Nieuwsite', domain, index_title: 'Nieuwsite - daten', description: 'Een nieuwe site.', domain_language: 'de', countries: ['DE', 'CH'],
      company_id: site.companyId, support_email: 'hilfe@nieuw.example', support_phone: '+49 30 1234-5678', fictional_warning: 'Fiktives Profil.',
      fictional_singular: 'fiktives Profil', fictional_plural: 'fiktive Profile', mail_name: 'Nieuwsite', niche: 6,
    };
    const res = await client.post('/api/console/sites/create.php', body);
    expect(res.status).toBe(200);
    const created = res.body.site;
    expect(created).toMatchObject({ domain, niche: 6, message_credits: 10, time_zone: 'Europe/Amsterdam', support_phone: '+493012345678', has_push_keys: true });
    const accounts = await ctx.deps.db.select({ code: ledgerAccounts.code }).from(ledgerAccounts).where(eq(ledgerAccounts.siteId, created.id));
    expect(accounts.map((a) => a.code).sort()).toEqual(['bonuses', 'chargebacks', 'corrections', 'expired', 'refunds', 'sales', 'spent']);
    const packs = await ctx.deps.db.select().from(creditPackages).where(eq(creditPackages.siteId, created.id));
    expect(packs.filter((p) => p.country === 'DE')).toHaveLength(4);
    expect(packs.find((p) => p.country === 'CH')?.currency).toBe('CHF');
    expect((await new Client(ctx.app, domain).get('/api/settings.php')).body).toMatchObject({ name: 'Nieuwsite', domain_language: 'de', niche: 6 });
    expect((await auditOf('site', created.id)).map((a) => a.action)).toEqual(['site.created']);

    const again = await client.post('/api/console/sites/create.php', { ...body, name: 'Dubbel' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('console_domain_taken');
    const missing = await client.post('/api/console/sites/create.php', { ...body, domain: newDomain('x'), support_email: undefined });
    expect(missing.body.error).toMatchObject({ code: 'invalid_email', field: 'support_email' });
  });

  it('refuses the same new domain twice when two admins create at once', async () => {
    const site = await createSite(ctx);
    const { client } = await staffClient(ctx, site.domain, 'admin');
    const domain = newDomain('race');
    const body = {
      name: 'Race', domain, index_title: 'Race', description: 'Race.', domain_language: 'nl', countries: ['NL'], company_id: site.companyId,
      support_email: 'race@example.com', support_phone: '+31201234567', fictional_warning: 'Fictief.', fictional_singular: 'fictief profiel',
      fictional_plural: 'fictieve profielen', mail_name: 'Race',
    };
    const results = await Promise.all([client.post('/api/console/sites/create.php', body), client.post('/api/console/sites/create.php', body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await ctx.deps.db.select().from(sites).where(eq(sites.domain, domain))).toHaveLength(1);
  });

  it('edits the company info of every site of that company, audited', async () => {
    const site = await createSite(ctx);
    const { client } = await staffClient(ctx, site.domain, 'admin');
    const res = await client.put('/api/console/sites/company.php', {
      id: site.companyId, name: 'Nieuwe Media B.V.', address: 'Dam 1', kvk: '99887766', city: 'Amsterdam', country: 'NL',
      tradenames: ['Testsite'], vat_numbers: ['NL000000000B01'], support_phone: '+31 20 - 999 99 99', delete_discount: 30,
    });
    expect(res.status).toBe(200);
    expect((await new Client(ctx.app, site.domain).get('/api/companyinfo.php')).body).toMatchObject({ name: 'Nieuwe Media B.V.', kvk: '99887766', support_phone: '+31209999999', delete_discount: 30 });
    const [row] = await auditOf('company', site.companyId);
    expect(row).toMatchObject({ action: 'company.updated', before: { name: 'Test Media B.V.', address: 'Teststraat 1', kvk: '11223344', city: 'Utrecht', support_phone: '+31 30-123 45 67', delete_discount: 25 } });
    const bad = await client.put('/api/console/sites/company.php', { id: site.companyId, name: 'X', address: 'Y', kvk: '1', city: 'Z', country: 'XX', tradenames: [], vat_numbers: [], support_phone: '1', delete_discount: 101 });
    expect(bad.status).toBe(400);
  });

  it('is for admins only; a member session gets 401', async () => {
    const site = await createSite(ctx);
    for (const role of ['moderator', 'operator', 'support'] as const) {
      const { client } = await staffClient(ctx, site.domain, role, { siteIds: [site.id] });
      expect((await client.get(`/api/console/sites/site.php?id=${site.id}`)).status, role).toBe(403);
      expect((await client.put('/api/console/sites/site.php', { id: site.id, name: 'Overgenomen' })).status, role).toBe(403);
    }
    const { client: member } = await loggedInMember(ctx, site);
    expect((await member.put('/api/console/sites/site.php', { id: site.id, name: 'Overgenomen' })).status).toBe(401);
    expect((await ctx.deps.db.select().from(sites).where(eq(sites.id, site.id)))[0]!.name).toBe(site.name);
  });
});
