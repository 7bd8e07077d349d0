import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ageOn } from '@app/shared';
import { blocks, conversations, discountCodes, likes, notificationSends, profiles, users } from '../../db/schema/index.js';
import type { JobType } from '../../platform/jobs.js';
import { createSite, insertMember, loggedInMember, mailsTo, useTestApp } from '../../../test/helpers.js';
import { isoWeek } from './notification-mail-digests.js';
import { newsJob, promotionsJob, pruneSendsJob, remindersJob, unreadRemindersJob, weeklyUpdatesJob } from './notification-jobs.js';
import { notificationMailHandler } from './notification-mail.job.js';

const ctx = useTestApp();

type Member = Awaited<ReturnType<typeof loggedInMember>> & { email: string };
const DAY_MINUTES = 24 * 60;
const daysAgo = (days: number) => new Date(ctx.clock.now().getTime() - days * DAY_MINUTES * 60_000);
/** Members who joined long ago, so they are nobody's "new member near you". */
const longStanding = () => ({ activatedAt: daysAgo(60), signupDate: daysAgo(60) });

async function member(site: { id: number; domain: string }, name: string, opts: Parameters<typeof loggedInMember>[2] = {}): Promise<Member> {
  const m = await loggedInMember(ctx, site, { ...opts, profile: { name, ...opts.profile }, user: { ...longStanding(), ...opts.user } });
  const [row] = await ctx.deps.db.select({ email: users.email }).from(users).where(eq(users.id, m.userId));
  return { ...m, email: row!.email };
}

async function away(m: Member, days = 4) {
  await ctx.deps.db.update(profiles).set({ lastActiveAt: daysAgo(days) }).where(eq(profiles.id, m.profile.id));
}

/** A scheduled job as pg-boss queues it on its cron line: queued now, then worked. */
async function runScheduled(type: JobType, data: object = {}) {
  await ctx.deps.jobs.send(type, data);
  await ctx.deps.jobs.drain(type);
}

const subjects = async (m: Member) => (await mailsTo(ctx, m.email)).map((mail) => mail.headers.subject);

describe('unread message reminders', () => {
  it('reminds once after a day unread, and again for a later unread streak', async () => {
    const site = await createSite(ctx);
    const anna = await member(site, 'Anna', { credits: 1000 });
    const bas = await member(site, 'Bas', { profile: { gender: 'male' } });
    await away(bas);
    const say = (text: string) => anna.client.post('/api/message.php', { profile: bas.profile.id, kind: 'text', text, client_id: randomUUID() });
    expect((await say('Hoi')).status).toBe(201);
    expect(await subjects(bas)).toEqual(['Anna is een gesprek met je begonnen']);

    ctx.clock.advanceMinutes(23 * 60);
    await runScheduled(unreadRemindersJob);
    expect(await subjects(bas)).toHaveLength(1);

    ctx.clock.advanceMinutes(2 * 60);
    await runScheduled(unreadRemindersJob);
    const mails = await mailsTo(ctx, bas.email);
    expect(mails.map((m) => m.headers.subject)).toEqual(['Anna is een gesprek met je begonnen', 'Anna wacht op je antwoord']);
    const [conversation] = await ctx.deps.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.startedBy, anna.profile.id));
    expect(mails[1]!.text).toContain('Ongelezen berichten in dit gesprek: 1.');
    expect(mails[1]!.text).toContain(`http://${site.domain}:3000/chats/${conversation!.id}`);
    expect(mails[1]!.headers['list-unsubscribe']).toContain('unread_message_reminders');

    ctx.clock.advanceMinutes(60);
    await runScheduled(unreadRemindersJob);
    expect(await subjects(bas)).toHaveLength(2);

    // Read, then a new message while away: a new streak, its own reminder a day later.
    expect((await bas.client.post('/api/read.php', { conversation: conversation!.id })).status).toBe(200);
    ctx.clock.advanceMinutes(60);
    expect((await say('Ben je er nog?')).status).toBe(201);
    await away(bas, 0.5);
    ctx.clock.advanceMinutes(25 * 60);
    await runScheduled(unreadRemindersJob);
    expect((await subjects(bas)).filter((s) => s === 'Anna wacht op je antwoord')).toHaveLength(2);
  });

  it('sends no reminder when reminders are switched off', async () => {
    const site = await createSite(ctx);
    const anna = await member(site, 'Anna', { credits: 1000 });
    const bas = await member(site, 'Bas', { profile: { gender: 'male' } });
    expect((await bas.client.put('/api/notifications.php', { settings: { unread_message_reminders: { email: false } } })).status).toBe(200);
    await away(bas);
    expect((await anna.client.post('/api/message.php', { profile: bas.profile.id, kind: 'text', text: 'Hoi', client_id: randomUUID() })).status).toBe(201);
    ctx.clock.advanceMinutes(25 * 60);
    await runScheduled(unreadRemindersJob);
    expect(await subjects(bas)).toEqual(['Anna is een gesprek met je begonnen']);
  });
});

describe('weekly update', () => {
  it('names new members near you that you may see (fictional ones labelled) and your likes, once a week', async () => {
    const site = await createSite(ctx);
    const eva = await member(site, 'Eva', { profile: { country: 'NL', region: 'NL-UT', city: 'Utrecht' } });
    const off = await member(site, 'Piet', { profile: { gender: 'male', country: 'NL', region: 'NL-UT' } });
    expect((await off.client.put('/api/notifications.php', { settings: { weekly_updates: { email: false } } })).status).toBe(200);
    const newcomer = (name: string, profile: Partial<typeof profiles.$inferInsert> = {}, joinedDaysAgo = 2) =>
      insertMember(ctx, site.id, { name, country: 'NL', region: 'NL-UT', city: 'Utrecht', dateOfBirth: '1991-03-01', ...profile },
        { activatedAt: daysAgo(joinedDaysAgo), signupDate: daysAgo(joinedDaysAgo + 1) });
    const nina = await newcomer('Nina');
    await newcomer('Fenna', { isFictional: true, city: 'Zeist' });
    await newcomer('Olga', { region: 'NL-NH', city: 'Haarlem' });
    await newcomer('Ivo', { invisible: true });
    await newcomer('Oude', {}, 20);
    const blocked = await newcomer('Blok');
    await ctx.deps.db.insert(blocks).values({ blockerId: blocked.id, blockedId: eva.profile.id });
    await ctx.deps.db.insert(likes).values([
      { likerId: nina.id, likedId: eva.profile.id, siteId: site.id, createdAt: daysAgo(1) },
      { likerId: nina.id, likedId: off.profile.id, siteId: site.id, createdAt: daysAgo(1) },
    ]);
    await away(eva);
    await away(off);

    await runScheduled(weeklyUpdatesJob, { siteId: site.id });
    const [mail, ...more] = await mailsTo(ctx, eva.email);
    expect(more).toEqual([]);
    expect(mail!.headers.subject).toBe('Je week op Vonkje');
    expect(mail!.text).toContain('Nieuwe leden bij jou in de buurt: 2. Nieuwe likes: 1.');
    expect(mail!.text).toContain(`- Nina, ${ageOn('1991-03-01', ctx.clock.now())}, Utrecht\n  http://${site.domain}:3000/members/${nina.id}`);
    expect(mail!.text).toContain('- Fenna (🎭 fictief profiel), ');
    expect(mail!.text).toContain(`Likes van deze week bekijken (1)\n  http://${site.domain}:3000/likes/received`);
    for (const hidden of ['Olga', 'Ivo', 'Oude', 'Blok']) expect(mail!.text).not.toContain(hidden);
    expect(mail!.html).toContain('Fenna (🎭 fictief profiel)');
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(await mailsTo(ctx, off.email)).toEqual([]);

    // The same week again (a second run, a retry): nothing more. A week later with nothing new: no mail at all.
    await runScheduled(weeklyUpdatesJob, { siteId: site.id });
    expect(await subjects(eva)).toHaveLength(1);
    ctx.clock.advanceMinutes(7 * DAY_MINUTES);
    expect(isoWeek(ctx.clock.now())).not.toBe(isoWeek(daysAgo(7)));
    await runScheduled(weeklyUpdatesJob, { siteId: site.id });
    expect(await subjects(eva)).toHaveLength(1);
  });

  it('sends one mail when the same job runs twice at once (a retry racing a second instance)', async () => {
    const site = await createSite(ctx);
    const eva = await member(site, 'Eva', { profile: { country: 'NL' } });
    await insertMember(ctx, site.id, { name: 'Nina', country: 'NL' }, { activatedAt: daysAgo(1) });
    const handler = notificationMailHandler(ctx.deps);
    const job = { v: 1 as const, kind: 'weekly_update' as const, userId: eva.userId, week: isoWeek(ctx.clock.now()) };
    await Promise.all([handler.handle(job), handler.handle(job), handler.handle(job)]);
    expect(await subjects(eva)).toEqual(['Je week op Vonkje']);
  });

  it('gives the send back when the mail server fails, so the retry sends it', async () => {
    const site = await createSite(ctx);
    const eva = await member(site, 'Eva', { profile: { country: 'NL' } });
    await insertMember(ctx, site.id, { name: 'Nina', country: 'NL' }, { activatedAt: daysAgo(1) });
    const handler = notificationMailHandler(ctx.deps);
    const job = { v: 1 as const, kind: 'weekly_update' as const, userId: eva.userId, week: isoWeek(ctx.clock.now()) };
    const send = ctx.deps.mailer.send;
    ctx.deps.mailer.send = async () => { throw new Error('connection refused'); };
    try {
      await expect(handler.handle(job)).rejects.toThrow('connection refused');
    } finally {
      ctx.deps.mailer.send = send;
    }
    await handler.handle(job);
    expect(await subjects(eva)).toEqual(['Je week op Vonkje']);
  });
});

describe('reminders', () => {
  it('points out a missing photo, an empty "about me" and unanswered likes, at most once a week', async () => {
    const site = await createSite(ctx);
    const rik = await member(site, 'Rik', { profile: { gender: 'male' } });
    const off = await member(site, 'Tom', { profile: { gender: 'male' } });
    expect((await off.client.put('/api/notifications.php', { settings: { reminders: { email: false } } })).status).toBe(200);
    const nina = await insertMember(ctx, site.id, { name: 'Nina' }, longStanding());
    await ctx.deps.db.insert(likes).values({ likerId: nina.id, likedId: rik.profile.id, siteId: site.id, createdAt: daysAgo(3) });
    await away(rik);
    await away(off);

    await runScheduled(remindersJob, { siteId: site.id });
    const [mail, ...more] = await mailsTo(ctx, rik.email);
    expect(more).toEqual([]);
    expect(mail!.headers.subject).toBe('Haal meer uit je profiel op Vonkje');
    expect(mail!.text).toContain(`- Voeg een profielfoto toe: profielen met een foto krijgen veel meer reacties.\n  http://${site.domain}:3000/profile`);
    expect(mail!.text).toContain('- Vertel iets over jezelf bij ‘Over mij’.');
    expect(mail!.text).toContain(`- Leden die je een like gaven en op je reactie wachten: 1\n  http://${site.domain}:3000/likes/received`);
    expect(await mailsTo(ctx, off.email)).toEqual([]);

    ctx.clock.advanceMinutes(DAY_MINUTES);
    await runScheduled(remindersJob, { siteId: site.id });
    expect(await subjects(rik)).toHaveLength(1);

    ctx.clock.advanceMinutes(7 * DAY_MINUTES);
    await runScheduled(remindersJob, { siteId: site.id });
    expect(await subjects(rik)).toHaveLength(2);
  });

  it('leaves members who were here recently alone', async () => {
    const site = await createSite(ctx);
    const rik = await member(site, 'Rik', { profile: { gender: 'male' } });
    await away(rik, 1);
    await runScheduled(remindersJob, { siteId: site.id });
    expect(await mailsTo(ctx, rik.email)).toEqual([]);
  });
});

describe('promotions and news (opt-in only)', () => {
  it('announces a time-limited discount once to members who opted in and can use it', async () => {
    const site = await createSite(ctx);
    const optedIn = await member(site, 'Anna');
    const premium = await member(site, 'Bas', { profile: { gender: 'male' }, user: { paidUser: true } });
    const notOptedIn = await member(site, 'Carla');
    for (const m of [optedIn, premium]) {
      expect((await m.client.put('/api/notifications.php', { settings: { promotions: { email: true } } })).status).toBe(200);
    }
    const inThreeDays = new Date(ctx.clock.now().getTime() + 3 * DAY_MINUTES * 60_000);
    await ctx.deps.db.insert(discountCodes).values([
      { siteId: site.id, code: 'ZOMER30', percentage: 30, expiresAt: inThreeDays, minimumOrderCents: 2000, currency: 'EUR' },
      { siteId: site.id, code: 'EERSTE20', percentage: 20, expiresAt: inThreeDays, firstPurchaseOnly: true },
      { siteId: site.id, code: 'VOORBIJ', percentage: 50, expiresAt: daysAgo(1) },
      { siteId: site.id, code: 'ALTIJD', percentage: 10 },
    ]);

    await runScheduled(promotionsJob);
    await runScheduled(promotionsJob);
    const mails = await mailsTo(ctx, optedIn.email);
    expect(mails.map((m) => m.headers.subject).sort()).toEqual(['20% korting op credits bij Vonkje', '30% korting op credits bij Vonkje']);
    const zomer = mails.find((m) => m.text.includes('ZOMER30'))!;
    expect(zomer.text).toContain(`http://${site.domain}:3000/credits`);
    expect(zomer.text).toMatch(/Geldig bij een bestelling vanaf €\s20,00\./);
    expect(zomer.headers['list-unsubscribe']).toContain('.promotions.');
    // A first-purchase code is no offer to someone who has bought before.
    expect(await subjects(premium)).toEqual(['30% korting op credits bij Vonkje']);
    expect(await mailsTo(ctx, notOptedIn.email)).toEqual([]);
  });

  it('sends news to members who opted in, in their language or else the site’s', async () => {
    const site = await createSite(ctx);
    const optedIn = await member(site, 'Anna', { user: { language: 'de' } });
    const notOptedIn = await member(site, 'Carla');
    expect((await optedIn.client.put('/api/notifications.php', { settings: { news: { email: true } } })).status).toBe(200);
    const news = { v: 1, siteId: site.id, campaign: 'videochat-2026', texts: { nl: { subject: 'Nieuw: videobellen', body: 'Vanaf vandaag kun je videobellen.' } } };
    await runScheduled(newsJob, news);
    await runScheduled(newsJob, news);
    const [mail, ...more] = await mailsTo(ctx, optedIn.email);
    expect(more).toEqual([]);
    expect(mail!.headers.subject).toBe('Nieuw: videobellen');
    expect(mail!.text).toContain('Vanaf vandaag kun je videobellen.');
    expect(mail!.text).toContain('Hallo Anna,');
    expect(await mailsTo(ctx, notOptedIn.email)).toEqual([]);
  });
});

describe('once-only records', () => {
  it('are pruned when their keys can no longer come back; promotions and news are kept', async () => {
    const site = await createSite(ctx);
    const eva = await member(site, 'Eva');
    const row = (kind: string, dedupeKey: string, days: number, sent = true) =>
      ({ userId: eva.userId, kind, dedupeKey, type: 'news', claimedAt: daysAgo(days), sentAt: sent ? daysAgo(days) : null });
    await ctx.deps.db.insert(notificationSends).values([
      row('weekly_update', 'old', 100), row('weekly_update', 'recent', 10), row('conversation', '1@1', 100),
      row('promotion', 'discount:1', 400), row('news', 'launch', 400), row('reminder', 'crashed', 2, false),
    ]);
    await runScheduled(pruneSendsJob);
    const left = await ctx.deps.db.select({ kind: notificationSends.kind, key: notificationSends.dedupeKey }).from(notificationSends)
      .where(eq(notificationSends.userId, eva.userId));
    expect(left.map((r) => `${r.kind}:${r.key}`).sort()).toEqual(['news:launch', 'promotion:discount:1', 'weekly_update:recent']);
  });
});
