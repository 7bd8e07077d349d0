import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { creditTransfers } from '../../db/schema/index.js';
import { ACCOUNT_MAIL_QUEUE } from '../mail/account-mail.job.js';
import { useAppWithSmtp } from '../../../test/smtp.js';
import { Client, createSite, linkIn, mailsTo, validSignup, type TestContext, useTestApp } from '../../../test/helpers.js';

describe('activation over real SMTP', () => {
  const smtp = useAppWithSmtp();
  const { received } = smtp;
  let ctx: TestContext;
  beforeAll(() => { ctx = smtp.ctx; });

  it('signup -> mail over SMTP -> link -> /activate/done -> member active with signup credits', async () => {
    const site = await createSite(ctx, { signupCredits: 20 });
    const client = new Client(ctx.app, site.domain);
    const body = validSignup({ name: 'Femke' });
    expect((await client.post('/api/signup.php', body)).status).toBe(201);

    await ctx.deps.jobs.drain(ACCOUNT_MAIL_QUEUE);
    const mail = received.find((m) => m.headers.to === body.email);
    expect(mail).toBeDefined();
    expect(mail!.headers.from).toBe('Vonkje <noreply@vonkje.example>');
    expect(mail!.headers.subject).toBe('Activeer je account op Vonkje');
    expect(mail!.text).toContain('Hoi Femke,');
    expect(mail!.html).toContain('Account activeren');
    const link = linkIn(mail!, '/api/activate.php');
    expect(mail!.text).toContain(`http://${site.domain}:3000${link}`);

    // Opened in a fresh browser: the link itself logs the member in.
    const browser = new Client(ctx.app, site.domain);
    const res = await browser.get(link);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/activate/done');
    const me = await browser.get('/api/user.php');
    expect(me.body.user).toMatchObject({ status: 'active', credits: 20, profile: { status: 'active', name: 'Femke' } });
  });
});

describe('activation links', () => {
  const ctx = useTestApp();

  async function signedUp(host: string) {
    const client = new Client(ctx.app, host);
    const body = validSignup();
    const res = await client.post('/api/signup.php', body);
    const [mail] = await mailsTo(ctx, body.email);
    return { client, body, userId: res.body.user.id as number, link: linkIn(mail!, '/api/activate.php') };
  }

  it('works once; a second use elsewhere and a made-up token go to /activate/error', async () => {
    const { domain } = await createSite(ctx);
    const { client, link, userId } = await signedUp(domain);
    expect((await client.get(link)).headers.location).toBe('/activate/done');
    expect((await new Client(ctx.app, domain).get(link)).headers.location).toBe('/activate/error');
    expect((await client.get('/api/activate.php?token=bogus')).headers.location).toBe('/activate/error');
    expect((await client.get('/api/activate.php')).headers.location).toBe('/activate/error');
    const grants = await ctx.deps.db.select().from(creditTransfers).where(eq(creditTransfers.id, `signup_bonus:user:${userId}`));
    expect(grants).toHaveLength(1);
  });

  it('sends the member who opens their used link again, still logged in, to /activate/done', async () => {
    const { domain } = await createSite(ctx);
    const { client, link } = await signedUp(domain);
    expect((await client.get(link)).headers.location).toBe('/activate/done');
    const again = await client.get(link);
    expect(again.headers.location).toBe('/activate/done');
    // Still the same member, still logged in, credited once.
    expect((await client.get('/api/user.php')).body.user).toMatchObject({ status: 'active', credits: 20 });
    // Another member logged in on this device is not told the link worked.
    const other = await signedUp(domain);
    await other.client.get(other.link);
    expect((await other.client.get(link)).headers.location).toBe('/activate/error');
  });

  it('does not work on another site', async () => {
    const a = await createSite(ctx);
    const b = await createSite(ctx);
    const { link } = await signedUp(a.domain);
    expect((await new Client(ctx.app, b.domain).get(link)).headers.location).toBe('/activate/error');
    expect((await new Client(ctx.app, a.domain).get(link)).headers.location).toBe('/activate/done');
  });

  it('expires after 14 days', async () => {
    const { domain } = await createSite(ctx);
    const { client, link } = await signedUp(domain);
    ctx.clock.advanceMinutes(14 * 24 * 60 + 1);
    try {
      expect((await client.get(link)).headers.location).toBe('/activate/error');
    } finally {
      ctx.clock.advanceMinutes(-(14 * 24 * 60 + 1));
    }
  });

  it('resend: queues a new mail whose link replaces the old one, at most once a minute', async () => {
    const { domain } = await createSite(ctx);
    const { client, body, link: oldLink } = await signedUp(domain);
    const tooSoon = await client.post('/api/activate.php?resend=1');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error.message).toBe('We hebben je net een activatiemail gestuurd. Wacht een minuut en kijk ook in je spam-map.');

    ctx.clock.advanceMinutes(2);
    try {
      expect((await client.post('/api/activate.php?resend=1')).status).toBe(200);
      const mails = await mailsTo(ctx, body.email);
      expect(mails).toHaveLength(2);
      const newLink = linkIn(mails[1]!, '/api/activate.php');
      expect(newLink).not.toBe(oldLink);
      expect((await client.get(oldLink)).headers.location).toBe('/activate/error');
      expect((await client.get(newLink)).headers.location).toBe('/activate/done');
      const again = await client.post('/api/activate.php?resend=1');
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe('Je account is al geactiveerd.');
    } finally {
      ctx.clock.advanceMinutes(-2);
    }
  });

  it('resend needs a session', async () => {
    const { domain } = await createSite(ctx);
    const res = await new Client(ctx.app, domain).post('/api/activate.php?resend=1');
    expect(res.status).toBe(403);
    expect(res.body.authentication_required).toBe(true);
  });
});
