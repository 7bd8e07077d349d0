import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq, sql } from 'drizzle-orm';
import { creditTransfers, messages, users } from '../../db/schema/index.js';
import { Client, createSite, createTestApp, grantCredits, linkIn, loggedInMember, mailsTo, useTestApp, validSignup } from '../../../test/helpers.js';
import { realtimeEvents } from '../../db/schema/index.js';
import { findLedgerMismatches } from '../credits/audit-ledger.js';

// The races below send far more than a person could; the sending limits get their own test with the defaults.
const ctx = useTestApp({ MESSAGES_PER_MINUTE_PER_MEMBER: '10000', MESSAGES_PER_MINUTE_PER_IP: '10000' });

const text = (profile: number, body = 'Hoi!', extra: Record<string, unknown> = {}) => ({ profile, kind: 'text', text: body, client_id: randomUUID(), ...extra });
const balanceOf = async (userId: number) => (await ctx.deps.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]!.credits;
const jpeg = () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#c33' } }).withExif({ IFD0: { Artist: 'Secret Name' } }).jpeg().toBuffer();

async function pair(credits = 100, siteOverrides = {}) {
  const site = await createSite(ctx, siteOverrides);
  const a = await loggedInMember(ctx, site, { credits, profile: { name: 'Anna' } });
  const b = await loggedInMember(ctx, site, { credits, profile: { name: 'Bas', gender: 'male' } });
  return { site, a, b };
}

describe('paid messages', () => {
  it('charges the site price per kind and shows both sides the conversation', async () => {
    const { site, a, b } = await pair(200);
    const first = await a.client.post('/api/message.php', text(b.profile.id, '<b>vet</b> & "zo"'));
    expect(first.status).toBe(201);
    expect(first.body.credits).toBe(200 - site.messageCredits);
    // Stored and answered as typed: markup stays text.
    expect(first.body.message).toMatchObject({ kind: 'text', text: '<b>vet</b> & "zo"', from_me: true, read: false });
    const gift = await a.client.post('/api/message.php', { profile: b.profile.id, kind: 'gift', gift: 'rose', client_id: randomUUID() });
    expect(gift.status).toBe(201);
    expect(gift.body.credits).toBe(200 - site.messageCredits - site.giftCredits);
    const upload = await a.client.upload('/api/message-photo.php', await jpeg());
    expect(upload.status).toBe(201);
    const photo = await a.client.post('/api/message.php', { profile: b.profile.id, kind: 'photo', photo: upload.body.photo.key, client_id: randomUUID() });
    expect(photo.status).toBe(201);
    expect(photo.body.credits).toBe(200 - site.messageCredits - site.giftCredits - site.photoCredits);
    expect(await balanceOf(a.userId)).toBe(photo.body.credits);

    const chatsB = (await b.client.get('/api/chats.php')).body;
    expect(chatsB.total_unread).toBe(3);
    expect(chatsB.chats[0]).toMatchObject({ profile: { id: a.profile.id, name: 'Anna' }, num_unread_messages: 3, started_by_me: false, last_message: { kind: 'photo', from_me: false } });
    const history = (await b.client.get(`/api/messages.php?conversation=${chatsB.chats[0].conversation}`)).body;
    expect(history.messages.map((m: { kind: string }) => m.kind)).toEqual(['text', 'gift', 'photo']);
    expect(history.messages[0].text).toBe('<b>vet</b> & "zo"');
    // Reading: unread to 0, and the sender sees the ticks.
    expect((await b.client.post('/api/read.php', { conversation: chatsB.chats[0].conversation })).body).toEqual({ ok: true, total_unread: 0 });
    const seenByA = (await a.client.get(`/api/messages.php?profile=${b.profile.id}`)).body;
    expect(seenByA.messages.every((m: { read: boolean }) => m.read)).toBe(true);
    expect(await findLedgerMismatches(ctx.deps.db)).toEqual([]);
  });

  it('refuses empty, whitespace-only and too long texts and charges nothing', async () => {
    const { a, b } = await pair(100, { messageLength: 20 });
    for (const [body, code] of [['', 'message_empty'], ['  \n\t ', 'message_empty'], ['x'.repeat(21), 'message_too_long']] as const) {
      const res = await a.client.post('/api/message.php', text(b.profile.id, body));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(code);
    }
    expect((await a.client.post('/api/message.php', text(b.profile.id, 'x'.repeat(20)))).status).toBe(201);
    const tooLong = await a.client.post('/api/message.php', text(b.profile.id, 'x'.repeat(21)));
    expect(tooLong.body.error.message).toContain('20');
    expect(await balanceOf(a.userId)).toBe(90);
  });

  it('with a short balance: "Je hebt onvoldoende credits", a link to /credits, nothing sent or charged', async () => {
    const { a, b } = await pair(5);
    const res = await a.client.post('/api/message.php', text(b.profile.id));
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: 'insufficient_credits', message: 'Je hebt onvoldoende credits', link: '/credits' });
    expect(await balanceOf(a.userId)).toBe(5);
    expect((await b.client.get('/api/chats.php')).body.chats).toEqual([]);
    expect((await a.client.get('/api/chats.php')).body.chats).toEqual([]);
  });

  it('a retry with the same client_id is one message and one debit', async () => {
    const { a, b } = await pair(100);
    const body = text(b.profile.id, 'Dubbelklik');
    const answers = await Promise.all(Array.from({ length: 8 }, () => a.client.post('/api/message.php', body)));
    expect(answers.every((r) => r.status === 201)).toBe(true);
    expect(new Set(answers.map((r) => r.body.message.id)).size).toBe(1);
    expect(await balanceOf(a.userId)).toBe(90);
    const stored = await ctx.deps.db.select().from(messages).where(eq(messages.senderProfileId, a.profile.id));
    expect(stored).toHaveLength(1);
  });

  it('100 parallel sends with credits for 10 deliver exactly 10 and end at 0', async () => {
    const { site, a, b } = await pair(0);
    await ctx.deps.db.update(users).set({ paidUser: true }).where(eq(users.id, a.userId));
    await grantCredits(ctx, site.id, a.userId, site.messageCredits * 10);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => a.client.post('/api/message.php', text(b.profile.id, `bericht ${i}`))));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(10);
    expect(answers.filter((r) => r.status === 402)).toHaveLength(90);
    expect(await balanceOf(a.userId)).toBe(0);
    const [{ n }] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(messages).where(eq(messages.senderProfileId, a.profile.id)) as [{ n: number }];
    expect(n).toBe(10);
    const debits = await ctx.deps.db.select({ total: sql<number>`sum(amount)::int` }).from(creditTransfers).where(and(eq(creditTransfers.siteId, site.id), eq(creditTransfers.kind, 'message')));
    expect(debits[0]!.total).toBe(site.messageCredits * 10);
    expect(await findLedgerMismatches(ctx.deps.db)).toEqual([]);
  });
});

describe('the free member\'s two conversations', () => {
  it('10 parallel first messages to 10 profiles start exactly 2; replying is not starting', async () => {
    const site = await createSite(ctx);
    const free = await loggedInMember(ctx, site, { credits: 500 });
    const targets = await Promise.all(Array.from({ length: 10 }, () => loggedInMember(ctx, site, { credits: 100 })));
    const answers = await Promise.all(targets.map((t) => free.client.post('/api/message.php', text(t.profile.id))));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = answers.filter((r) => r.status === 403);
    expect(refused).toHaveLength(8);
    expect(refused[0]!.body.error).toMatchObject({ code: 'conversation_limit', link: '/premium' });
    expect(refused[0]!.body.error.message).toContain('2');
    expect(await balanceOf(free.userId)).toBe(500 - 2 * site.messageCredits);
    // Someone else starts a conversation with the free member: replying is allowed.
    const stranger = targets.find((_, i) => answers[i]!.status === 403)!;
    expect((await stranger.client.post('/api/message.php', text(free.profile.id))).status).toBe(201);
    expect((await free.client.post('/api/message.php', text(stranger.profile.id, 'Antwoord'))).status).toBe(201);
    const view = (await free.client.get(`/api/messages.php?profile=${targets.find((_, i) => answers[i]!.status === 403 && targets[i] !== stranger)!.profile.id}`)).body;
    expect(view.conversation_limit_reached).toBe(true);
  });

  it('the limit is said before the balance: a free member with no credits left hears about premium first', async () => {
    const site = await createSite(ctx);
    const free = await loggedInMember(ctx, site, { credits: 2 * site.messageCredits });
    const [x, y, z] = await Promise.all([1, 2, 3].map(() => loggedInMember(ctx, site)));
    for (const t of [x!, y!]) expect((await free.client.post('/api/message.php', text(t.profile.id))).status).toBe(201);
    const third = await free.client.post('/api/message.php', text(z!.profile.id));
    expect(third.body.error.code).toBe('conversation_limit');
    expect((await free.client.post('/api/message.php', text(x!.profile.id))).body.error.code).toBe('insufficient_credits');
  });

  it('a premium member starts as many as they like', async () => {
    const site = await createSite(ctx);
    const premium = await loggedInMember(ctx, site, { credits: 100, user: { paidUser: true } });
    const targets = await Promise.all(Array.from({ length: 4 }, () => loggedInMember(ctx, site)));
    for (const t of targets) expect((await premium.client.post('/api/message.php', text(t.profile.id))).status).toBe(201);
  });
});

describe('who can be written to', () => {
  it('blocking removes the conversation for both and refuses messages both ways; the blocked member is told', async () => {
    const { a, b } = await pair(100);
    await a.client.post('/api/message.php', text(b.profile.id));
    expect((await b.client.get('/api/chats.php')).body.chats).toHaveLength(1);
    expect((await b.client.post('/api/block.php', { profile_id: a.profile.id })).status).toBe(200);
    expect((await a.client.get('/api/chats.php')).body.chats).toEqual([]);
    expect((await b.client.get('/api/chats.php')).body.chats).toEqual([]);
    const fromBlocked = await a.client.post('/api/message.php', text(b.profile.id));
    expect(fromBlocked.status).toBe(403);
    expect(fromBlocked.body.error.code).toBe('blocked');
    const fromBlocker = await b.client.post('/api/message.php', text(a.profile.id));
    expect(fromBlocker.status).toBe(403);
    expect(fromBlocker.body.error.code).toBe('blocked_by_me');
    expect(await balanceOf(a.userId)).toBe(90);
  });

  it('invisible members: not for new conversations, still for partners of an existing one', async () => {
    const site = await createSite(ctx);
    const hidden = await loggedInMember(ctx, site, { credits: 100 });
    const partner = await loggedInMember(ctx, site, { credits: 100 });
    const stranger = await loggedInMember(ctx, site, { credits: 100 });
    await partner.client.post('/api/message.php', text(hidden.profile.id));
    await hidden.client.put('/api/invisible.php', { invisible: true });
    expect((await stranger.client.post('/api/message.php', text(hidden.profile.id))).status).toBe(404);
    expect((await partner.client.post('/api/message.php', text(hidden.profile.id, 'Nog steeds hier?'))).status).toBe(201);
    expect((await partner.client.get(`/api/member.php?id=${hidden.profile.id}`)).status).toBe(200);
    expect((await stranger.client.get(`/api/member.php?id=${hidden.profile.id}`)).status).toBe(404);
    expect((await hidden.client.post('/api/message.php', text(partner.profile.id, 'Ja!'))).status).toBe(201);
  });

  it('profiles of another site, unknown ids, oneself and nonsense ids are "not found"', async () => {
    const { a } = await pair(100);
    const elsewhere = await loggedInMember(ctx, await createSite(ctx));
    for (const profile of [elsewhere.profile.id, 2_000_000_000, a.profile.id]) {
      const res = await a.client.post('/api/message.php', text(profile));
      expect(res.status).toBe(404);
    }
    expect((await a.client.post('/api/message.php', text(3_000_000_000))).status).toBe(400);
    expect((await a.client.get('/api/messages.php?conversation=99999999999')).status).toBe(404);
    expect((await a.client.get('/api/messages.php?conversation=abc')).status).toBe(404);
    expect((await a.client.post('/api/message.php', { ...text(1), text: 'a\u0000b' })).status).toBe(400);
    expect(await balanceOf(a.userId)).toBe(100);
  });

  it('replies to a member whose e-mail is not confirmed wait until they confirm', async () => {
    const site = await createSite(ctx);
    const unconfirmed = await loggedInMember(ctx, site, { credits: 100, user: { status: 'not_confirmed' } });
    const partner = await loggedInMember(ctx, site, { credits: 100 });
    expect((await unconfirmed.client.post('/api/message.php', text(partner.profile.id, 'Hallo'))).status).toBe(201);
    expect((await partner.client.post('/api/message.php', text(unconfirmed.profile.id, 'Geheim antwoord'))).status).toBe(201);
    const held = (await unconfirmed.client.get('/api/chats.php')).body.chats[0];
    expect(held).toMatchObject({ held_messages: 1, num_unread_messages: 0, last_message: { from_me: true } });
    const history = (await unconfirmed.client.get(`/api/messages.php?conversation=${held.conversation}`)).body;
    expect(history.held_messages).toBe(1);
    expect(JSON.stringify(history)).not.toContain('Geheim antwoord');
  });

  it('confirming the e-mail address releases the held replies, and open tabs are told to reload', async () => {
    const site = await createSite(ctx);
    const newcomer = new Client(ctx.app, site.domain);
    const signup = validSignup();
    const created = await newcomer.post('/api/signup.php', signup);
    expect(created.status).toBe(201);
    const userId = created.body.user.id as number;
    await grantCredits(ctx, site.id, userId, 50); // e.g. bought before confirming
    const partner = await loggedInMember(ctx, site, { credits: 100 });
    expect((await newcomer.post('/api/message.php', text(partner.profile.id, 'Hallo'))).status).toBe(201);
    await partner.client.post('/api/message.php', text(created.body.user.profile.id, 'Welkom!'));
    expect((await newcomer.get('/api/chats.php')).body.chats[0].held_messages).toBe(1);

    const [mail] = await mailsTo(ctx, signup.email);
    await newcomer.get(linkIn(mail!, '/api/activate.php'));
    const chat = (await newcomer.get('/api/chats.php')).body.chats[0];
    expect(chat).toMatchObject({ held_messages: 0, num_unread_messages: 1, last_message: { preview: 'Welkom!', from_me: false } });
    const stored = await ctx.deps.db.select({ type: realtimeEvents.type }).from(realtimeEvents).where(eq(realtimeEvents.userId, userId));
    expect(stored.map((e) => e.type)).toContain('chats_changed');
  });
});

describe('fictional profiles', () => {
  it('the first paid message waits for the one-time notice; nobody fictional is "online"', async () => {
    const site = await createSite(ctx);
    const member = await loggedInMember(ctx, site, { credits: 100 });
    const { profile: fictional } = await loggedInMember(ctx, site, { profile: { isFictional: true, name: 'Fictief' } });
    const view = (await member.client.get(`/api/messages.php?profile=${fictional.id}`)).body;
    expect(view).toMatchObject({ fictional_notice: true, profile: { fictional: true, online_recently: false } });
    const first = await member.client.post('/api/message.php', text(fictional.id));
    expect(first.status).toBe(409);
    expect(first.body.error.code).toBe('fictional_notice');
    expect(await balanceOf(member.userId)).toBe(100);
    expect((await member.client.post('/api/message.php', text(fictional.id, 'Hoi', { acknowledge_fictional: true }))).status).toBe(201);
    expect((await member.client.post('/api/message.php', text(fictional.id, 'Nog een'))).status).toBe(201);
    const chats = (await member.client.get('/api/chats.php')).body.chats;
    expect(chats[0].profile).toMatchObject({ fictional: true, online_recently: false });
  });
});

describe('photo messages and deleting', () => {
  it('a photo message is seen by the two members only, without its EXIF data', async () => {
    const { site, a, b } = await pair(100);
    const upload = (await a.client.upload('/api/message-photo.php', await jpeg())).body.photo;
    const outsider = await loggedInMember(ctx, site, { credits: 100 });
    expect((await b.client.get(upload.url)).status).toBe(404); // not sent yet
    await a.client.post('/api/message.php', { profile: b.profile.id, kind: 'photo', photo: upload.key, client_id: randomUUID() });
    const seen = await b.client.get(upload.url);
    expect(seen.status).toBe(200);
    expect(seen.headers['content-type']).toBe('image/webp');
    expect((await a.client.get(upload.url)).status).toBe(200);
    expect((await outsider.client.get(upload.url)).status).toBe(404);
    expect((await new Client(ctx.app, site.domain).get(upload.url)).status).toBe(403);
    const file = await ctx.deps.storage.get(`photos/${upload.key}/full.webp`);
    expect((await sharp(file!).metadata()).exif).toBeUndefined();
    // A photo is sent once; someone else's photo cannot be sent at all.
    expect((await a.client.post('/api/message.php', { profile: b.profile.id, kind: 'photo', photo: upload.key, client_id: randomUUID() })).body.error.code).toBe('photo_missing');
    expect((await outsider.client.post('/api/message.php', { profile: b.profile.id, kind: 'photo', photo: upload.key, client_id: randomUUID() })).body.error.code).toBe('photo_missing');
  });

  it('deleting a chat removes it for this member only; by profile removes all with that profile', async () => {
    const { a, b } = await pair(100);
    await a.client.post('/api/message.php', text(b.profile.id, 'Eerste'));
    const conversation = (await a.client.get('/api/chats.php')).body.chats[0].conversation;
    expect((await a.client.delete('/api/chat.php', { conversation })).status).toBe(200);
    expect((await a.client.get('/api/chats.php')).body.chats).toEqual([]);
    expect((await b.client.get('/api/chats.php')).body.chats).toHaveLength(1);
    expect((await a.client.delete('/api/chat.php', { conversation })).status).toBe(404);
    expect((await b.client.delete('/api/chat.php', { conversation })).status).toBe(200);
    // A new message brings it back with the new message only.
    await b.client.post('/api/message.php', text(a.profile.id, 'Terug'));
    const history = (await a.client.get(`/api/messages.php?conversation=${conversation}`)).body.messages;
    expect(history.map((m: { text: string }) => m.text)).toEqual(['Terug']);
    expect((await a.client.delete('/api/chat.php', { profile: b.profile.id })).status).toBe(200);
    expect((await a.client.get('/api/chats.php')).body.chats).toEqual([]);
    expect((await a.client.delete('/api/chat.php', { conversation: 'x' })).status).toBe(400);
  });

  it('history comes newest page first, 30 at a time, older pages with before', async () => {
    const { a, b } = await pair(1000, { messageCredits: 1 });
    await ctx.deps.db.update(users).set({ paidUser: true }).where(eq(users.id, a.userId));
    for (let i = 1; i <= 45; i++) await a.client.post('/api/message.php', text(b.profile.id, `m${i}`));
    const page1 = (await b.client.get(`/api/messages.php?profile=${a.profile.id}`)).body;
    expect(page1.messages).toHaveLength(30);
    expect(page1.messages.at(-1).text).toBe('m45');
    expect(page1.more).toBe(true);
    const page2 = (await b.client.get(`/api/messages.php?conversation=${page1.conversation}&before=${page1.messages[0].id}`)).body;
    expect(page2.messages.map((m: { text: string }) => m.text)).toEqual(Array.from({ length: 15 }, (_, i) => `m${i + 1}`));
    expect(page2.more).toBe(false);
  });

  it('visitors are asked to log in', async () => {
    const site = await createSite(ctx);
    const visitor = new Client(ctx.app, site.domain);
    for (const res of [await visitor.get('/api/chats.php'), await visitor.post('/api/message.php', text(1))]) {
      expect(res.status).toBe(403);
      expect(res.body.authentication_required).toBe(true);
    }
  });
});

describe('sending limits', () => {
  it('a member cannot flood: past the limit per minute the answer is 429 with a localised text, and nothing is charged', async () => {
    const own = await createTestApp();
    try {
      const site = await createSite(own);
      const a = await loggedInMember(own, site, { credits: 10_000, user: { paidUser: true } });
      const b = await loggedInMember(own, site);
      const limit = own.deps.config.messageRate.perMemberPerMinute;
      const answers = [];
      for (let i = 0; i <= limit; i++) answers.push(await a.client.post('/api/message.php', { profile: b.profile.id, kind: 'text', text: `${i}`, client_id: randomUUID() }));
      expect(answers.slice(0, limit).every((r) => r.status === 201)).toBe(true);
      const refused = answers.at(-1)!;
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('rate_limited');
      const [row] = await own.deps.db.select({ credits: users.credits }).from(users).where(eq(users.id, a.userId));
      expect(row!.credits).toBe(10_000 - limit * site.messageCredits);
    } finally {
      await own.close();
    }
  });
});
