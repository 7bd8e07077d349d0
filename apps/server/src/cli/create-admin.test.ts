import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staff, staffAudit } from '../db/schema/index.js';
import { totpCode, totpStep } from '../platform/totp.js';
import { Client, createSite, uniqueEmail, useTestApp } from '../../test/helpers.js';
import { staffClient } from '../../test/console.js';
import { CliError, createAdmin, describeCredentials, parseCreateAdminArgs } from './create-admin-command.js';

const ctx = useTestApp();

const signIn = (host: string, email: string, password: string, secret: string, ahead = 0) =>
  new Client(ctx.app, host).post('/api/console/login.php', { email, password, code: totpCode(secret, totpStep(ctx.clock.now()) + ahead) });

describe('npm run console:create-admin', () => {
  it('reads its arguments and refuses a bad e-mail or a short password with a clear message', () => {
    expect(parseCreateAdminArgs(['--email', ' Baas@Example.com ', '--name', 'De Baas'])).toEqual({ email: 'Baas@Example.com', name: 'De Baas', password: undefined, reset: false });
    expect(parseCreateAdminArgs(['--email', 'baas@example.com', '--reset', '--password', 'a-long-enough-one'])).toMatchObject({ name: 'baas', reset: true, password: 'a-long-enough-one' });
    expect(() => parseCreateAdminArgs([])).toThrow(/--email is required/);
    expect(() => parseCreateAdminArgs(['--email', 'not-an-address'])).toThrow(/Not a valid e-mail address: not-an-address/);
    expect(() => parseCreateAdminArgs(['--email', 'a@example.com', '--password', 'short'])).toThrow(CliError);
    expect(() => parseCreateAdminArgs(['--email', 'a@example.com', '--bogus'])).toThrow(/Usage/);
  });

  it('creates an admin who can sign in with the printed password and secret', async () => {
    const site = await createSite(ctx);
    const email = uniqueEmail('owner');
    const created = await createAdmin(ctx.deps, { email, name: 'Eigenaar', reset: false });
    expect(created.password).toHaveLength(20);
    const printed = describeCredentials(created);
    expect(printed).toContain(created.password);
    expect(printed).toContain(created.totp_secret);
    expect(printed).toContain(created.otpauth_uri);
    const res = await signIn(site.domain, email, created.password, created.totp_secret);
    expect(res.status).toBe(200);
    expect(res.body.staff).toMatchObject({ role: 'admin', email });
    expect(res.body.staff.actions).toContain('staff.manage');
    // In the order written (without ORDER BY, PostgreSQL may hand the sign-in's row out first).
    const audit = await ctx.deps.db.select().from(staffAudit).where(eq(staffAudit.objectId, String(created.id))).orderBy(asc(staffAudit.id));
    expect(audit[0]).toMatchObject({ action: 'staff.created', ip: 'cli', reason: 'cli' });
    expect(JSON.stringify(audit)).not.toContain(created.totp_secret);

    // An existing address is refused, unless --reset.
    await expect(createAdmin(ctx.deps, { email: email.toUpperCase(), name: 'X', reset: false })).rejects.toThrow(/exists already/);
    await expect(createAdmin(ctx.deps, { email: uniqueEmail(), name: 'X', reset: true })).rejects.toThrow(/No staff account/);
  });

  it('resets a locked-out account to an enabled admin with new credentials and ends its sessions', async () => {
    const site = await createSite(ctx);
    const { client, staff: old } = await staffClient(ctx, site.domain, 'support');
    await ctx.deps.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, old.id));
    const reset = await createAdmin(ctx.deps, { email: old.email, name: 'ignored', password: 'my-own-long-password', reset: true });
    expect(reset).toMatchObject({ id: old.id, password: 'my-own-long-password', reset: true });
    expect((await client.get('/api/console/me.php')).status).toBe(401);
    expect((await signIn(site.domain, old.email, old.password, old.secret, 1)).status).toBe(401);
    const res = await signIn(site.domain, old.email, 'my-own-long-password', reset.totp_secret, 1);
    expect(res.status).toBe(200);
    expect(res.body.staff.role).toBe('admin');
  });
});
