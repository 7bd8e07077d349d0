import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { conversations, profiles, users } from '../../db/schema/index.js';
import { startSession } from '../accounts/sessions.js';
import { createSite, loggedInMember, mailsTo, useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp({ MESSAGES_PER_MINUTE_PER_MEMBER: '10000', MESSAGES_PER_MINUTE_PER_IP: '10000' });

type Member = Awaited<ReturnType<typeof loggedInMember>> & { email: string };

async function member(site: { id: number; domain: string }, name: string, opts: Parameters<typeof loggedInMember>[2] = {}): Promise<Member> {
  const m = await loggedInMember(ctx, site, { ...opts, profile: { name, ...opts.profile } });
  const [row] = await ctx.deps.db.select({ email: users.email }).from(users).where(eq(users.id, m.userId));
  return { ...m, email: row!.email };
}

/** The member closed the site a while ago: last activity two hours before the (test) clock. */
async function away(m: Member, minutes = 120) {
  await ctx.deps.db.update(profiles).set({ lastActiveAt: new Date(ctx.clock.now().getTime() - minutes * 60_000) }).where(eq(profiles.id, m.profile.id));
}

/** The member opens the site again (a new login writes their activity), then leaves. */
async function visitsAndLeaves(m: Member) {
  await startSession(ctx.deps.db, ctx.clock, { id: m.userId, siteId: m.profile.siteId });
  ctx.clock.advanceMinutes(30);
}

const say = (from: Member, to: Member, text = 'Hoi!', extra: Record<string, unknown> = {}) =>
  from.client.post('/api/message.php', { profile: to.profile.id, kind: 'text', text, client_id: randomUUID(), ...extra });

async function conversationOf(a: Member, b: Member) {
  const [low, high] = [a.profile.id, b.profile.id].sort((x, y) => x - y);
  const [row] = await ctx.deps.db.select({ id: conversations.id }).from(conversations)
    .where(and(eq(conversations.profileLow, low!), eq(conversations.profileHigh, high!)));
  return row!.id;
}

async function pair() {
  const site = await createSite(ctx);
  const anna = await member(site, 'Anna', { credits: 1000, user: { paidUser: true } });
  const bas = await member(site, 'Bas', { profile: { gender: 'male' } });
  return { site, anna, bas };
}

describe('message notification mails', () => {
  it('mails the first message of a conversation in the member’s language, linking to it, with a one-click unsubscribe', async () => {
    const { site, anna, bas } = await pair();
    await ctx.deps.db.update(users).set({ language: 'de' }).where(eq(users.id, bas.userId));
    await away(bas);
    expect((await say(anna, bas)).status).toBe(201);

    const [mail, ...more] = await mailsTo(ctx, bas.email);
    expect(more).toEqual([]);
    expect(mail!.headers.subject).toBe('Anna hat ein Gespräch mit dir begonnen');
    expect(mail!.text).toContain('Hallo Bas,');
    // No message content in the inbox: only who wrote, and the way to the conversation.
    expect(mail!.text).not.toContain('Hoi!');
    expect(mail!.text).toContain(`http://${site.domain}:3000/chats/${await conversationOf(anna, bas)}`);

    const header = mail!.headers['list-unsubscribe']!;
    expect(header).toMatch(new RegExp(`^<http://${site.domain.replace(/\./g, '\\.')}:3000/api/unsubscribe\\.php\\?token=[^>\\s]+>$`));
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = header.slice(1, -1);
    expect(mail!.text).toContain(`Diese E-Mails abbestellen: ${unsubscribeUrl}`);
    expect(mail!.text).toContain('für neue Gespräche eingeschaltet');
    expect(mail!.html).toContain(`href="${unsubscribeUrl}"`);
    expect(mail!.html).toContain(`http://${site.domain}:3000/notifications`);
  });

  it('sends one mail for ten messages in a row, and mails again once the member has been back', async () => {
    const { anna, bas } = await pair();
    await away(bas);
    for (let i = 0; i < 10; i++) expect((await say(anna, bas, `Bericht ${i}`)).status).toBe(201);
    const first = await mailsTo(ctx, bas.email);
    expect(first.map((m) => m.headers.subject)).toEqual(['Anna is een gesprek met je begonnen']);

    // Still away: nothing more, however many messages.
    expect((await say(anna, bas, 'Nog eentje')).status).toBe(201);
    expect(await mailsTo(ctx, bas.email)).toHaveLength(1);

    await visitsAndLeaves(bas);
    expect((await say(anna, bas, 'Ben je er weer?')).status).toBe(201);
    expect((await say(anna, bas, 'Hallo?')).status).toBe(201);
    const after = await mailsTo(ctx, bas.email);
    expect(after.map((m) => m.headers.subject)).toEqual(['Anna is een gesprek met je begonnen', 'Nieuw bericht van Anna']);
    expect(after[1]!.text).toContain(`/chats/${await conversationOf(anna, bas)}`);
  });

  it('mails nothing to a member who is online, or about a message they have read', async () => {
    const { anna, bas } = await pair();
    // Bas just logged in (loggedInMember): online.
    expect((await say(anna, bas)).status).toBe(201);
    expect(await mailsTo(ctx, bas.email)).toEqual([]);

    ctx.clock.advanceMinutes(60);
    await away(bas);
    expect((await say(anna, bas, 'Nog een')).status).toBe(201);
    expect((await bas.client.post('/api/read.php', { conversation: await conversationOf(anna, bas) })).status).toBe(200);
    await away(bas);
    expect(await mailsTo(ctx, bas.email)).toEqual([]);
  });

  it('sends nothing for a type whose e-mail is switched off, and the other type still mails', async () => {
    const { anna, bas } = await pair();
    expect((await bas.client.put('/api/notifications.php', { settings: { new_conversations: { email: false } } })).status).toBe(200);
    await away(bas);
    expect((await say(anna, bas)).status).toBe(201);
    expect(await mailsTo(ctx, bas.email)).toEqual([]);

    expect((await say(anna, bas, 'En nu?')).status).toBe(201);
    expect((await mailsTo(ctx, bas.email)).map((m) => m.headers.subject)).toEqual(['Nieuw bericht van Anna']);

    const { anna: other, bas: carla } = await pair();
    expect((await carla.client.put('/api/notifications.php', { settings: { new_messages: { email: false } } })).status).toBe(200);
    await away(carla);
    expect((await say(other, carla)).status).toBe(201);
    expect(await mailsTo(ctx, carla.email)).toHaveLength(1);
    await visitsAndLeaves(carla);
    expect((await say(other, carla, 'Tweede')).status).toBe(201);
    expect((await mailsTo(ctx, carla.email)).map((m) => m.headers.subject)).toEqual(['Anna is een gesprek met je begonnen']);
  });

  it('never mails a fictional profile’s owner, a deleted or not activated member, or a bounced address', async () => {
    const site = await createSite(ctx);
    const anna = await member(site, 'Anna', { credits: 1000, user: { paidUser: true } });
    const fictional = await member(site, 'Fictief', { profile: { isFictional: true } });
    await away(fictional);
    expect((await say(anna, fictional, 'Hoi', { acknowledge_fictional: true })).status).toBe(201);
    expect(await mailsTo(ctx, fictional.email)).toEqual([]);

    for (const change of [{ status: 'deleted' as const }, { status: 'not_confirmed' as const }, { notificationsDisabled: ['bounce'] }]) {
      const recipient = await member(site, 'Bas', { profile: { gender: 'male' } });
      await away(recipient);
      expect((await say(anna, recipient)).status).toBe(201);
      // What happened between the message and its mail job decides.
      await ctx.deps.db.update(users).set(change).where(eq(users.id, recipient.userId));
      expect(await mailsTo(ctx, recipient.email)).toEqual([]);
    }
  });
});

describe('like notification mails', () => {
  it('mails a like with a link to the liker, once per absence, and a match says so', async () => {
    const { site, anna, bas } = await pair();
    const carla = await member(site, 'Carla');
    await away(bas);
    expect((await anna.client.post('/api/like.php', { profile: bas.profile.id })).status).toBe(200);
    expect((await carla.client.post('/api/like.php', { profile: bas.profile.id })).status).toBe(200);
    const likes = await mailsTo(ctx, bas.email);
    expect(likes.map((m) => m.headers.subject)).toEqual(['Anna vindt je leuk']);
    expect(likes[0]!.text).toContain(`http://${site.domain}:3000/members/${anna.profile.id}`);
    expect(likes[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    await away(anna);
    expect((await bas.client.post('/api/like.php', { profile: anna.profile.id })).body).toMatchObject({ liked: true, match: true });
    const [match, ...more] = await mailsTo(ctx, anna.email);
    expect(more).toEqual([]);
    expect(match!.headers.subject).toBe('Het is een match: jij en Bas');
    expect(match!.text).toContain(`http://${site.domain}:3000/members/${bas.profile.id}/chat`);
  });

  it('sends nothing when like mails are switched off, for a like taken back, or to a fictional profile', async () => {
    const { site, anna, bas } = await pair();
    expect((await bas.client.put('/api/notifications.php', { settings: { like: { email: false } } })).status).toBe(200);
    await away(bas);
    expect((await anna.client.post('/api/like.php', { profile: bas.profile.id })).status).toBe(200);
    expect(await mailsTo(ctx, bas.email)).toEqual([]);

    const dirk = await member(site, 'Dirk', { profile: { gender: 'male' } });
    await away(dirk);
    expect((await anna.client.post('/api/like.php', { profile: dirk.profile.id })).status).toBe(200);
    expect((await anna.client.delete('/api/like.php', { profile: dirk.profile.id })).status).toBe(200);
    expect(await mailsTo(ctx, dirk.email)).toEqual([]);

    const fictional = await member(site, 'Fictief', { profile: { isFictional: true } });
    await away(fictional);
    expect((await anna.client.post('/api/like.php', { profile: fictional.profile.id })).status).toBe(200);
    expect(await mailsTo(ctx, fictional.email)).toEqual([]);
  });
});
