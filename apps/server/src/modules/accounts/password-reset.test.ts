import { describe, expect, it } from 'vitest';
import { Client, activeMember, createSite, linkIn, mailsTo, useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp();

const tokenFrom = (path: string) => new URLSearchParams(path.split('?')[1]).get('token')!;

describe('password reset', () => {
  it('refuses an unknown address with the spec text', async () => {
    const { domain } = await createSite(ctx);
    const res = await new Client(ctx.app, domain).post('/api/password-reset.php', { email: 'onbekend@example.com' });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'email_not_found', field: 'email', message: 'E-mailadres niet gevonden' });
  });

  it('a reset link works once, ends every session and lets the new password in', async () => {
    const { domain } = await createSite(ctx);
    const { client: oldDevice, email, password } = await activeMember(ctx, domain);
    const browser = new Client(ctx.app, domain);
    expect((await browser.post('/api/password-reset.php', { email })).status).toBe(200);
    const mails = (await mailsTo(ctx, email)).filter((m) => m.headers.subject?.startsWith('Nieuw wachtwoord'));
    expect(mails).toHaveLength(1);
    const link = linkIn(mails[0]!, '/reset-password/do');
    const token = tokenFrom(link);

    const differ = await browser.post('/api/password-reset.php?do=1', { token, password: 'nieuw-wachtwoord-1', password_repeat: 'iets-anders-1' });
    expect(differ.status).toBe(400);
    expect(differ.body.error).toMatchObject({ field: 'password_repeat', message: 'De opgegeven wachtwoorden zijn niet gelijk.' });

    const ok = await browser.post('/api/password-reset.php?do=1', { token, password: 'nieuw-wachtwoord-1', password_repeat: 'nieuw-wachtwoord-1' });
    expect(ok.status).toBe(200);
    expect((await oldDevice.get('/api/user.php')).status).toBe(403);

    const reuse = await browser.post('/api/password-reset.php?do=1', { token, password: 'nog-een-wachtwoord', password_repeat: 'nog-een-wachtwoord' });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error.message).toBe('Link verlopen of invalide, vraag een nieuwe e-mail aan');

    expect((await browser.post('/api/user.php', { email, password })).status).toBe(401);
    expect((await browser.post('/api/user.php', { email, password: 'nieuw-wachtwoord-1' })).status).toBe(200);
  });

  it('a link expires after 2 hours', async () => {
    const { domain } = await createSite(ctx);
    const { email } = await activeMember(ctx, domain);
    const browser = new Client(ctx.app, domain);
    await browser.post('/api/password-reset.php', { email });
    const [mail] = (await mailsTo(ctx, email)).filter((m) => m.headers.subject?.startsWith('Nieuw wachtwoord'));
    ctx.clock.advanceMinutes(121);
    const res = await browser.post('/api/password-reset.php?do=1', { token: tokenFrom(linkIn(mail!, '/reset-password/do')), password: 'nieuw-wachtwoord-1', password_repeat: 'nieuw-wachtwoord-1' });
    ctx.clock.advanceMinutes(-121);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('link_invalid');
  });

  it('sends at most three reset mails a day', async () => {
    const { domain } = await createSite(ctx);
    const { email } = await activeMember(ctx, domain);
    const browser = new Client(ctx.app, domain);
    for (let i = 0; i < 3; i++) {
      expect((await browser.post('/api/password-reset.php', { email })).status).toBe(200);
      await mailsTo(ctx, email);
    }
    const fourth = await browser.post('/api/password-reset.php', { email });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toBe('Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.');
    // Only the newest link works.
    const links = (await mailsTo(ctx, email)).filter((m) => m.headers.subject?.startsWith('Nieuw wachtwoord')).map((m) => tokenFrom(linkIn(m, '/reset-password/do')));
    expect(links).toHaveLength(3);
    const body = (token: string) => ({ token, password: 'nieuw-wachtwoord-1', password_repeat: 'nieuw-wachtwoord-1' });
    expect((await browser.post('/api/password-reset.php?do=1', body(links[0]!))).status).toBe(400);
    expect((await browser.post('/api/password-reset.php?do=1', body(links[2]!))).status).toBe(200);
  });

  it('a reset lifts a login lock', async () => {
    const { domain } = await createSite(ctx);
    const { email } = await activeMember(ctx, domain);
    const browser = new Client(ctx.app, domain);
    for (let i = 0; i < 5; i++) await browser.post('/api/user.php', { email, password: `fout-${i}-wachtwoord` });
    expect((await browser.post('/api/user.php', { email, password: 'fout-x-wachtwoord' })).status).toBe(429);
    await browser.post('/api/password-reset.php', { email });
    const [mail] = (await mailsTo(ctx, email)).filter((m) => m.headers.subject?.startsWith('Nieuw wachtwoord'));
    await browser.post('/api/password-reset.php?do=1', { token: tokenFrom(linkIn(mail!, '/reset-password/do')), password: 'nieuw-wachtwoord-1', password_repeat: 'nieuw-wachtwoord-1' });
    expect((await browser.post('/api/user.php', { email, password: 'nieuw-wachtwoord-1' })).status).toBe(200);
  });
});

describe('password change', () => {
  it('checks the old password, logs out other devices and mails the member', async () => {
    const { domain } = await createSite(ctx);
    const { client, email, password } = await activeMember(ctx, domain);
    const otherDevice = new Client(ctx.app, domain);
    await otherDevice.post('/api/user.php', { email, password });

    const wrong = await client.post('/api/password.php', { old_password: 'niet-het-oude', password: 'nieuw-wachtwoord-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ code: 'old_password_wrong', field: 'old_password', message: 'Controleer je oude wachtwoord.' });

    expect((await client.post('/api/password.php', { old_password: password, password: 'nieuw-wachtwoord-1' })).status).toBe(200);
    expect((await client.get('/api/user.php')).status).toBe(200);
    expect((await otherDevice.get('/api/user.php')).status).toBe(403);
    const mails = await mailsTo(ctx, email);
    expect(mails.map((m) => m.headers.subject)).toContain('Je wachtwoord op Vonkje is gewijzigd');
  });
});
