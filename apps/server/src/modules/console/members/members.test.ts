import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberWarnings, staffAudit, users } from '../../../db/schema/index.js';
import { Client, createSite, insertMember, loggedInMember, useTestApp } from '../../../../test/helpers.js';
import { staffClient } from '../../../../test/console.js';
import { CONSOLE_ROUTES } from '../console-http.js';

const ctx = useTestApp();

const auditOf = (objectType: string, objectId: number) =>
  ctx.deps.db.select().from(staffAudit).where(and(eq(staffAudit.objectType, objectType), eq(staffAudit.objectId, String(objectId)))).orderBy(staffAudit.id);
const userRow = async (id: number) => (await ctx.deps.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('finding members', () => {
  it('finds by e-mail prefix, name part or exact id, case-insensitively, members only, on the site asked for', async () => {
    const site = await createSite(ctx);
    const other = await createSite(ctx);
    const tag = randomUUID().slice(0, 6);
    const anna = await insertMember(ctx, site.id, { name: `Anna${tag}` }, { email: `Zoe.${tag}@Example.com`, emailNormalized: `zoe.${tag}@example.com` });
    await insertMember(ctx, site.id, { name: `Bot${tag}`, isFictional: true });
    const elsewhere = await insertMember(ctx, other.id, { name: `Anna${tag}` });
    const { client } = await staffClient(ctx, site.domain, 'support');

    const byEmail = await client.get(`/api/console/members.php?site=${site.id}&q=ZOE.${tag}`);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.members.map((m: { id: number }) => m.id)).toEqual([anna.userId]);
    expect(byEmail.body.members[0]).toMatchObject({ email: `Zoe.${tag}@Example.com`, name: `Anna${tag}`, site_id: site.id, banned: false });
    // The middle of an address is no prefix.
    expect((await client.get(`/api/console/members.php?site=${site.id}&q=${tag}@example`)).body.members).toEqual([]);
    // Part of the name: the fictional profile (Bot…) is not a member; the other site's Anna is not on this site.
    const byName = await client.get(`/api/console/members.php?site=${site.id}&q=${`nna${tag}`.toUpperCase()}`);
    expect(byName.body.members.map((m: { id: number }) => m.id)).toEqual([anna.userId]);
    expect((await client.get(`/api/console/members.php?site=${site.id}&q=Bot${tag}`)).body.members).toEqual([]);
    const bothSites = await client.get(`/api/console/members.php?q=Anna${tag}`);
    expect(bothSites.body.members.map((m: { id: number }) => m.id).sort()).toEqual([anna.userId, elsewhere.userId].sort());
    // An exact id, and LIKE wildcards taken literally.
    expect((await client.get(`/api/console/members.php?site=${other.id}&q=${elsewhere.userId}`)).body.members.map((m: { id: number }) => m.id)).toEqual([elsewhere.userId]);
    expect((await client.get(`/api/console/members.php?site=${site.id}&q=%25`)).body.members).toEqual([]);
    expect((await client.get(`/api/console/members.php?site=${site.id}&q=_`)).body.members).toEqual([]);
  });

  it('shows a member\'s account, profile, conversations (without contents), payments and ledger; refuses bad ids clearly', async () => {
    const site = await createSite(ctx);
    const me = await loggedInMember(ctx, site, { credits: 100, profile: { name: 'Eva' } });
    const partner = await loggedInMember(ctx, site, { profile: { name: 'Sanne' } });
    expect((await me.client.post('/api/message.php', { profile: partner.profile.id, kind: 'text', text: 'Geheim bericht', client_id: randomUUID() })).status).toBe(201);
    const { client } = await staffClient(ctx, site.domain, 'moderator');
    const res = await client.get(`/api/console/members/member.php?id=${me.userId}`);
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({ id: me.userId, site_id: site.id, status: 'active', banned_at: null, vulnerable_at: null, active_sessions: 1 });
    expect(res.body.profile).toMatchObject({ id: me.profile.id, name: 'Eva', status: 'active' });
    expect(res.body.conversations).toMatchObject([{ partner_id: partner.profile.id, partner_name: 'Sanne', partner_fictional: false, messages: 1 }]);
    expect(JSON.stringify(res.body)).not.toContain('Geheim bericht');
    expect(res.body.ledger.map((t: { kind: string; direction: string }) => `${t.kind}:${t.direction}`).sort()).toEqual(['correction:in', 'message:out']);
    expect(res.body.account.credits).toBe(100 - res.body.ledger.find((t: { kind: string }) => t.kind === 'message').amount);
    // Looking is not audited; bad ids are a 404, never a 500; fictional profiles are no members here.
    expect(await auditOf('user', me.userId)).toHaveLength(0);
    for (const id of ['abc', '0', '-1', '2147483648', '1.5']) expect((await client.get(`/api/console/members/member.php?id=${id}`)).status, id).toBe(404);
    const fictional = await insertMember(ctx, site.id, { isFictional: true });
    expect((await client.get(`/api/console/members/member.php?id=${fictional.userId}`)).status).toBe(404);
  });
});

describe('who may do what', () => {
  it('gives operators only the vulnerability flag (their sites only) and member sessions nothing', async () => {
    const site = await createSite(ctx);
    const other = await createSite(ctx);
    const member = await loggedInMember(ctx, site);
    const elsewhere = await insertMember(ctx, other.id);
    const { client: operator } = await staffClient(ctx, site.domain, 'operator', { siteIds: [site.id] });
    const memberRoutes = [...CONSOLE_ROUTES.entries()].filter(([route]) => route.includes('/api/console/members'));
    expect(memberRoutes.length).toBeGreaterThanOrEqual(12);
    for (const [route, action] of memberRoutes) {
      const [method, url] = route.split(' ') as ['GET' | 'POST', string];
      const body = { user: member.userId, reason: 'Testreden' };
      const res = await operator.request(method, url, method === 'GET' ? undefined : body);
      if (action === 'members.flag_vulnerable') continue;
      expect(res.status, route).toBe(403);
      expect(res.body.error.code).toBe('console_forbidden');
      // A member's session is no staff session.
      const asMember = await member.client.request(method, url, method === 'GET' ? undefined : body);
      expect(asMember.status, route).toBe(401);
    }
    expect((await member.client.post('/api/console/members/flag.php', { user: member.userId, reason: 'Testreden' })).status).toBe(401);
    const flagged = await operator.post('/api/console/members/flag.php', { user: member.userId, reason: 'Zegt dat ze 15 is' });
    expect(flagged.status).toBe(200);
    const notMine = await operator.post('/api/console/members/flag.php', { user: elsewhere.userId, reason: 'Zegt dat ze 15 is' });
    expect(notMine.status).toBe(404);
    expect((await userRow(elsewhere.userId)).vulnerableAt).toBeNull();
  });
});

describe('warnings', () => {
  it('shows a warning to the member until they acknowledge it (only their own), audited with its reason', async () => {
    const site = await createSite(ctx);
    const member = await loggedInMember(ctx, site);
    const stranger = await loggedInMember(ctx, site);
    const { client, staff } = await staffClient(ctx, site.domain, 'support');
    const missing = await client.post('/api/console/members/warn.php', { user: member.userId });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('console_reason_required');
    expect((await client.post('/api/console/members/warn.php', { user: member.userId, reason: 'Beledigende berichten' })).status).toBe(200);
    const notices = await member.client.get('/api/notices.php');
    expect(notices.status).toBe(200);
    expect(notices.body).toMatchObject({ care: false, warnings: [{ reason: 'Beledigende berichten' }] });
    const warningId = notices.body.warnings[0].id;
    expect((await stranger.client.post('/api/notices.php', { warning: warningId })).status).toBe(404);
    expect((await stranger.client.get('/api/notices.php')).body.warnings).toEqual([]);
    expect((await member.client.post('/api/notices.php', { warning: warningId })).status).toBe(200);
    expect((await member.client.post('/api/notices.php', { warning: warningId })).status).toBe(200);
    expect((await member.client.get('/api/notices.php')).body.warnings).toEqual([]);
    const [row] = await ctx.deps.db.select().from(memberWarnings).where(eq(memberWarnings.id, warningId));
    expect(row!.acknowledgedAt).not.toBeNull();
    expect(await auditOf('user', member.userId)).toMatchObject([{ action: 'member.warned', staffId: staff.id, reason: 'Beledigende berichten', siteId: site.id }]);
    expect((await new Client(ctx.app, site.domain).get('/api/notices.php')).status).toBe(403);
  });
});

describe('opening a conversation', () => {
  it('needs a reason and writes the opening with it to the audit trail', async () => {
    const site = await createSite(ctx);
    const me = await loggedInMember(ctx, site, { credits: 100 });
    const partner = await loggedInMember(ctx, site);
    const sent = await me.client.post('/api/message.php', { profile: partner.profile.id, kind: 'text', text: 'Hoi Sanne', client_id: randomUUID() });
    const conversation = sent.body.message.conversation as number;
    const { client, staff } = await staffClient(ctx, site.domain, 'support');
    for (const body of [{ conversation }, { conversation, reason: ' x ' }]) {
      const res = await client.post('/api/console/members/conversation.php', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'console_reason_required', message: 'Geef een reden op (minstens 3 tekens).' });
    }
    expect(await auditOf('conversation', conversation)).toHaveLength(0);
    expect((await client.post('/api/console/members/conversation.php', { conversation: 2_000_000_000, reason: 'Klacht 12' })).status).toBe(404);
    const opened = await client.post('/api/console/members/conversation.php', { conversation, reason: 'Klacht 12 over intimidatie' });
    expect(opened.status).toBe(200);
    expect(opened.body.messages).toMatchObject([{ sender_id: me.profile.id, kind: 'text', text: 'Hoi Sanne', by_staff: false }]);
    expect(opened.body.profiles.map((p: { id: number }) => p.id).sort()).toEqual([me.profile.id, partner.profile.id].sort());
    expect(await auditOf('conversation', conversation)).toMatchObject([{ action: 'conversation.opened', staffId: staff.id, reason: 'Klacht 12 over intimidatie', siteId: site.id }]);
  });
});
