import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, users } from '../../db/schema/index.js';
import { createSite, loggedInMember, type TestContext } from '../../../test/helpers.js';
import { useAppWithSmtp } from '../../../test/smtp.js';
import { notificationMailJob } from './notification-mail.job.js';
import { notificationAllowed } from './notification-settings.js';

/** An address the receiving server does not know: 550 to RCPT TO. */
const DEAD = 'gone@dead.example';

describe('notification mails over real SMTP', () => {
  const smtp = useAppWithSmtp({ refuse: (address) => address === DEAD });
  const { received, recipientsTried } = smtp;
  let ctx: TestContext;
  beforeAll(() => { ctx = smtp.ctx; });

  async function pairOn(site: { id: number; domain: string }, recipientUser: Partial<typeof users.$inferInsert> = {}) {
    const sender = await loggedInMember(ctx, site, { credits: 1000, profile: { name: 'Anna' }, user: { paidUser: true } });
    const recipient = await loggedInMember(ctx, site, { profile: { name: 'Bas', gender: 'male' }, user: recipientUser });
    const away = new Date(ctx.clock.now().getTime() - 2 * 60 * 60_000);
    await ctx.deps.db.update(profiles).set({ lastActiveAt: away }).where(eq(profiles.id, recipient.profile.id));
    const [row] = await ctx.deps.db.select({ email: users.email }).from(users).where(eq(users.id, recipient.userId));
    return { sender, recipient, email: row!.email };
  }
  const write = (from: Awaited<ReturnType<typeof loggedInMember>>, to: number) =>
    from.client.post('/api/message.php', { profile: to, kind: 'text', text: 'Hoi', client_id: randomUUID() });

  it('delivers a new-conversation mail with both RFC 8058 headers, and the one-click POST switches that type off', async () => {
    const site = await createSite(ctx);
    const { sender, recipient, email } = await pairOn(site);
    expect((await write(sender, recipient.profile.id)).status).toBe(201);
    await ctx.deps.jobs.drain(notificationMailJob);

    const mail = received.find((m) => m.headers.to === email)!;
    expect(mail.headers.from).toBe('Vonkje <noreply@vonkje.example>');
    expect(mail.headers.subject).toBe('Anna is een gesprek met je begonnen');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/[^>]+\/api\/unsubscribe\.php\?token=[^>\s]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // What a mail client does for "unsubscribe": a form POST to the header's address, no cookie, no origin.
    const url = new URL(mail.headers['list-unsubscribe']!.slice(1, -1));
    const res = await ctx.app.inject({
      method: 'POST', url: url.pathname + url.search, payload: 'List-Unsubscribe=One-Click',
      headers: { host: site.domain, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(await notificationAllowed(ctx.deps.db, recipient.userId, 'new_conversations', 'email')).toBe(false);
    expect(await notificationAllowed(ctx.deps.db, recipient.userId, 'new_messages', 'email')).toBe(true);
  });

  it('stops mailing an address the receiving server refused for good', async () => {
    const site = await createSite(ctx);
    const { sender, recipient } = await pairOn(site, { email: DEAD, emailNormalized: DEAD });
    const carla = await loggedInMember(ctx, site, { credits: 1000, profile: { name: 'Carla' }, user: { paidUser: true } });
    expect((await write(sender, recipient.profile.id)).status).toBe(201);
    await ctx.deps.jobs.drain(notificationMailJob);
    expect(recipientsTried.filter((a) => a === DEAD)).toHaveLength(1);

    expect((await write(carla, recipient.profile.id)).status).toBe(201);
    await ctx.deps.jobs.drain(notificationMailJob);
    expect(recipientsTried.filter((a) => a === DEAD)).toHaveLength(1);
    expect(received.some((m) => m.headers.to === DEAD)).toBe(false);
  });
});
