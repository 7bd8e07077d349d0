import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountDeletions, discountCodes, profiles, users } from '../../db/schema/index.js';
import { activeMember, Client, createSite, linkIn, loggedInMember, mailsTo, useTestApp, validSignup } from '../../../test/helpers.js';

const ctx = useTestApp();
const DAY_MINUTES = 24 * 60;

/** A member who signed up for real (so has a password), with a partner who likes and writes to them and is liked back. */
async function memberWithPartner() {
  const site = await createSite(ctx);
  const member = await activeMember(ctx, site.domain, { name: 'Vera', gender: 'female' });
  const [profile] = await ctx.deps.db.select().from(profiles).where(eq(profiles.userId, member.user.id));
  const partner = await loggedInMember(ctx, site, { credits: 100, profile: { name: 'Pim', gender: 'male' } });
  expect((await partner.client.post('/api/like.php', { profile: profile!.id })).status).toBe(200);
  expect((await member.client.post('/api/like.php', { profile: partner.profile.id })).status).toBe(200);
  expect((await partner.client.post('/api/message.php', { profile: profile!.id, kind: 'text', text: 'Hoi Vera!', client_id: randomUUID() })).status).toBe(201);
  return { site, member, profile: profile!, partner };
}

const deleteBody = (password: string, extra: Record<string, unknown> = {}) => ({ password, reason: 'found_partner', reason_text: 'Via jullie!', ...extra });

/** What the partner sees of the member: in search, likes (both tabs), chats and on the profile page. */
async function seenByPartner(partner: Client, profileId: number) {
  const ids = (list: Array<{ id: number }>) => list.map((p) => p.id);
  const search = (await partner.get('/api/members.php')).body.profiles;
  const given = (await partner.get('/api/likes.php?type=given')).body.profiles;
  const received = (await partner.get('/api/likes.php?type=received')).body.profiles;
  const chats = (await partner.get('/api/chats.php')).body.chats.map((c: { profile: { id: number } }) => c.profile);
  const page = await partner.get(`/api/member.php?id=${profileId}`);
  return {
    search: ids(search).includes(profileId), likesGiven: ids(given).includes(profileId), likesReceived: ids(received).includes(profileId),
    chats: ids(chats).includes(profileId), profilePage: page.status,
  };
}

describe('deleting an account', () => {
  it('hides the member at once in search, likes, chats and on the profile page, and ends every session', async () => {
    const { member, profile, partner } = await memberWithPartner();
    expect(await seenByPartner(partner.client, profile.id)).toEqual({ search: true, likesGiven: true, likesReceived: true, chats: true, profilePage: 200 });
    // A second device, logged in separately, and a copy of this device's (cached) session.
    const laptop = new Client(ctx.app, member.client.host);
    expect((await laptop.post('/api/user.php', { email: member.email, password: member.password })).status).toBe(200);
    const sameCookie = new Client(ctx.app, member.client.host);
    for (const [k, v] of member.client.jar) sameCookie.jar.set(k, v);
    expect((await sameCookie.get('/api/user.php')).status).toBe(200);

    const res = await member.client.post('/api/account-delete.php', deleteBody(member.password));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(member.client.jar.size).toBe(0);

    expect(await seenByPartner(partner.client, profile.id)).toEqual({ search: false, likesGiven: false, likesReceived: false, chats: false, profilePage: 404 });
    for (const device of [laptop, sameCookie]) {
      const me = await device.get('/api/user.php');
      expect(me.status).toBe(403);
      expect(me.body.authentication_required).toBe(true);
    }
    const [user] = await ctx.deps.db.select().from(users).where(eq(users.id, member.user.id));
    expect(user).toMatchObject({ status: 'deleted', deletedAt: expect.any(Date) });
    const [record] = await ctx.deps.db.select().from(accountDeletions).where(eq(accountDeletions.userId, member.user.id));
    expect(record).toMatchObject({ reason: 'found_partner', reasonText: 'Via jullie!', userStatusBefore: 'active', profileStatusBefore: 'active', reactivatedAt: null });
  });

  it('refuses a wrong password with a localised text and changes nothing', async () => {
    const { member, profile, partner } = await memberWithPartner();
    const res = await member.client.post('/api/account-delete.php', deleteBody('niet-mijn-wachtwoord'));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'password_wrong', field: 'password', message: 'Controleer je wachtwoord.' });
    expect((await member.client.get('/api/user.php')).status).toBe(200);
    expect((await ctx.deps.db.select().from(users).where(eq(users.id, member.user.id)))[0]!.status).toBe('active');
    expect(await ctx.deps.db.select().from(accountDeletions).where(eq(accountDeletions.userId, member.user.id))).toEqual([]);
    expect((await seenByPartner(partner.client, profile.id)).search).toBe(true);
  });

  it('needs a reason from the list and a short enough explanation', async () => {
    const { member } = await memberWithPartner();
    const unknown = await member.client.post('/api/account-delete.php', deleteBody(member.password, { reason: 'bored' }));
    expect(unknown.body.error).toMatchObject({ code: 'deletion_reason', field: 'reason', message: 'Kies waarom je je account verwijdert.' });
    const long = await member.client.post('/api/account-delete.php', deleteBody(member.password, { reason_text: 'x'.repeat(1001) }));
    expect(long.body.error).toMatchObject({ code: 'deletion_reason_text', field: 'reason_text' });
    expect((await member.client.post('/api/account-delete.php', { reason: 'other' })).body.error.code).toBe('password_wrong');
    expect((await new Client(ctx.app, member.client.host).post('/api/account-delete.php', deleteBody('x'))).status).toBe(403);
  });

  it('limits password tries per member, whatever the address', async () => {
    const { member } = await memberWithPartner();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const device = new Client(ctx.app, member.client.host);
      for (const [k, v] of member.client.jar) device.jar.set(k, v);
      statuses.push((await device.post('/api/account-delete.php', deleteBody('geraden-wachtwoord'))).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('tells the deleted member at login and at signup how to come back, but only with the right password at login', async () => {
    const { member } = await memberWithPartner();
    await member.client.post('/api/account-delete.php', deleteBody(member.password));
    const login = await new Client(ctx.app, member.client.host).post('/api/user.php', { email: member.email, password: member.password });
    expect(login.status).toBe(409);
    expect(login.body.error.code).toBe('account_deleted');
    expect(login.body.error.message).toContain('binnen 14 dagen');
    const wrong = await new Client(ctx.app, member.client.host).post('/api/user.php', { email: member.email, password: 'fout-wachtwoord' });
    expect(wrong.body.error.code).toBe('login_failed');
    const signup = await new Client(ctx.app, member.client.host).post('/api/signup.php', validSignup({ email: member.email }));
    expect(signup.status).toBe(409);
    expect(signup.body.error.code).toBe('account_deleted');
  });
});

describe('reactivating', () => {
  it('restores the account, the profile and what it had by the mailed link, logs the member in, and works once', async () => {
    const { member, profile, partner } = await memberWithPartner();
    await member.client.post('/api/account-delete.php', deleteBody(member.password));
    const [mail] = (await mailsTo(ctx, member.email)).filter((m) => m.headers.subject?.includes('verwijderd'));
    expect(mail!.headers.subject).toMatch(/^Je account op .+ is verwijderd$/);
    expect(mail!.text).toContain('Hoi Vera,');
    expect(mail!.text).toMatch(/Dit kan 14 dagen lang, tot \d+ \w+ \d{4}\./);
    const link = linkIn(mail!, '/api/reactivate.php');

    const browser = new Client(ctx.app, member.client.host);
    const res = await browser.get(link);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/members');
    const me = await browser.get('/api/user.php');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id: member.user.id, status: 'active', profile: { status: 'active' } });
    expect(await seenByPartner(partner.client, profile.id)).toEqual({ search: true, likesGiven: true, likesReceived: true, chats: true, profilePage: 200 });
    const history = (await browser.get(`/api/messages.php?profile=${partner.profile.id}`)).body;
    expect(history.messages.map((m: { text: string }) => m.text)).toEqual(['Hoi Vera!']);

    const again = await new Client(ctx.app, member.client.host).get(link);
    expect(again.headers.location).toBe('/activate/error');
  });

  it('gives an unconfirmed member back exactly the statuses they had', async () => {
    const site = await createSite(ctx);
    const client = new Client(ctx.app, site.domain);
    const body = validSignup();
    const signup = await client.post('/api/signup.php', body);
    const [activation] = await mailsTo(ctx, body.email);
    await client.post('/api/account-delete.php', deleteBody(body.password, { reason: 'other', reason_text: undefined }));
    // The activation link of before no longer works on a deleted account; the reactivation link does.
    expect((await new Client(ctx.app, site.domain).get(linkIn(activation!, '/api/activate.php'))).headers.location).toBe('/activate/error');
    const back = new Client(ctx.app, site.domain);
    expect((await back.get(linkIn((await mailsTo(ctx, body.email)).at(-1)!, '/api/reactivate.php'))).headers.location).toBe('/members');
    const [row] = await ctx.deps.db.select({ status: users.status, profile: profiles.status }).from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, signup.body.user.id));
    expect(row).toEqual({ status: 'not_confirmed', profile: 'disabled' });
  });

  it('sends a link older than 14 days, or a made-up one, to the error page', async () => {
    const { member } = await memberWithPartner();
    await member.client.post('/api/account-delete.php', deleteBody(member.password));
    const link = linkIn((await mailsTo(ctx, member.email)).at(-1)!, '/api/reactivate.php');
    expect((await new Client(ctx.app, member.client.host).get('/api/reactivate.php?token=verzonnen')).headers.location).toBe('/activate/error');
    ctx.clock.advanceMinutes(14 * DAY_MINUTES + 1);
    try {
      expect((await new Client(ctx.app, member.client.host).get(link)).headers.location).toBe('/activate/error');
      expect((await ctx.deps.db.select().from(users).where(eq(users.id, member.user.id)))[0]!.status).toBe('deleted');
    } finally {
      ctx.clock.advanceMinutes(-(14 * DAY_MINUTES + 1));
    }
  });
});

describe('the retention discount', () => {
  it('gives the member one personal code at the company percentage, the same one when asked again, usable at checkout', async () => {
    const { member, partner } = await memberWithPartner();
    const first = await member.client.post('/api/retention-discount.php');
    expect(first.status).toBe(200);
    expect(first.body.discount).toMatchObject({ code: expect.stringMatching(/^STAY[A-Z2-9]{8}$/), percentage: 25 });
    const again = await member.client.post('/api/retention-discount.php');
    expect(again.body.discount.code).toBe(first.body.discount.code);
    const checked = await member.client.get(`/api/discountcode.php?code=${first.body.discount.code}`);
    expect(checked.body.discount).toMatchObject({ code: first.body.discount.code, percentage: 25 });
    const [code] = await ctx.deps.db.select().from(discountCodes).where(eq(discountCodes.code, first.body.discount.code));
    expect(code!.userId).toBe(member.user.id);
    // Another member of the same site cannot use it.
    expect((await partner.client.get(`/api/discountcode.php?code=${first.body.discount.code}`)).body.error.code).toBe('discount_not_found');
  });
});
