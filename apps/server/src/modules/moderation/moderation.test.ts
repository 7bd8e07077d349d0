import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reports } from '../../db/schema/index.js';
import type { DomainEvents } from '../../kernel/events.js';
import { Client, createSite, insertMember, loggedInMember, useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp();

const reportsOf = (profileId: number) => ctx.deps.db.select().from(reports).where(eq(reports.profileId, profileId));

async function members(credits = 0) {
  const site = await createSite(ctx);
  const me = await loggedInMember(ctx, site, { credits, profile: { name: 'Eva' } });
  const other = await loggedInMember(ctx, site, { credits, profile: { name: 'Sanne' } });
  return { site, me, other };
}

/** Sends a text message through the real call and returns its id. */
async function message(from: Client, to: number) {
  const res = await from.post('/api/message.php', { profile: to, kind: 'text', text: 'Hoi!', client_id: randomUUID() });
  expect(res.status).toBe(201);
  return res.body.message.id as number;
}

describe('reporting a profile', () => {
  it('stores a member\'s report as new and records report.submitted for the moderation queue', async () => {
    const { site, me, other } = await members();
    const seen: Array<DomainEvents['report.submitted']> = [];
    ctx.deps.events.subscribe({ event: 'report.submitted', name: 'test.moderation.seen', afterCommit: (e) => { seen.push(e.payload); } });
    const res = await me.client.post('/api/report.php', { profile: other.profile.id, reason: 'fake', text: '  Gebruikt foto\'s van een bekende.  ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const [row, ...more] = await reportsOf(other.profile.id);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ siteId: site.id, reporterProfileId: me.profile.id, profileId: other.profile.id, messageId: null, reason: 'fake', text: 'Gebruikt foto\'s van een bekende.', status: 'new' });
    expect(seen.filter((e) => e.reportId === row!.id)).toEqual([{ reportId: row!.id, siteId: site.id, reporterProfileId: me.profile.id, profileId: other.profile.id, messageId: null, reason: 'fake' }]);
  });

  it('reports one of the messages the profile sent, and refuses a message of another conversation or of the reporter', async () => {
    const { site, me, other } = await members(100);
    const third = await loggedInMember(ctx, site, { credits: 100 });
    const fromOther = await message(other.client, me.profile.id);
    const fromThirdToMe = await message(third.client, me.profile.id);
    const fromOtherToThird = await message(other.client, third.profile.id);
    const mine = await message(me.client, other.profile.id);
    for (const id of [fromThirdToMe, fromOtherToThird, mine, 2_000_000_000]) {
      const res = await me.client.post('/api/report.php', { profile: other.profile.id, message: id, reason: 'harassment' });
      expect(res.status, `message ${id}`).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect(await reportsOf(other.profile.id)).toHaveLength(0);
    const res = await me.client.post('/api/report.php', { profile: other.profile.id, message: fromOther, reason: 'harassment' });
    expect(res.status).toBe(200);
    expect(await reportsOf(other.profile.id)).toMatchObject([{ messageId: fromOther, reason: 'harassment', text: null }]);
  });

  it('lets a member report a conversation partner who has since gone invisible, and someone they blocked', async () => {
    const { site, me, other } = await members(100);
    await message(other.client, me.profile.id);
    await other.client.put('/api/invisible.php', { invisible: true });
    expect((await me.client.post('/api/report.php', { profile: other.profile.id, reason: 'scam' })).status).toBe(200);
    const blocked = await insertMember(ctx, site.id, { name: 'Piet', gender: 'male' });
    expect((await me.client.post('/api/block.php', { profile_id: blocked.id })).status).toBe(200);
    expect((await me.client.post('/api/report.php', { profile: blocked.id, reason: 'spam' })).status).toBe(200);
  });

  it('refuses a visitor with the logout signal, and stores nothing', async () => {
    const { site, other } = await members();
    const res = await new Client(ctx.app, site.domain).post('/api/report.php', { profile: other.profile.id, reason: 'fake' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ authentication_required: true, error: { code: 'authentication_required' } });
    expect(await reportsOf(other.profile.id)).toHaveLength(0);
  });

  it('refuses reporting oneself with a 400', async () => {
    const { me } = await members();
    const res = await me.client.post('/api/report.php', { profile: me.profile.id, reason: 'fake' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'report_self', message: 'Je kunt je eigen profiel niet melden.' });
  });

  it('does not know profiles of another site, unknown ones or invisible strangers', async () => {
    const { me } = await members();
    const elsewhere = await createSite(ctx);
    const stranger = await insertMember(ctx, elsewhere.id);
    const hidden = await insertMember(ctx, me.profile.siteId, { invisible: true });
    const disabled = await insertMember(ctx, me.profile.siteId, { status: 'disabled' });
    for (const id of [stranger.id, hidden.id, disabled.id, 2_000_000_000]) {
      const res = await me.client.post('/api/report.php', { profile: id, reason: 'fake' });
      expect(res.status, `profile ${id}`).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
  });

  it('refuses an unknown reason with the localised text of the field', async () => {
    const { me, other } = await members();
    const res = await me.client.post('/api/report.php', { profile: other.profile.id, reason: 'boring' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'report_reason', field: 'reason', message: 'Kies waarom je dit profiel meldt.' });
    await me.client.put('/api/user.php', { language: 'de' });
    const german = await me.client.post('/api/report.php', { profile: other.profile.id });
    expect(german.body.error).toMatchObject({ code: 'report_reason', message: 'Wähle, warum du dieses Profil meldest.' });
    expect(await reportsOf(other.profile.id)).toHaveLength(0);
  });

  it('takes a repeat within a day as the same report, and a new one the day after', async () => {
    const { me, other } = await members();
    const seen: number[] = [];
    ctx.deps.events.subscribe({ event: 'report.submitted', name: 'test.moderation.repeat', afterCommit: (e) => { if (e.payload.profileId === other.profile.id) seen.push(e.payload.reportId); } });
    const body = { profile: other.profile.id, reason: 'spam' };
    // A double click: both at once.
    const [a, b] = await Promise.all([me.client.post('/api/report.php', body), me.client.post('/api/report.php', body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    ctx.clock.advanceMinutes(23 * 60);
    expect((await me.client.post('/api/report.php', { ...body, reason: 'scam' })).body).toEqual({ ok: true });
    expect(await reportsOf(other.profile.id)).toHaveLength(1);
    expect(seen).toHaveLength(1);
    ctx.clock.advanceMinutes(2 * 60);
    expect((await me.client.post('/api/report.php', body)).status).toBe(200);
    expect(await reportsOf(other.profile.id)).toHaveLength(2);
    expect(seen).toHaveLength(2);
  });

  it('refuses NUL bytes and texts beyond the limit with a clear error, never a 500', async () => {
    const { me, other } = await members();
    const nul = await me.client.post('/api/report.php', { profile: other.profile.id, reason: 'other', text: 'nep\u0000profiel' });
    expect(nul.status).toBe(400);
    expect(nul.body.error.code).toBe('validation');
    const long = await me.client.post('/api/report.php', { profile: other.profile.id, reason: 'other', text: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.error).toEqual({ code: 'report_text', field: 'text', message: 'Je toelichting mag hoogstens 2000 tekens lang zijn.' });
    const huge = await me.client.post('/api/report.php', { profile: other.profile.id, reason: 'other', text: 'x'.repeat(400 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('body_too_large');
    const extra = await me.client.post('/api/report.php', { profile: other.profile.id, reason: 'other', admin: true });
    expect(extra.status).toBe(400);
    expect(await reportsOf(other.profile.id)).toHaveLength(0);
  });

  it('limits reports per address', async () => {
    const { site, me } = await members();
    const targets = await Promise.all(Array.from({ length: 21 }, () => insertMember(ctx, site.id)));
    const statuses: number[] = [];
    for (const target of targets) statuses.push((await me.client.post('/api/report.php', { profile: target.id, reason: 'fake' })).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
