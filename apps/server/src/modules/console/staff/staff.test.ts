import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staff, staffAudit, staffSites } from '../../../db/schema/index.js';
import { totpCode, totpStep } from '../../../platform/totp.js';
import { Client, createSite, loggedInMember, uniqueEmail, useTestApp } from '../../../../test/helpers.js';
import { staffClient, type TestStaff } from '../../../../test/console.js';

const ctx = useTestApp();

const signIn = async (host: string, email: string, password: string, secret: string, ahead = 0) => {
  const client = new Client(ctx.app, host);
  const res = await client.post('/api/console/login.php', { email, password, code: totpCode(secret, totpStep(ctx.clock.now()) + ahead) });
  return { client, res };
};
const auditOf = (id: number) => ctx.deps.db.select().from(staffAudit)
  .where(and(eq(staffAudit.objectType, 'staff'), eq(staffAudit.objectId, String(id)))).orderBy(staffAudit.id);

describe('staff management', () => {
  it('creates an account whose password and secret are shown once and sign in; the audit keeps neither', async () => {
    const site = await createSite(ctx);
    const { client } = await staffClient(ctx, site.domain, 'admin');
    const email = uniqueEmail('nieuw');
    const res = await client.post('/api/console/staff/create.php', { email: email.toUpperCase(), name: 'Nieuwe Operator', role: 'operator', sites: [site.id], language: 'de' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { password, totp_secret: secret, otpauth_uri: uri } = res.body;
    expect(password).toMatch(/^[\w-]{20}$/);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/Console%3A${encodeURIComponent(email.toUpperCase())}?secret=${secret}&issuer=Console&algorithm=SHA1&digits=6&period=30`);
    expect(res.body.staff).toMatchObject({ role: 'operator', sites: [site.id], language: 'de', disabled_at: null });

    const { res: login } = await signIn(site.domain, email, password, secret);
    expect(login.status).toBe(200);
    // Stored sealed (SECRETS_KEY), not as shown.
    const [stored] = await ctx.deps.db.select({ totpSecret: staff.totpSecret }).from(staff).where(eq(staff.id, res.body.staff.id));
    expect(stored!.totpSecret).toMatch(/^v1\./);
    expect(stored!.totpSecret).not.toContain(secret);
    expect(login.body.staff).toMatchObject({ role: 'operator', sites: [{ id: site.id }] });

    // Never again: the list has neither, and neither has the audit.
    const list = await client.get('/api/console/staff.php');
    const listed = list.body.staff.find((s: { id: number }) => s.id === res.body.staff.id);
    expect(listed).toMatchObject({ email: email.toUpperCase(), active_sessions: 1 });
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const audit = await auditOf(res.body.staff.id);
    expect(audit[0]).toMatchObject({ action: 'staff.created', after: { role: 'operator', sites: [site.id] } });
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect(JSON.stringify(audit)).not.toContain(password);

    const dup = await client.post('/api/console/staff/create.php', { email, name: 'Dubbel', role: 'support' });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({ code: 'console_staff_email_taken', field: 'email' });
    const bad = await client.post('/api/console/staff/create.php', { email: 'geen-adres', name: 'X', role: 'support' });
    expect(bad.body.error).toMatchObject({ code: 'invalid_email', field: 'email' });
    expect((await client.post('/api/console/staff/create.php', { email: uniqueEmail(), name: 'X', role: 'owner' })).body.error.code).toBe('console_role');
    expect((await client.post('/api/console/staff/create.php', { email: uniqueEmail(), name: 'X', role: 'operator', sites: [2_147_483_647] })).status).toBe(404);
  });

  it('ends the sessions of someone disabled or given another role: their next call is a 401', async () => {
    const site = await createSite(ctx);
    const { client: admin } = await staffClient(ctx, site.domain, 'admin');
    const moderator = await staffClient(ctx, site.domain, 'moderator');
    const support = await staffClient(ctx, site.domain, 'support');
    expect((await moderator.client.get('/api/console/me.php')).status).toBe(200);

    const disabled = await admin.put('/api/console/staff/member.php', { id: moderator.staff.id, disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body.staff.disabled_at).not.toBeNull();
    expect((await moderator.client.get('/api/console/me.php')).status).toBe(401);
    // …and cannot sign in again until enabled.
    expect((await signIn(site.domain, moderator.staff.email, moderator.staff.password, moderator.staff.secret, 1)).res.status).toBe(401);
    expect((await admin.put('/api/console/staff/member.php', { id: moderator.staff.id, disabled: false })).body.staff.disabled_at).toBeNull();
    expect((await signIn(site.domain, moderator.staff.email, moderator.staff.password, moderator.staff.secret, 1)).res.status).toBe(200);

    const demoted = await admin.put('/api/console/staff/member.php', { id: support.staff.id, role: 'operator', sites: [site.id], refund_limit_cents: 0 });
    expect(demoted.body.staff).toMatchObject({ role: 'operator', sites: [site.id], refund_limit_cents: 0 });
    expect((await support.client.get('/api/console/me.php')).status).toBe(401);
    // A name change alone keeps the sessions.
    const again = await signIn(site.domain, support.staff.email, support.staff.password, support.staff.secret, 1);
    await admin.put('/api/console/staff/member.php', { id: support.staff.id, name: 'Andere Naam' });
    expect((await again.client.get('/api/console/me.php')).body.staff).toMatchObject({ name: 'Andere Naam', role: 'operator' });

    const audit = await auditOf(support.staff.id);
    expect(audit.map((a) => a.action)).toEqual(['staff.signed_in', 'staff.updated', 'staff.signed_in', 'staff.updated']);
    expect(audit[1]).toMatchObject({ before: { role: 'support', sites: [], refund_limit_cents: 5000 }, after: { role: 'operator', sites: [site.id], refund_limit_cents: 0 } });
  });

  it('never lets an admin disable or demote themselves, nor the last admin go', async () => {
    const site = await createSite(ctx);
    const first = await staffClient(ctx, site.domain, 'admin');
    const second = await staffClient(ctx, site.domain, 'admin');
    for (const change of [{ disabled: true }, { role: 'support' }]) {
      const res = await first.client.put('/api/console/staff/member.php', { id: first.staff.id, ...change });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'console_self_change', message: 'Je kunt je eigen account niet uitschakelen of je eigen rol wijzigen.' });
    }
    // The shared database holds other tests' admins: leave only these two enabled for this check, as a real install would.
    const others = (await ctx.deps.db.select().from(staff).where(eq(staff.role, 'admin'))).filter((s) => !s.disabledAt && ![first.staff.id, second.staff.id].includes(s.id));
    for (const other of others) await ctx.deps.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, other.id));
    try {
      // Two admins disabling each other at the same moment: one wins, the other is refused, one admin is left.
      const [a, b] = await Promise.all([
        first.client.put('/api/console/staff/member.php', { id: second.staff.id, disabled: true }),
        second.client.put('/api/console/staff/member.php', { id: first.staff.id, disabled: true }),
      ]);
      const statuses = [a.status, b.status];
      const enabled = (await ctx.deps.db.select().from(staff).where(eq(staff.role, 'admin'))).filter((s) => !s.disabledAt);
      expect(enabled.length).toBe(1);
      // The loser is either refused as the last admin or, already signed out by the winner, a 401.
      expect(statuses).toContain(200);
      expect(statuses.some((s) => s === 409 || s === 401)).toBe(true);
      const survivor = enabled[0]!.id === first.staff.id ? first : second;
      const lastOne = await survivor.client.put('/api/console/staff/member.php', { id: survivor.staff.id, role: 'moderator' });
      expect(lastOne.body.error.code).toBe('console_self_change');
    } finally {
      for (const other of others) await ctx.deps.db.update(staff).set({ disabledAt: null }).where(eq(staff.id, other.id));
    }
  });

  it('ends sessions on request and resets the authenticator secret (old codes stop working)', async () => {
    const site = await createSite(ctx);
    const { client: admin } = await staffClient(ctx, site.domain, 'admin');
    const support = await staffClient(ctx, site.domain, 'support');
    expect((await admin.post('/api/console/staff/end-sessions.php', { id: support.staff.id })).status).toBe(200);
    expect((await support.client.get('/api/console/me.php')).status).toBe(401);

    const reset = await admin.post('/api/console/staff/reset-totp.php', { id: support.staff.id });
    expect(reset.status).toBe(200);
    expect(reset.body.totp_secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(reset.body.totp_secret).not.toBe(support.staff.secret);
    expect((await signIn(site.domain, support.staff.email, support.staff.password, support.staff.secret, 1)).res.status).toBe(401);
    expect((await signIn(site.domain, support.staff.email, support.staff.password, reset.body.totp_secret, 1)).res.status).toBe(200);
    const audit = await auditOf(support.staff.id);
    expect(audit.map((a) => a.action)).toContain('staff.totp_reset');
    expect(JSON.stringify(audit)).not.toContain(reset.body.totp_secret);
    expect((await admin.post('/api/console/staff/reset-totp.php', { id: 2_147_483_647 })).status).toBe(404);
    expect((await admin.post('/api/console/staff/end-sessions.php', { id: 'x' })).status).toBe(400);
  });

  it('assigns an operator to sites: what they may see follows at once', async () => {
    const site = await createSite(ctx);
    const other = await createSite(ctx);
    const { client: admin } = await staffClient(ctx, site.domain, 'admin');
    const operator = await staffClient(ctx, site.domain, 'operator', { siteIds: [site.id] });
    expect((await operator.client.get(`/api/console/dashboard.php?site=${other.id}`)).status).toBe(404);
    await admin.put('/api/console/staff/member.php', { id: operator.staff.id, sites: [site.id, other.id] });
    expect((await operator.client.get(`/api/console/dashboard.php?site=${other.id}`)).status).toBe(200);
    const rows = await ctx.deps.db.select().from(staffSites).where(eq(staffSites.staffId, operator.staff.id));
    expect(rows.map((r) => r.siteId).sort((a, b) => a - b)).toEqual([site.id, other.id].sort((a, b) => a - b));
  });

  it('is for admins only; a member session gets 401', async () => {
    const site = await createSite(ctx);
    const target: TestStaff = (await staffClient(ctx, site.domain, 'support')).staff;
    for (const role of ['moderator', 'operator', 'support'] as const) {
      const { client } = await staffClient(ctx, site.domain, role, { siteIds: [site.id] });
      expect((await client.get('/api/console/staff.php')).status, role).toBe(403);
      expect((await client.post('/api/console/staff/create.php', { email: uniqueEmail(), name: 'X', role: 'admin' })).status, role).toBe(403);
      expect((await client.put('/api/console/staff/member.php', { id: target.id, role: 'admin' })).status, role).toBe(403);
      expect((await client.get('/api/console/audit.php')).status, role).toBe(403);
    }
    const { client: member } = await loggedInMember(ctx, site);
    expect((await member.post('/api/console/staff/create.php', { email: uniqueEmail(), name: 'X', role: 'admin' })).status).toBe(401);
    expect((await ctx.deps.db.select().from(staff).where(eq(staff.id, target.id)))[0]!.role).toBe('support');
  });
});

describe('the audit log', () => {
  it('lists newest first and filters by staff member, object, action prefix and site', async () => {
    const site = await createSite(ctx);
    const { client: admin, staff: me } = await staffClient(ctx, site.domain, 'admin');
    const target = await staffClient(ctx, site.domain, 'support');
    await admin.put('/api/console/staff/member.php', { id: target.staff.id, name: 'Eerste wijziging' });
    await admin.put('/api/console/staff/member.php', { id: target.staff.id, refund_limit_cents: 100 });
    await admin.put('/api/console/sites/site.php', { id: site.id, name: 'Gecontroleerd' });

    const mine = await admin.get(`/api/console/audit.php?staff=${me.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.entries.map((e: { action: string }) => e.action)).toEqual(['site.updated', 'staff.updated', 'staff.updated', 'staff.signed_in']);
    expect(mine.body.entries[0]).toMatchObject({ staff_email: me.email, object_type: 'site', object_id: String(site.id), site_id: site.id, before: { name: site.name }, after: { name: 'Gecontroleerd' } });
    const ofTarget = await admin.get(`/api/console/audit.php?object_type=staff&object_id=${target.staff.id}`);
    expect(ofTarget.body.entries.map((e: { action: string; staff_id: number }) => [e.action, e.staff_id])).toEqual([
      ['staff.updated', me.id], ['staff.updated', me.id], ['staff.signed_in', target.staff.id],
    ]);
    const siteOnly = await admin.get(`/api/console/audit.php?staff=${me.id}&action=site.`);
    expect(siteOnly.body.entries).toHaveLength(1);
    const bySite = await admin.get(`/api/console/audit.php?site=${site.id}`);
    expect(bySite.body.entries.every((e: { site_id: number }) => e.site_id === site.id)).toBe(true);
    // A percent sign is a character, not a wildcard.
    expect((await admin.get(`/api/console/audit.php?staff=${me.id}&action=%25`)).body.entries).toEqual([]);
    expect((await admin.get('/api/console/audit.php?staff=abc')).status).toBe(404);
    expect((await admin.get('/api/console/audit.php?page=0')).status).toBe(400);
    expect((await admin.get(`/api/console/audit.php?object_id=${'x'.repeat(61)}`)).status).toBe(400);
  });
});

describe('/dev/totp', () => {
  it('shows the demo staff\'s current codes outside production', async () => {
    const site = await createSite(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/totp', headers: { host: site.domain } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('admin@vonkje.example');
    expect(res.body).toContain(totpCode('VONKJEADMINDEMOSECRETFORTOTPAPP2', totpStep(ctx.clock.now())));
  });
});
