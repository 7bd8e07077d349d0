import { describe, expect, it } from 'vitest';
import { Client, activeMember, createSite, mailsTo, uniqueEmail, validSignup, useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp();

/** Acceptance: every account error reads in English for a member (or visitor) whose language is English. */
describe('account texts in English', () => {
  it('signup, login, reset, password and e-mail change errors', async () => {
    const { domain } = await createSite(ctx);
    const member = await activeMember(ctx, domain);
    await member.client.put('/api/user.php', { language: 'en' });
    const visitor = new Client(ctx.app, domain);
    visitor.jar.set('i18n_redirected', 'en');
    const message = (res: { body: { error: { message: string } } }) => res.body.error.message;

    expect(message(await visitor.post('/api/signup.php', validSignup({ email: 'nope' })))).toBe('Invalid e-mail');
    expect(message(await visitor.post('/api/signup.php', validSignup({ email: member.email })))).toBe('This e-mail address already has an account on this site.');
    expect(message(await visitor.post('/api/signup.php', validSignup({ email: 'kim@example.com', name: 'kim@example.com' }))))
      .toBe('Your profile name must be different from your e-mail address');
    expect(message(await visitor.post('/api/signup.php', validSignup({ name: '@kim' })))).toBe('Your profile name must not start with @.');
    expect(message(await visitor.post('/api/signup.php', validSignup({ date_of_birth: '1990-02-31' })))).toBe('Invalid date of birth.');

    expect(message(await visitor.post('/api/password-reset.php', { email: uniqueEmail() }))).toBe('E-mail address not found');
    expect(message(await visitor.post('/api/password-reset.php?do=1', { token: 'bogus', password: 'nieuw-wachtwoord-1', password_repeat: 'nieuw-wachtwoord-1' })))
      .toBe('Link expired or invalid, please request a new e-mail');
    expect(message(await visitor.post('/api/password-reset.php?do=1', { token: 'bogus', password: 'nieuw-wachtwoord-1', password_repeat: 'anders' })))
      .toBe('The passwords you entered do not match.');
    for (let i = 0; i < 3; i++) {
      await visitor.post('/api/password-reset.php', { email: member.email });
      await mailsTo(ctx, member.email);
    }
    expect(message(await visitor.post('/api/password-reset.php', { email: member.email })))
      .toBe('Too many password reset e-mails sent, please try again tomorrow.');

    expect(message(await member.client.post('/api/mail-change.php', { email: 'kapot' }))).toBe('New e-mail address invalid.');

    for (let i = 0; i < 4; i++) await visitor.post('/api/user.php', { email: member.email, password: `wrong-${i}-password` });
    expect(message(await visitor.post('/api/user.php', { email: member.email, password: 'wrong-5-password' })))
      .toBe('Too many failed attempts, account locked for 15 min.');
  });

  it('mails go out in the member language', async () => {
    const { domain } = await createSite(ctx);
    const visitor = new Client(ctx.app, domain);
    visitor.jar.set('i18n_redirected', 'en');
    const body = validSignup({ name: 'Kim' });
    await visitor.post('/api/signup.php', body);
    const [mail] = await mailsTo(ctx, body.email);
    expect(mail!.headers.subject).toBe('Activate your account on Vonkje');
    expect(mail!.text).toContain('Hi Kim,');
  });
});
