import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staff, staffAudit, staffSessions } from '../../db/schema/index.js';
import { DEVELOPMENT_SECRETS_KEY, isSealed, sealSecret } from '../../platform/secret-box.js';
import { sealPlainTotpSecrets } from './staff/seal-plain-totp-secrets.js';
import { Client, createSite, loggedInMember, useTestApp } from '../../../test/helpers.js';
import { codeFor, disableStaff, insertStaff, staffClient } from '../../../test/console.js';

const ctx = useTestApp();

describe('console sign-in', () => {
  it('needs the password and a fresh authenticator code, once', async () => {
    const site = await createSite(ctx);
    const member = await insertStaff(ctx, 'admin');
    const client = new Client(ctx.app, site.domain);
    const noCode = await client.request('POST', '/api/console/login.php', { email: member.email, password: member.password });
    expect(noCode.status).toBe(400);
    expect(noCode.body.error.code).toBe('totp_required');
    const wrongCode = await client.request('POST', '/api/console/login.php', { email: member.email, password: member.password, code: codeFor(ctx, member, 5) });
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.body.error.code).toBe('console_login_failed');
    const wrongPassword = await client.request('POST', '/api/console/login.php', { email: member.email, password: 'nope', code: codeFor(ctx, member) });
    expect(wrongPassword.body.error.code).toBe('console_login_failed');
    const ok = await client.request('POST', '/api/console/login.php', { email: member.email, password: member.password, code: codeFor(ctx, member) });
    expect(ok.status).toBe(200);
    expect(ok.body.staff).toMatchObject({ email: member.email, role: 'admin' });
    expect(ok.body.staff.actions).toContain('sites.manage');
    expect(JSON.stringify(ok.body)).not.toContain(member.secret);
    // The same code again (a replay) is refused.
    const replay = await new Client(ctx.app, site.domain).request('POST', '/api/console/login.php', { email: member.email, password: member.password, code: codeFor(ctx, member) });
    expect(replay.status).toBe(401);
    expect((await client.get('/api/console/me.php')).status).toBe(200);
    const audit = await ctx.deps.db.select().from(staffAudit).where(eq(staffAudit.staffId, member.id));
    expect(audit.map((a) => a.action)).toContain('staff.signed_in');
    // The trail is append-only: the database itself refuses to change or remove a row.
    await expect(ctx.deps.db.update(staffAudit).set({ action: 'forged' }).where(eq(staffAudit.staffId, member.id))).rejects.toThrow();
    await expect(ctx.deps.db.delete(staffAudit).where(eq(staffAudit.staffId, member.id))).rejects.toThrow();
  });

  it('keeps the authenticator secret sealed: no copy of the database opens an account, and a secret sealed under another key opens none', async () => {
    const site = await createSite(ctx);
    const member = await insertStaff(ctx, 'admin');
    const [row] = await ctx.deps.db.select({ secret: staff.totpSecret }).from(staff).where(eq(staff.id, member.id));
    expect(isSealed(row!.secret)).toBe(true);
    expect(row!.secret).not.toContain(member.secret);
    const signIn = (ahead: number) => new Client(ctx.app, site.domain).request('POST', '/api/console/login.php', { email: member.email, password: member.password, code: codeFor(ctx, member, ahead) });
    // The same secret, sealed under a key that is not this server's SECRETS_KEY: like a wrong code.
    const otherKey = Buffer.alloc(32, 7);
    expect(otherKey.equals(ctx.deps.config.secretsKey) || otherKey.equals(DEVELOPMENT_SECRETS_KEY)).toBe(false);
    await ctx.deps.db.update(staff).set({ totpSecret: sealSecret(otherKey, 'staff.totp_secret', member.secret) }).where(eq(staff.id, member.id));
    const refused = await signIn(0);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('console_login_failed');
    // A secret stored plain by an earlier version still signs in, and start-up seals it.
    await ctx.deps.db.update(staff).set({ totpSecret: member.secret }).where(eq(staff.id, member.id));
    expect((await signIn(0)).status).toBe(200);
    expect(await sealPlainTotpSecrets(ctx.deps)).toBeGreaterThanOrEqual(1);
    const [after] = await ctx.deps.db.select({ secret: staff.totpSecret }).from(staff).where(eq(staff.id, member.id));
    expect(isSealed(after!.secret)).toBe(true);
    expect(await sealPlainTotpSecrets(ctx.deps)).toBe(0);
    expect((await signIn(1)).status).toBe(200);
  });

  it('locks an address after five failures, like members', async () => {
    const site = await createSite(ctx);
    const member = await insertStaff(ctx, 'support');
    const client = new Client(ctx.app, site.domain);
    for (let i = 0; i < 5; i++) await client.request('POST', '/api/console/login.php', { email: member.email, password: 'wrong', code: '000000' });
    const locked = await client.request('POST', '/api/console/login.php', { email: member.email, password: member.password, code: codeFor(ctx, member) });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('login_locked');
  });

  it('keeps staff and member sessions apart', async () => {
    const site = await createSite(ctx);
    const { client: admin } = await staffClient(ctx, site.domain, 'admin');
    // A staff cookie is no member session…
    const asMember = await admin.get('/api/user.php');
    expect(asMember.status).toBe(403);
    expect(asMember.body.authentication_required).toBe(true);
    // …and a member's session opens no console route, known or not.
    const { client: memberClient } = await loggedInMember(ctx, site);
    for (const url of ['/api/console/me.php', '/api/console/no-such-route.php', '/api/console/']) {
      const res = await memberClient.get(url);
      expect(res.status, url).toBe(401);
      expect(res.body.error.code).toBe('console_auth_required');
    }
    expect((await memberClient.request('POST', '/api/console/logout.php', { anything: 'x' })).status).toBe(401);
    expect((await admin.get('/api/console/no-such-route.php')).status).toBe(404);
  });

  it('ends a session at logout and refuses a disabled account at once', async () => {
    const site = await createSite(ctx);
    const { client, staff } = await staffClient(ctx, site.domain, 'moderator');
    const second = await staffClient(ctx, site.domain, 'operator');
    expect((await client.request('POST', '/api/console/logout.php', {})).status).toBe(200);
    expect((await client.get('/api/console/me.php')).status).toBe(401);
    expect(await ctx.deps.db.select().from(staffSessions).where(eq(staffSessions.staffId, staff.id))).toHaveLength(0);
    await disableStaff(ctx, second.staff.id);
    expect((await second.client.get('/api/console/me.php')).status).toBe(401);
  });
});
