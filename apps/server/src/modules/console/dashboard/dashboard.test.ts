import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { complaints, creditPackages, payments, reports } from '../../../db/schema/index.js';
import { activeMember, createSite, insertMember, loggedInMember, useTestApp } from '../../../../test/helpers.js';
import { staffClient } from '../../../../test/console.js';
import { daysIn } from './get-dashboard.js';

const ctx = useTestApp({ MESSAGES_PER_MINUTE_PER_MEMBER: '10000', MESSAGES_PER_MINUTE_PER_IP: '10000' });

type Site = Awaited<ReturnType<typeof createSite>>;

async function completedPayment(site: Site, userId: number, cents: number, currency: 'EUR' | 'CHF', at: Date) {
  const [pack] = await ctx.deps.db.select().from(creditPackages).where(and(eq(creditPackages.siteId, site.id), eq(creditPackages.country, 'NL')));
  await ctx.deps.db.insert(payments).values({
    siteId: site.id, userId, packageId: pack!.id, tier: pack!.tier, country: 'NL', currency, credits: 100, listPriceCents: cents, amountCents: cents,
    method: 'ideal', provider: 'test', status: 'completed', idempotencyKey: randomUUID(), withdrawalConsentAt: at, withdrawalConsentText: 'ok',
    locale: 'nl', createdAt: at, completedAt: at,
  });
}

describe('the dashboard', () => {
  it('counts a fresh site\'s day: signup, activation, payments, messages, reports; and the queue now', async () => {
    const site = await createSite(ctx, { timeZone: 'Pacific/Kiritimati' });
    const { client: admin } = await staffClient(ctx, site.domain, 'admin');
    const now = ctx.clock.now();
    const [today, yesterday] = daysIn('Pacific/Kiritimati', now, 2);

    await activeMember(ctx, site.domain);
    // Yesterday's signup (not activated) and one long ago, outside the days asked.
    const old = await insertMember(ctx, site.id, {}, { signupDate: new Date(now.getTime() - 86_400_000), status: 'not_confirmed' });
    await insertMember(ctx, site.id, {}, { signupDate: new Date(now.getTime() - 200 * 86_400_000) });
    // A fictional profile is no signup.
    const fictional = await insertMember(ctx, site.id, { isFictional: true, name: 'Fenna' });
    await completedPayment(site, old.userId, 2999, 'EUR', now);
    await completedPayment(site, old.userId, 1499, 'EUR', now);
    await completedPayment(site, old.userId, 1399, 'CHF', now);
    const member = await loggedInMember(ctx, site, { credits: 100 });
    const other = await loggedInMember(ctx, site, { credits: 100 });
    expect((await member.client.post('/api/message.php', { profile: fictional.id, kind: 'text', text: 'Hoi Fenna!', client_id: randomUUID(), acknowledge_fictional: true })).status).toBe(201);
    await other.client.post('/api/message.php', { profile: member.profile.id, kind: 'text', text: 'Hallo', client_id: randomUUID() });
    await ctx.deps.db.insert(reports).values({ siteId: site.id, reporterProfileId: member.profile.id, profileId: other.profile.id, reason: 'spam', createdAt: now });
    await ctx.deps.db.insert(complaints).values({ siteId: site.id, reference: randomUUID(), name: 'K', email: 'k@example.com', category: 'other', message: 'x'.repeat(30), locale: 'nl', status: 'closed' });
    ctx.clock.advanceMinutes(3);

    const res = await admin.get(`/api/console/dashboard.php?site=${site.id}&days=7`);
    expect(res.status).toBe(200);
    expect(res.body.sites).toHaveLength(1);
    const figures = res.body.sites[0];
    expect(figures).toMatchObject({ site_id: site.id, time_zone: 'Pacific/Kiritimati' });
    expect(figures.days).toHaveLength(7);
    const day = figures.days.find((d: { date: string }) => d.date === today);
    expect(day).toMatchObject({
      signups: 3, // the activated member and the two who chat (not yesterday's, the old one or the fictional) activations: 1, payments: 3,
      revenue: [{ currency: 'CHF', cents: 1399 }, { currency: 'EUR', cents: 4498 }],
      member_messages: 2, staff_messages: 0, reports: 1, complaints: 1,
    });
    expect(figures.days.find((d: { date: string }) => d.date === yesterday)).toMatchObject({ signups: 1, activations: 0, payments: 0 });
    expect(figures.now).toMatchObject({ queue_length: 1, open_reports: 1, open_complaints: 0 });
    expect(figures.now.oldest_wait_seconds).toBeGreaterThanOrEqual(180);
    expect(figures.now.median_wait_seconds).toBe(figures.now.oldest_wait_seconds);

    // An operator answers: a staff message, and the queue is empty.
    const operator = await staffClient(ctx, site.domain, 'operator', { siteIds: [site.id] });
    const taken = await operator.client.post('/api/console/queue/take.php', { site: site.id });
    expect(taken.status).toBe(200);
    expect((await operator.client.post('/api/console/queue/answer.php', { conversation: taken.body.taken.conversation, text: 'Hoi! Leuk dat je schrijft.', client_id: randomUUID() })).status).toBe(200);
    const after = (await operator.client.get(`/api/console/dashboard.php?site=${site.id}&days=1`)).body.sites[0];
    expect(after.days[0]).toMatchObject({ date: today, member_messages: 2, staff_messages: 1 });
    expect(after.now).toMatchObject({ queue_length: 0, oldest_wait_seconds: null });
  });

  it('shows operators only their sites, and validates its query', async () => {
    const mine = await createSite(ctx);
    const theirs = await createSite(ctx);
    const { client } = await staffClient(ctx, mine.domain, 'operator', { siteIds: [mine.id] });
    const all = await client.get('/api/console/dashboard.php?days=1');
    expect(all.body.sites.map((s: { site_id: number }) => s.site_id)).toEqual([mine.id]);
    expect((await client.get(`/api/console/dashboard.php?site=${theirs.id}`)).status).toBe(404);
    for (const days of ['0', '91', 'x', '1.5']) {
      const res = await client.get(`/api/console/dashboard.php?days=${days}`);
      expect(res.status, days).toBe(400);
      expect(res.body.error.code).toBe('console_days');
    }
    const { client: support } = await staffClient(ctx, mine.domain, 'support');
    const sites = (await support.get('/api/console/dashboard.php?days=1')).body.sites.map((s: { site_id: number }) => s.site_id);
    expect(sites).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it('counts days in the site\'s time zone', () => {
    // 23:30 UTC on 1 March is already 2 March in Amsterdam and still 1 March in New York.
    const at = new Date('2026-03-01T23:30:00Z');
    expect(daysIn('Europe/Amsterdam', at, 3)).toEqual(['2026-03-02', '2026-03-01', '2026-02-28']);
    expect(daysIn('America/New_York', at, 2)).toEqual(['2026-03-01', '2026-02-28']);
  });
});
