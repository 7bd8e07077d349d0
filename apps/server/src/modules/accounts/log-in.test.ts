import { describe, expect, it } from 'vitest';
import { Client, activeMember, createSite, useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp();

const login = (client: Client, email: string, password: string) => client.post('/api/user.php', { email, password });

describe('POST /api/user.php (login)', () => {
  it('logs in with a fresh session id each time and refuses wrong credentials with the spec text', async () => {
    const { domain } = await createSite(ctx);
    const { email, password } = await activeMember(ctx, domain);
    const browser = new Client(ctx.app, domain);

    const wrong = await login(browser, email, 'verkeerd-wachtwoord');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toEqual({ code: 'login_failed', message: 'Login mislukt, probeer opnieuw' });
    const unknown = await login(browser, 'niemand@example.com', password);
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.message).toBe('Login mislukt, probeer opnieuw');

    const first = await login(browser, email.toUpperCase(), password);
    expect(first.status).toBe(200);
    expect(first.body.user.email).toBe(email);
    const firstId = first.cookies['auth.session'];
    const second = await login(browser, email, password);
    const secondId = second.cookies['auth.session'];
    expect(secondId).toBeTruthy();
    expect(secondId).not.toBe(firstId);

    // The session the browser had before logging in again is over on the server.
    const stale = new Client(ctx.app, domain);
    stale.jar.set('auth.session', firstId!);
    expect((await stale.get('/api/user.php')).status).toBe(403);
  });

  it('five wrong passwords lock the account for 15 minutes; the right one works after the lock ends', async () => {
    const { domain } = await createSite(ctx);
    const { email, password } = await activeMember(ctx, domain);
    const browser = new Client(ctx.app, domain);

    for (let i = 0; i < 4; i++) expect((await login(browser, email, `fout-${i}-wachtwoord`)).status).toBe(401);
    const fifth = await login(browser, email, 'fout-5-wachtwoord');
    expect(fifth.status).toBe(429);
    expect(fifth.body.error.message).toBe('Te veel foute pogingen, account voor 15 min geblokkeerd.');

    const locked = await login(browser, email, password);
    expect(locked.status).toBe(429);
    ctx.clock.advanceMinutes(6);
    const later = await login(browser, email, password);
    expect(later.body.error.message).toBe('Te veel foute pogingen, account voor 9 min geblokkeerd.');

    // The lock is for this address only: the owner on another network is not locked out.
    expect((await login(new Client(ctx.app, domain), email, password)).status).toBe(200);

    ctx.clock.advanceMinutes(10);
    expect((await login(browser, email, password)).status).toBe(200);
    ctx.clock.advanceMinutes(-16);
  });

  it('20 failures from many addresses lock the account for every address', async () => {
    const { domain } = await createSite(ctx);
    const { email, password } = await activeMember(ctx, domain);
    for (let i = 0; i < 20; i++) await login(new Client(ctx.app, domain), email, `fout-${i}-wachtwoord`);
    const owner = await login(new Client(ctx.app, domain), email, password);
    expect(owner.status).toBe(429);
    expect(owner.body.error.code).toBe('login_locked');
    ctx.clock.advanceMinutes(16);
    expect((await login(new Client(ctx.app, domain), email, password)).status).toBe(200);
    ctx.clock.advanceMinutes(-16);
  });

  it('answers in English for a member whose language is English', async () => {
    const { domain } = await createSite(ctx);
    const { client, email } = await activeMember(ctx, domain);
    expect((await client.put('/api/user.php', { language: 'en' })).body.user.language).toBe('en');
    expect((await client.post('/api/password.php', { old_password: 'niet-het-oude', password: 'nieuw-wachtwoord-1' })).body.error.message)
      .toBe('Please check your old password.');
    const browser = new Client(ctx.app, domain);
    browser.jar.set('i18n_redirected', 'en');
    expect((await login(browser, email, 'verkeerd-wachtwoord')).body.error.message).toBe('Login failed, please try again');
  });
});

describe('sessions', () => {
  it('a session cookie of one site gets 403 on another site', async () => {
    const a = await createSite(ctx);
    const b = await createSite(ctx);
    const { client } = await activeMember(ctx, a.domain);
    const onB = new Client(ctx.app, b.domain);
    onB.jar.set('auth.session', client.jar.get('auth.session')!);
    const res = await onB.get('/api/user.php');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ authentication_required: true, error: { code: 'authentication_required' } });
    expect((await client.get('/api/user.php')).status).toBe(200);
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const { domain } = await createSite(ctx);
    const { client } = await activeMember(ctx, domain);
    const token = client.jar.get('auth.session')!;
    const res = await client.get('/api/logout.php');
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/auth\.session=;/);
    const replay = new Client(ctx.app, domain);
    replay.jar.set('auth.session', token);
    expect((await replay.get('/api/user.php')).status).toBe(403);
  });

  it('PUT /api/user.php refuses an unknown language and needs a session', async () => {
    const { domain } = await createSite(ctx);
    const { client } = await activeMember(ctx, domain);
    const bad = await client.put('/api/user.php', { language: 'xx' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Deze taal wordt niet ondersteund.');
    expect((await new Client(ctx.app, domain).put('/api/user.php', { language: 'de' })).status).toBe(403);
  });
});
