import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, creditTransfers, payments, profiles, realtimeEvents, staffAudit, testProviderPayments, users } from '../../../db/schema/index.js';
import { activeMember, createSite, loggedInMember, useTestApp, Client, type TestContext } from '../../../../test/helpers.js';
import { staffClient } from '../../../../test/console.js';
import { paymentSyncJob } from '../../payments/payment-jobs.js';

const ctx = useTestApp();

const auditOf = (objectType: string, objectId: number) =>
  ctx.deps.db.select().from(staffAudit).where(and(eq(staffAudit.objectType, objectType), eq(staffAudit.objectId, String(objectId)))).orderBy(staffAudit.id);
const userRow = async (id: number) => (await ctx.deps.db.select().from(users).where(eq(users.id, id)))[0]!;
const profileOf = async (userId: number) => (await ctx.deps.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!;
const transfersOf = (c: TestContext, reference: string) => c.deps.db.select().from(creditTransfers).where(eq(creditTransfers.reference, reference));

describe('banning', () => {
  it('ends every session, sends open tabs and the log-in to the ban page, hides the profile; unban restores it', async () => {
    const site = await createSite(ctx);
    const banned = await activeMember(ctx, site.domain);
    const [found] = await ctx.deps.db.select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.emailNormalized, banned.email)));
    const userId = found!.id;
    const profile = await profileOf(userId);
    const secondDevice = new Client(ctx.app, site.domain);
    expect((await secondDevice.post('/api/user.php', { email: banned.email, password: banned.password })).status).toBe(200);
    const viewer = await loggedInMember(ctx, site);
    expect((await viewer.client.get(`/api/member.php?id=${profile.id}`)).status).toBe(200);
    expect((await banned.client.get('/api/user.php')).status).toBe(200);

    const { client, staff } = await staffClient(ctx, site.domain, 'moderator');
    const res = await client.post('/api/console/members/ban.php', { user: userId, reason: 'Oplichting: vraagt om geld' });
    expect(res.status).toBe(200);
    for (const device of [banned.client, secondDevice]) {
      const after = await device.get('/api/user.php');
      expect(after.status).toBe(403);
      expect(after.body.error.code).toBe('authentication_required');
    }
    const login = await new Client(ctx.app, site.domain).post('/api/user.php', { email: banned.email, password: banned.password });
    expect(login.status).toBe(403);
    expect(login.body.error).toMatchObject({ code: 'account_banned', link: '/pages/ban' });
    expect(login.body.error.message).toContain('geblokkeerd');
    // A wrong password learns nothing of the ban.
    expect((await new Client(ctx.app, site.domain).post('/api/user.php', { email: banned.email, password: 'verkeerd-wachtwoord' })).body.error.code).toBe('login_failed');
    expect((await viewer.client.get(`/api/member.php?id=${profile.id}`)).status).toBe(404);
    const [event] = await ctx.deps.db.select().from(realtimeEvents).where(and(eq(realtimeEvents.userId, userId), eq(realtimeEvents.type, 'banned')));
    expect(event).toBeDefined();
    expect(await userRow(userId)).toMatchObject({ banReason: 'Oplichting: vraagt om geld' });
    expect((await client.post('/api/console/members/ban.php', { user: userId, reason: 'Nog een keer' })).body.error.code).toBe('console_already_done');
    const open = await ctx.deps.db.select().from(accountTokens).where(eq(accountTokens.userId, userId));
    expect(open.every((t) => t.usedAt || t.expiresAt.getTime() <= ctx.clock.now().getTime())).toBe(true);

    expect((await client.post('/api/console/members/unban.php', { user: userId, reason: 'Bezwaar toegekend' })).status).toBe(200);
    expect((await profileOf(userId)).status).toBe('active');
    expect((await viewer.client.get(`/api/member.php?id=${profile.id}`)).status).toBe(200);
    expect((await new Client(ctx.app, site.domain).post('/api/user.php', { email: banned.email, password: banned.password })).status).toBe(200);
    expect(await auditOf('user', userId)).toMatchObject([
      { action: 'member.banned', staffId: staff.id, reason: 'Oplichting: vraagt om geld', before: { banned_at: null, profile_status: 'active' }, after: { profile_status: 'disabled' } },
      { action: 'member.unbanned', staffId: staff.id, reason: 'Bezwaar toegekend', after: { banned_at: null, profile_status: 'active' } },
    ]);
  });

  it('restores a not yet activated member\'s profile as it was (disabled), and support may not ban', async () => {
    const site = await createSite(ctx);
    const member = await loggedInMember(ctx, site, { user: { status: 'not_confirmed' }, profile: { status: 'disabled' } });
    const { client: support } = await staffClient(ctx, site.domain, 'support');
    expect((await support.post('/api/console/members/ban.php', { user: member.userId, reason: 'Spam' })).status).toBe(403);
    const { client } = await staffClient(ctx, site.domain, 'admin');
    expect((await client.post('/api/console/members/ban.php', { user: member.userId, reason: 'Spam' })).status).toBe(200);
    // No activation link for a banned member (it would start a session).
    expect((await support.post('/api/console/members/resend-activation.php', { user: member.userId })).body.error.code).toBe('account_banned');
    expect((await client.post('/api/console/members/unban.php', { user: member.userId, reason: 'Vergissing' })).status).toBe(200);
    expect((await profileOf(member.userId)).status).toBe('disabled');
    expect((await client.post('/api/console/members/unban.php', { user: member.userId, reason: 'Vergissing' })).status).toBe(409);
  });
});

describe('member care', () => {
  it('corrects credits through the ledger both ways, never below zero', async () => {
    const site = await createSite(ctx);
    const member = await loggedInMember(ctx, site, { credits: 30 });
    const { client, staff } = await staffClient(ctx, site.domain, 'support');
    const add = await client.post('/api/console/members/credits.php', { user: member.userId, amount: 50, reason: 'Compensatie storing' });
    expect(add.status).toBe(200);
    expect(add.body).toEqual({ ok: true, balance: 80 });
    const take = await client.post('/api/console/members/credits.php', { user: member.userId, amount: -20, reason: 'Dubbel toegekend' });
    expect(take.body.balance).toBe(60);
    const tooMuch = await client.post('/api/console/members/credits.php', { user: member.userId, amount: -61, reason: 'Te veel' });
    expect(tooMuch.status).toBe(402);
    expect(tooMuch.body.error.code).toBe('insufficient_credits');
    for (const amount of [0, 100_001, -100_001, 1.5, '5']) {
      const bad = await client.post('/api/console/members/credits.php', { user: member.userId, amount, reason: 'Ongeldig' });
      expect(bad.status, String(amount)).toBe(400);
      expect(bad.body.error.code).toBe('console_credit_amount');
    }
    expect((await userRow(member.userId)).credits).toBe(60);
    const mine = await transfersOf(ctx, `staff:${staff.id}`);
    expect(mine.map((t) => [t.kind, t.amount]).sort()).toEqual([['correction', 20], ['correction', 50]]);
    expect((await auditOf('user', member.userId)).map((a) => [a.action, a.before, (a.after as { credits: number }).credits])).toEqual([
      ['member.credits_corrected', { credits: 30 }, 80], ['member.credits_corrected', { credits: 80 }, 60],
    ]);
  });

  it('ends all sessions and resends the activation mail, audited', async () => {
    const site = await createSite(ctx);
    const member = await loggedInMember(ctx, site, { user: { status: 'not_confirmed' } });
    const { client } = await staffClient(ctx, site.domain, 'support');
    expect((await client.post('/api/console/members/resend-activation.php', { user: member.userId })).status).toBe(200);
    expect((await client.post('/api/console/members/end-sessions.php', { user: member.userId, reason: 'Wachtwoord gestolen' })).status).toBe(200);
    expect((await member.client.get('/api/user.php')).status).toBe(403);
    expect((await auditOf('user', member.userId)).map((a) => [a.action, a.before])).toEqual([
      ['member.activation_resent', null], ['member.sessions_ended', { sessions: 1 }],
    ]);
    const active = await loggedInMember(ctx, site);
    expect((await client.post('/api/console/members/resend-activation.php', { user: active.userId })).body.error.code).toBe('already_active');
  });
});

describe('vulnerable members', () => {
  it('pause every purchase and see the care notice while flagged', async () => {
    const site = await createSite(ctx);
    const member = await loggedInMember(ctx, site);
    const { client } = await staffClient(ctx, site.domain, 'support');
    const packs = (await member.client.get('/api/packages.php')).body;
    const order = () => member.client.post('/api/payment.php', { package: packs.packages[0].id, method: 'ideal', withdrawal_consent: true, idempotency_key: randomUUID() });
    expect((await member.client.get('/api/notices.php')).body.care).toBe(false);
    expect((await client.post('/api/console/members/flag.php', { user: member.userId, reason: 'Koopt elke nacht' })).status).toBe(200);
    expect((await member.client.get('/api/notices.php')).body.care).toBe(true);
    const paused = await order();
    expect(paused.status).toBe(403);
    expect(paused.body.error).toMatchObject({ code: 'spending_paused' });
    const repeat = await member.client.post('/api/repeat-order.php', { idempotency_key: randomUUID(), withdrawal_consent: true });
    expect(repeat.status).toBe(403);
    expect((await ctx.deps.db.select().from(payments).where(eq(payments.userId, member.userId)))).toHaveLength(0);
    expect((await client.post('/api/console/members/unflag.php', { user: member.userId, reason: 'Gesprek gehad' })).status).toBe(200);
    expect((await member.client.get('/api/notices.php')).body.care).toBe(false);
    expect((await order()).status).toBe(201);
    expect((await auditOf('user', member.userId)).map((a) => a.action)).toEqual(['member.flagged', 'member.unflagged']);
  });
});

describe('refunds', () => {
  async function paidMember() {
    const site = await createSite(ctx);
    const member = await loggedInMember(ctx, site);
    const packs = (await member.client.get('/api/packages.php')).body;
    const pack = packs.packages[0];
    const created = await member.client.post('/api/payment.php', { package: pack.id, method: 'ideal', withdrawal_consent: true, idempotency_key: randomUUID() });
    const paymentId = created.body.payment.id as number;
    const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, paymentId));
    await ctx.deps.payments.test!.settle(row!.providerPaymentId!, 'paid');
    await ctx.deps.jobs.drain(paymentSyncJob);
    expect((await userRow(member.userId)).credits).toBe(row!.credits);
    return { site, member, payment: row! };
  }

  it('refunds a completed payment once through the provider and the ledger, even when asked twice at once', async () => {
    const { site, member, payment } = await paidMember();
    const { client, staff } = await staffClient(ctx, site.domain, 'support', { refundLimitCents: payment.amountCents });
    const body = { payment: payment.id, reason: 'Herroeping binnen 14 dagen' };
    const [a, b] = await Promise.all([client.post('/api/console/members/refund.php', body), client.post('/api/console/members/refund.php', body)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const done = a.status === 200 ? a : b;
    expect(done.body).toEqual({ ok: true, reversal: 'refunded', credits_reclaimed: payment.credits });
    await ctx.deps.jobs.drain(paymentSyncJob);
    const [tp] = await ctx.deps.db.select().from(testProviderPayments).where(eq(testProviderPayments.id, payment.providerPaymentId!));
    expect(tp!.refundedCents).toBe(payment.amountCents);
    expect((await userRow(member.userId)).credits).toBe(0);
    const refunds = (await transfersOf(ctx, `payment:${payment.id}`)).filter((t) => t.kind === 'refund');
    expect(refunds.map((t) => t.amount)).toEqual([payment.credits]);
    expect(await auditOf('payment', payment.id)).toMatchObject([{ action: 'payment.refunded', staffId: staff.id, reason: 'Herroeping binnen 14 dagen', after: { refunded_cents: payment.amountCents } }]);
    expect((await client.post('/api/console/members/refund.php', body)).body.error.code).toBe('console_already_done');
  });

  it('refuses support above their limit, amounts above the payment, and moderators altogether', async () => {
    const { site, payment } = await paidMember();
    const { client: lowLimit } = await staffClient(ctx, site.domain, 'support', { refundLimitCents: payment.amountCents - 1 });
    const over = await lowLimit.post('/api/console/members/refund.php', { payment: payment.id, reason: 'Klant ontevreden' });
    expect(over.status).toBe(403);
    expect(over.body.error.code).toBe('console_refund_limit');
    expect((await lowLimit.post('/api/console/members/refund.php', { payment: payment.id, amount_cents: payment.amountCents + 1, reason: 'Te veel' })).body.error.code).toBe('console_refund_amount');
    const { client: moderator } = await staffClient(ctx, site.domain, 'moderator');
    expect((await moderator.post('/api/console/members/refund.php', { payment: payment.id, reason: 'Klant ontevreden' })).status).toBe(403);
    expect((await lowLimit.post('/api/console/members/refund.php', { payment: 2_000_000_000, reason: 'Onbekend' })).status).toBe(404);
    expect(await auditOf('payment', payment.id)).toHaveLength(0);
    // Within the limit, a part of it: the share of the credits (rounded up) comes back.
    const part = await lowLimit.post('/api/console/members/refund.php', { payment: payment.id, amount_cents: Math.floor(payment.amountCents / 2), reason: 'Half terug' });
    expect(part.status).toBe(200);
    expect(part.body.credits_reclaimed).toBe(Math.ceil((payment.credits * Math.floor(payment.amountCents / 2)) / payment.amountCents));
  });
});
