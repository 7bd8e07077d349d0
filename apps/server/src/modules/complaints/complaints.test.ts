import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { complaints } from '../../db/schema/index.js';
import { activeMember, Client, createSite, mailsTo, uniqueEmail, useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp();
const complaint = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jan de Vries', email: uniqueEmail('klacht'), category: 'payment', message: 'Mijn credits zijn niet bijgeschreven na de betaling.', ...overrides,
});

describe('complaints', () => {
  it('stores a complaint, answers with a reference and confirms it by mail in the visitor language', async () => {
    const { domain, id: siteId } = await createSite(ctx, { name: 'Klachtensite' });
    const body = complaint();
    const res = await new Client(ctx.app, domain).post('/api/complaint.php', body);
    expect(res.status).toBe(201);
    expect(res.body.reference).toMatch(/^\d{4}-[A-HJ-NP-Z2-9]{6}$/);
    const [row] = await ctx.deps.db.select().from(complaints).where(eq(complaints.reference, res.body.reference));
    expect(row).toMatchObject({ siteId, userId: null, name: 'Jan de Vries', email: body.email, category: 'payment', message: body.message, locale: 'nl', status: 'received' });
    const [mail] = await mailsTo(ctx, body.email);
    expect(mail!.headers.subject).toBe(`We hebben je klacht ontvangen (${res.body.reference})`);
    expect(mail!.text).toContain('Hoi Jan de Vries,');
    expect(mail!.text).toContain(res.body.reference);
  });

  it('links the complaint to the member who is logged in, and writes to them in English when they chose it', async () => {
    const { domain } = await createSite(ctx);
    const { client, user } = await activeMember(ctx, domain);
    await client.put('/api/user.php', { language: 'en' });
    const body = complaint({ email: user.email });
    const res = await client.post('/api/complaint.php', body);
    const [row] = await ctx.deps.db.select().from(complaints).where(eq(complaints.reference, res.body.reference));
    expect(row!.userId).toBe(user.id);
    const mails = await mailsTo(ctx, user.email);
    expect(mails.at(-1)!.headers.subject).toBe(`We have received your complaint (${res.body.reference})`);
  });

  it('refuses an incomplete complaint field by field with a localised text and stores nothing', async () => {
    const { domain, id: siteId } = await createSite(ctx);
    const client = new Client(ctx.app, domain);
    const short = await client.post('/api/complaint.php', complaint({ message: 'Te kort' }));
    expect(short.status).toBe(400);
    expect(short.body.error).toMatchObject({ field: 'message', message: 'Beschrijf je klacht in 20 tot 5000 tekens.' });
    const category = await client.post('/api/complaint.php', complaint({ category: 'nonsense' }));
    expect(category.body.error).toMatchObject({ field: 'category', message: 'Kies waar je klacht over gaat.' });
    const stored = await ctx.deps.db.select().from(complaints).where(eq(complaints.siteId, siteId));
    expect(stored).toHaveLength(0);
  });

  it('limits complaints per address, so the form cannot be used to mail strangers', async () => {
    const { domain } = await createSite(ctx);
    const client = new Client(ctx.app, domain);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await client.post('/api/complaint.php', complaint())).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('web manifest and icons per site', () => {
  it('names the installed app after the site', async () => {
    const { domain } = await createSite(ctx, { name: 'Vonkje Test', description: 'Ontmoet singles' });
    const res = await new Client(ctx.app, domain).get('/manifest.webmanifest');
    expect(res.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(res.body).toMatchObject({ name: 'Vonkje Test', short_name: 'Vonkje Test', start_url: '/', display: 'standalone', lang: 'nl' });
    const icon = await new Client(ctx.app, domain).get('/icons/icon-192.png');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    const svg = await new Client(ctx.app, domain).get('/icons/icon.svg');
    expect(svg.body).toContain('>V</text>');
  });
});
