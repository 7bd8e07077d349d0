import { describe, expect, it } from 'vitest';
import { Client, activeMember, createSite, linkIn, mailsTo, uniqueEmail, useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp();

describe('e-mail change', () => {
  it('mails the new address and changes it only when the link is followed, once', async () => {
    const { domain } = await createSite(ctx);
    const { client, email, password } = await activeMember(ctx, domain);
    const newEmail = uniqueEmail('nieuw');
    expect((await client.post('/api/mail-change.php', { email: newEmail })).status).toBe(200);
    expect((await client.get('/api/user.php')).body.user.email).toBe(email);

    const [mail] = await mailsTo(ctx, newEmail);
    expect(mail!.headers.subject).toBe('Bevestig je nieuwe e-mailadres voor Vonkje');
    const link = linkIn(mail!, '/api/mail-change.php');
    const res = await new Client(ctx.app, domain).get(link);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/mail-change/do');
    expect((await client.get('/api/user.php')).body.user.email).toBe(newEmail);
    expect((await new Client(ctx.app, domain).get(link)).headers.location).toBe('/mail-change/do?error=link_invalid');
    expect((await new Client(ctx.app, domain).post('/api/user.php', { email: newEmail, password })).status).toBe(200);
  });

  it('refuses an invalid, unchanged or taken address with the spec texts', async () => {
    const { domain } = await createSite(ctx);
    const taken = await activeMember(ctx, domain);
    const { client, email } = await activeMember(ctx, domain);
    const invalid = await client.post('/api/mail-change.php', { email: 'geen-adres' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({ code: 'new_email_invalid', field: 'email', message: 'Nieuw e-mailadres invalide.' });
    expect((await client.post('/api/mail-change.php', { email: email.toUpperCase() })).body.error.code).toBe('new_email_same');
    const dup = await client.post('/api/mail-change.php', { email: taken.email });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('Dit e-mailadres heeft al een account op deze site.');
    expect((await new Client(ctx.app, domain).post('/api/mail-change.php', { email: uniqueEmail() })).status).toBe(403);
  });
});
