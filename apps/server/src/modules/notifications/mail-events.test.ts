import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailEvents, users } from '../../db/schema/index.js';
import { Client, createSite, insertMember, loggedInMember, uniqueEmail, useTestApp, type TestContext } from '../../../test/helpers.js';
import { useAppWithSmtp } from '../../../test/smtp.js';
import { notificationAllowed } from './notification-settings.js';

const SECRET = 'test-mail-events-secret-0123456789';
const ctx = useTestApp({ MAIL_EVENTS_SECRET: SECRET });

const post = (host: string, body: unknown, secret: string | null = SECRET) =>
  new Client(ctx.app, host).post('/api/mail-events.php', body, secret === null ? {} : { authorization: `Bearer ${secret}` });
const reasonsOf = async (userId: number) => (await ctx.deps.db.select().from(users).where(eq(users.id, userId)))[0]!.notificationsDisabled;

describe('POST /api/mail-events.php', () => {
  it('refuses calls without the right secret and changes nothing', async () => {
    const site = await createSite(ctx);
    const email = uniqueEmail('bounce');
    const member = await insertMember(ctx, site.id, {}, { email, emailNormalized: email });
    const body = { events: [{ type: 'bounce', email }] };
    for (const secret of [null, 'wrong', `${SECRET}x`]) {
      const res = await post(site.domain, body, secret);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Dit verzoek is geweigerd. Laad de pagina opnieuw en probeer het nog eens.');
    }
    expect(await reasonsOf(member.userId)).toEqual([]);
  });

  it('limits calls per address, wrong secrets included, so the secret cannot be guessed at speed', async () => {
    const site = await createSite(ctx);
    const client = new Client(ctx.app, site.domain);
    const statuses = new Set<number>();
    for (let i = 0; i < 121; i++) statuses.add((await client.post('/api/mail-events.php', { events: [{ type: 'bounce', email: 'a@b.nl' }] }, { authorization: `Bearer guess-${i}` })).status);
    expect([...statuses]).toEqual([403, 429]);
  });

  it('stops e-mail after a hard bounce on every site the address has an account on', async () => {
    const [a, b] = [await createSite(ctx), await createSite(ctx)];
    const email = uniqueEmail('dead');
    const onA = await insertMember(ctx, a.id, {}, { email, emailNormalized: email });
    const onB = await insertMember(ctx, b.id, {}, { email, emailNormalized: email });
    const res = await post(a.domain, { events: [{ type: 'bounce', email: ` ${email.toUpperCase()} `, hard: true, occurred_at: '2026-03-01T10:00:00+01:00' }] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accepted: 1 });
    for (const member of [onA, onB]) {
      expect(await reasonsOf(member.userId)).toEqual(['bounce']);
      expect(await notificationAllowed(ctx.deps.db, member.userId, 'new_messages', 'email')).toBe(false);
      expect(await notificationAllowed(ctx.deps.db, member.userId, 'new_messages', 'push')).toBe(true);
    }
    const audit = await ctx.deps.db.select().from(mailEvents).where(eq(mailEvents.emailNormalized, email));
    expect(audit.map((e) => [e.userId, e.type, e.hard, e.source, e.occurredAt.toISOString()]).sort()).toEqual([
      [onA.userId, 'bounce', true, 'provider', '2026-03-01T09:00:00.000Z'],
      [onB.userId, 'bounce', true, 'provider', '2026-03-01T09:00:00.000Z'],
    ].sort());
  });

  it('marks a spam complaint as fbl, and only records a soft bounce or an unknown address', async () => {
    const site = await createSite(ctx);
    const [complainer, soft] = [uniqueEmail('fbl'), uniqueEmail('soft')];
    const c = await insertMember(ctx, site.id, {}, { email: complainer, emailNormalized: complainer });
    const s = await insertMember(ctx, site.id, {}, { email: soft, emailNormalized: soft });
    const unknown = uniqueEmail('nobody');
    const res = await post(site.domain, { events: [
      { type: 'complaint', email: complainer }, { type: 'bounce', email: soft, hard: false }, { type: 'bounce', email: unknown },
    ] });
    expect(res.body).toEqual({ accepted: 3 });
    expect(await reasonsOf(c.userId)).toEqual(['fbl']);
    expect(await notificationAllowed(ctx.deps.db, c.userId, 'weekly_updates', 'email')).toBe(false);
    expect(await reasonsOf(s.userId)).toEqual([]);
    const [orphan] = await ctx.deps.db.select().from(mailEvents).where(eq(mailEvents.emailNormalized, unknown));
    expect(orphan).toMatchObject({ userId: null, type: 'bounce', hard: true });
  });

  it('does not let a late report undo the member turning e-mail back on after it', async () => {
    const site = await createSite(ctx);
    const { client, userId } = await loggedInMember(ctx, site);
    const [member] = await ctx.deps.db.select().from(users).where(eq(users.id, userId));
    await post(site.domain, { events: [{ type: 'bounce', email: member!.email }] });
    ctx.clock.advanceMinutes(5);
    expect((await client.put('/api/notifications.php', { resume_email: { email: member!.email } })).body.disabled).toEqual([]);
    const bouncedBefore = new Date(ctx.clock.now().getTime() - 60 * 60_000).toISOString();
    await post(site.domain, { events: [{ type: 'bounce', email: member!.email, occurred_at: bouncedBefore }] });
    expect(await reasonsOf(userId)).toEqual([]);
    await post(site.domain, { events: [{ type: 'bounce', email: member!.email, occurred_at: new Date(ctx.clock.now().getTime() + 60_000).toISOString() }] });
    expect(await reasonsOf(userId)).toEqual(['bounce']);
  });

  it('refuses a malformed batch with a localised error', async () => {
    const site = await createSite(ctx);
    for (const body of [{ events: [] }, { events: [{ type: 'opened', email: 'a@b.nl' }] }, { events: [{ type: 'bounce', email: 'no-at-sign' }] }]) {
      const res = await post(site.domain, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/^(Controleer de ingevulde gegevens\.|Ongeldige e-mail)$/);
    }
  });
});

describe('an SMTP server refusing the address when we send', () => {
  const dead = uniqueEmail('gone');
  const smtp = useAppWithSmtp({ refuse: (address) => address === dead });
  let smtpCtx: TestContext;
  beforeAll(() => { smtpCtx = smtp.ctx; });

  it('sets bounce on the member (a 5xx to RCPT TO), drops that mail, and leaves other addresses alone', async () => {
    const site = await createSite(smtpCtx);
    const member = await insertMember(smtpCtx, site.id, {}, { email: dead, emailNormalized: dead });
    const alive = uniqueEmail('alive');
    const mail = { from: { name: 'Vonkje', address: 'noreply@vonkje.example' }, subject: 'Hoi', text: 'Hoi', html: '<p>Hoi</p>' };
    await expect(smtpCtx.deps.mailer.send({ ...mail, to: dead })).resolves.toBeUndefined();
    await smtpCtx.deps.mailer.send({ ...mail, to: alive });
    expect(smtp.received.map((m) => m.headers.to)).toEqual([alive]);
    const [row] = await smtpCtx.deps.db.select().from(users).where(eq(users.id, member.userId));
    expect(row!.notificationsDisabled).toEqual(['bounce']);
    expect(await notificationAllowed(smtpCtx.deps.db, member.userId, 'like', 'email')).toBe(false);
    const [audit] = await smtpCtx.deps.db.select().from(mailEvents).where(eq(mailEvents.userId, member.userId));
    expect(audit).toMatchObject({ type: 'smtp_rejected', source: 'smtp', detail: '550', hard: true });
  });
});
