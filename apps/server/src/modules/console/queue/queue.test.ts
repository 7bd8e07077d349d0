import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, like } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditTransfers, messages, staffAudit, users } from '../../../db/schema/index.js';
import { createSite, insertMember, loggedInMember, openSocket, useTestApp, type Client } from '../../../../test/helpers.js';
import { staffClient } from '../../../../test/console.js';

const ctx = useTestApp({ MESSAGES_PER_MINUTE_PER_MEMBER: '10000', MESSAGES_PER_MINUTE_PER_IP: '10000' });
let port = 0;
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});

type Site = Awaited<ReturnType<typeof createSite>>;
const creditsOf = async (userId: number) => (await ctx.deps.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]!.credits;
const auditOf = (conversation: number) => ctx.deps.db.select().from(staffAudit)
  .where(and(eq(staffAudit.objectType, 'conversation'), eq(staffAudit.objectId, String(conversation)))).orderBy(staffAudit.id);

/** A member of `site` who wrote to a fictional profile (paying for it, as members do): one waiting conversation. */
async function waitingConversation(site: Site, opts: { language?: string; fictionalName?: string; text?: string } = {}) {
  const fictional = await insertMember(ctx, site.id, { isFictional: true, name: opts.fictionalName ?? 'Fenna' });
  const member = await loggedInMember(ctx, site, { credits: 100, profile: { name: 'Bram', gender: 'male' }, user: { language: opts.language ?? 'nl' } });
  const sent = await member.client.post('/api/message.php', { profile: fictional.id, kind: 'text', text: opts.text ?? 'Hoi Fenna!', client_id: randomUUID(), acknowledge_fictional: true });
  expect(sent.status).toBe(201);
  return { fictional, member, conversation: sent.body.message.conversation as number };
}

const take = (client: Client, body: Record<string, unknown>) => client.post('/api/console/queue/take.php', body);
const answer = (client: Client, conversation: number, text: string, clientId = randomUUID()) =>
  client.post('/api/console/queue/answer.php', { conversation, text, client_id: clientId });

describe('the answering queue', () => {
  it('lists the waiting conversations of a site, oldest first, by member language', async () => {
    const site = await createSite(ctx);
    const { client } = await staffClient(ctx, site.domain, 'operator', { siteIds: [site.id] });
    const first = await waitingConversation(site, { fictionalName: 'Eerste' });
    ctx.clock.advanceMinutes(1);
    const second = await waitingConversation(site, { language: 'de', fictionalName: 'Zweite' });
    // A second message of the first member: still one entry, two unanswered, waiting since the first.
    await first.member.client.post('/api/message.php', { profile: first.fictional.id, kind: 'text', text: 'Ben je er?', client_id: randomUUID() });
    // Two members writing to each other are no business of the queue.
    const a = await loggedInMember(ctx, site, { credits: 100 });
    const b = await loggedInMember(ctx, site, { credits: 100 });
    await a.client.post('/api/message.php', { profile: b.profile.id, kind: 'text', text: 'Hallo', client_id: randomUUID() });

    const list = await client.get(`/api/console/queue.php?site=${site.id}`);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.conversations.map((c: { conversation: number }) => c.conversation)).toEqual([first.conversation, second.conversation]);
    expect(list.body.conversations[0]).toMatchObject({
      site: { id: site.id, name: site.name }, language: 'nl', unanswered: 2, lock: null,
      member: { profile_id: first.member.profile.id, name: 'Bram' }, fictional: { profile_id: first.fictional.id, name: 'Eerste' },
    });
    const german = await client.get(`/api/console/queue.php?site=${site.id}&language=de`);
    expect(german.body.conversations.map((c: { conversation: number }) => c.conversation)).toEqual([second.conversation]);
    expect((await client.get(`/api/console/queue.php?site=${site.id}&language=xx`)).status).toBe(400);
  });

  it('two operators taking "next" in parallel never get the same conversation', async () => {
    const site = await createSite(ctx);
    const [one, two] = await Promise.all([1, 2].map(() => staffClient(ctx, site.domain, 'operator', { siteIds: [site.id] })));
    const waiting = [];
    for (let i = 0; i < 8; i++) waiting.push((await waitingConversation(site)).conversation);
    const got: number[] = [];
    for (let round = 0; round < 4; round++) { // several rounds: each pair of parallel takes must split
      const answers = await Promise.all([take(one!.client, { site: site.id }), take(two!.client, { site: site.id })]);
      for (const res of answers) {
        expect(res.status).toBe(200);
        got.push(res.body.taken.conversation);
      }
    }
    expect(new Set(got).size).toBe(8);
    expect(got.sort()).toEqual([...waiting].sort());
    // Nothing left that nobody holds.
    const rest = await Promise.all([take(one!.client, { site: site.id }), take(two!.client, { site: site.id })]);
    expect(rest.map((r) => r.body.taken)).toEqual([null, null]);
    const list = (await one!.client.get(`/api/console/queue.php?site=${site.id}`)).body.conversations;
    expect(list.filter((c: { lock: { mine: boolean } }) => c.lock?.mine)).toHaveLength(4);
  });

  it('a live lock is refused to others, an expired one is taken over, and the heartbeat follows', async () => {
    const site = await createSite(ctx);
    const first = await staffClient(ctx, site.domain, 'operator', { siteIds: [site.id] });
    const second = await staffClient(ctx, site.domain, 'operator', { siteIds: [site.id] });
    const { conversation } = await waitingConversation(site);
    expect((await take(first.client, { conversation })).status).toBe(200);
    const refused = await take(second.client, { conversation });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('console_locked');
    expect(refused.body.error.message).toContain('Test operator');
    expect((await second.client.post('/api/console/queue/heartbeat.php', { conversation })).body.error.code).toBe('console_lock_lost');

    ctx.clock.advanceMinutes(3);
    const beat = await first.client.post('/api/console/queue/heartbeat.php', { conversation });
    expect(beat.status).toBe(200);
    expect(new Date(beat.body.until).getTime()).toBeGreaterThan(ctx.clock.now().getTime() + 5 * 60_000);
    ctx.clock.advanceMinutes(7);
    const takeover = await take(second.client, { conversation });
    expect(takeover.status).toBe(200);
    const lost = await first.client.post('/api/console/queue/heartbeat.php', { conversation });
    expect(lost.status).toBe(409);
    expect(lost.body.error.code).toBe('console_lock_lost');
    expect((await answer(first.client, conversation, 'Hoi!')).body.error.code).toBe('console_lock_lost');
    expect((await second.client.post('/api/console/queue/heartbeat.php', { conversation })).status).toBe(200);
    const audit = await auditOf(conversation);
    expect(audit.filter((a) => a.action === 'queue.taken')).toHaveLength(2);
    expect(audit.at(-1)!.before).toMatchObject({ staff_id: first.staff.id });
  });

  it('an operator of another site sees, takes and opens nothing of it', async () => {
    const site = await createSite(ctx);
    const other = await createSite(ctx);
    const { client } = await staffClient(ctx, site.domain, 'operator', { siteIds: [other.id] });
    const { conversation, member, fictional } = await waitingConversation(site);
    expect((await client.get(`/api/console/queue.php?site=${site.id}`)).status).toBe(404);
    expect((await client.get('/api/console/queue.php')).body.conversations.map((c: { conversation: number }) => c.conversation)).not.toContain(conversation);
    expect((await take(client, { conversation })).status).toBe(404);
    expect((await take(client, { site: site.id })).status).toBe(404);
    expect((await client.get(`/api/console/queue/conversation.php?id=${conversation}`)).status).toBe(404);
    expect((await answer(client, conversation, 'Hoi')).status).toBe(404);
    expect((await client.get(`/api/console/notes.php?profile=${member.profile.id}`)).status).toBe(404);
    expect((await client.post('/api/console/notes.php', { profile: fictional.id, text: 'x' })).status).toBe(404);
    // A conversation between two members is not found for staff either, even an admin.
    const a = await loggedInMember(ctx, site, { credits: 100 });
    const b = await loggedInMember(ctx, site, { credits: 100 });
    const between = (await a.client.post('/api/message.php', { profile: b.profile.id, kind: 'text', text: 'Hallo', client_id: randomUUID() })).body.message.conversation;
    const admin = await staffClient(ctx, site.domain, 'admin');
    expect((await admin.client.get(`/api/console/queue/conversation.php?id=${between}`)).status).toBe(404);
    expect((await take(admin.client, { conversation: between })).status).toBe(404);
  });

  it('an answer arrives in the member\'s chat as the fictional profile, costs nobody anything and keeps the operator internal', async () => {
    const site = await createSite(ctx);
    const { client, staff } = await staffClient(ctx, site.domain, 'operator', { siteIds: [site.id] });
    const { conversation, member, fictional } = await waitingConversation(site);
    const credits = await creditsOf(member.userId);
    expect(credits).toBe(100 - site.messageCredits);
    const socket = await openSocket(port, member.client);
    await socket.waitFor((e) => e.type === 'hello');

    expect((await take(client, { conversation })).status).toBe(200);
    const view = await client.get(`/api/console/queue/conversation.php?id=${conversation}`);
    expect(view.status).toBe(200);
    expect(view.body.conversation).toMatchObject({ id: conversation, language: 'nl', waiting: true, lock: { mine: true } });
    expect(view.body.member).toMatchObject({ user_id: member.userId, vulnerable: false, profile: { id: member.profile.id, name: 'Bram' } });
    expect(view.body.fictional).toMatchObject({ profile_id: fictional.id, name: 'Fenna', notes: [] });
    expect(view.body.messages).toMatchObject([{ from: 'member', kind: 'text', text: 'Hoi Fenna!' }]);
    expect(view.body.truthful_answer).toContain(site.name);
    expect(view.body.truthful_answer).toContain('fictief profiel');

    const clientId = randomUUID();
    const sent = await answer(client, conversation, 'Hoi Bram, leuk dat je schrijft!', clientId);
    expect(sent.status).toBe(200);
    const live = await socket.waitFor((e) => e.type === 'message');
    expect(live.message).toMatchObject({ text: 'Hoi Bram, leuk dat je schrijft!', from_me: false, client_id: null });
    expect(live.profile).toBe(fictional.id);
    await socket.close();

    const chats = (await member.client.get('/api/chats.php')).body;
    expect(chats.chats[0]).toMatchObject({ conversation, profile: { id: fictional.id, fictional: true, online_recently: false }, num_unread_messages: 1, last_message: { from_me: false } });
    const history = await member.client.get(`/api/messages.php?conversation=${conversation}`);
    expect(history.body.messages.map((m: { text: string }) => m.text)).toEqual(['Hoi Fenna!', 'Hoi Bram, leuk dat je schrijft!']);
    expect(history.body.profile).toMatchObject({ fictional: true });
    for (const body of [history.body, chats, live]) expect(JSON.stringify(body)).not.toMatch(/staff/i);

    // Nobody paid: the member's balance is unchanged and no ledger transfer refers to the answer.
    expect(await creditsOf(member.userId)).toBe(credits);
    const [stored] = await ctx.deps.db.select().from(messages).where(eq(messages.id, sent.body.message.id));
    expect(stored).toMatchObject({ senderProfileId: fictional.id, cost: 0, sentByStaffId: staff.id });
    expect(await ctx.deps.db.select().from(creditTransfers).where(like(creditTransfers.reference, `message:${stored!.id}`))).toEqual([]);

    // Answered: out of the queue, the lock gone; a retry is the same message, a second answer is refused.
    expect((await client.get(`/api/console/queue.php?site=${site.id}`)).body.total).toBe(0);
    expect((await answer(client, conversation, 'Hoi Bram, leuk dat je schrijft!', clientId)).body.message.id).toBe(stored!.id);
    expect((await take(client, { conversation })).body.error.code).toBe('console_not_waiting');
    expect((await answer(client, conversation, 'Nog iets')).body.error.code).toBe('console_not_waiting');
    expect(await ctx.deps.db.select().from(messages).where(eq(messages.conversationId, conversation))).toHaveLength(2);

    const audit = await auditOf(conversation);
    expect(audit.map((a) => a.action)).toEqual(['queue.taken', 'queue.conversation_opened', 'queue.answered']);
    expect(audit.every((a) => a.staffId === staff.id && a.siteId === site.id)).toBe(true);
  });

  it('two parallel answers to one conversation send one', async () => {
    const site = await createSite(ctx);
    const { client } = await staffClient(ctx, site.domain, 'operator', { siteIds: [site.id] });
    const { conversation } = await waitingConversation(site);
    await take(client, { conversation });
    const results = await Promise.all(Array.from({ length: 4 }, (_, i) => answer(client, conversation, `Antwoord ${i}`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    expect(await ctx.deps.db.select().from(messages).where(eq(messages.conversationId, conversation))).toHaveLength(2);
  });

  it('refuses contact details, money and meetings, and sends nothing', async () => {
    const site = await createSite(ctx);
    const { client } = await staffClient(ctx, site.domain, 'operator', { siteIds: [site.id] });
    const { conversation } = await waitingConversation(site);
    await take(client, { conversation });
    for (const [text, kind] of [
      ['Bel me op 06-12345678', 'een telefoonnummer'], ['Mail me: fenna@example.com', 'een e-mailadres'],
      ['Zullen we afspreken zaterdag?', 'een afspraak of ontmoeting'], ['Kun je wat geld overmaken?', 'een verzoek om geld of een betaling'],
      ['Voeg me toe op WhatsApp', 'een link of een account van een andere app'], ['NL91 ABNA 0417 1643 00', 'bankgegevens (IBAN)'],
    ]) {
      const res = await answer(client, conversation, text!);
      expect(res.status, text).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'console_answer_forbidden', field: 'text' });
      expect(res.body.error.message).toContain(kind);
    }
    expect(await ctx.deps.db.select().from(messages).where(eq(messages.conversationId, conversation))).toHaveLength(1);
    // The one-click truthful answer goes through.
    const truthful = (await client.get(`/api/console/queue/conversation.php?id=${conversation}`)).body.truthful_answer;
    expect((await answer(client, conversation, truthful)).status).toBe(200);
  });

  it('admins release anyone\'s lock, operators only their own; both audited', async () => {
    const site = await createSite(ctx);
    const holder = await staffClient(ctx, site.domain, 'operator', { siteIds: [site.id] });
    const colleague = await staffClient(ctx, site.domain, 'operator', { siteIds: [site.id] });
    const admin = await staffClient(ctx, site.domain, 'admin');
    const { conversation } = await waitingConversation(site);
    await take(holder.client, { conversation });
    const refused = await colleague.client.post('/api/console/queue/release.php', { conversation });
    expect(refused.status).toBe(409);
    expect((await admin.client.post('/api/console/queue/release.php', { conversation })).status).toBe(200);
    expect((await holder.client.post('/api/console/queue/heartbeat.php', { conversation })).status).toBe(409);
    await take(colleague.client, { conversation });
    expect((await colleague.client.post('/api/console/queue/release.php', { conversation })).status).toBe(200);
    expect((await take(holder.client, { site: site.id })).body.taken.conversation).toBe(conversation);
    const released = (await auditOf(conversation)).filter((a) => a.action === 'queue.released');
    expect(released.map((a) => a.staffId)).toEqual([admin.staff.id, colleague.staff.id]);
    expect(released[0]!.before).toMatchObject({ staff_id: holder.staff.id });
  });
  it('shows a photo the member sent to the operator of the site only', async () => {
    const site = await createSite(ctx);
    const { client } = await staffClient(ctx, site.domain, 'operator', { siteIds: [site.id] });
    const stranger = await staffClient(ctx, site.domain, 'operator', { siteIds: [] });
    const { conversation, member, fictional } = await waitingConversation(site);
    const jpeg = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#36c' } }).jpeg().toBuffer();
    const upload = await member.client.upload('/api/message-photo.php', jpeg);
    expect((await member.client.post('/api/message.php', { profile: fictional.id, kind: 'photo', photo: upload.body.photo.key, client_id: randomUUID() })).status).toBe(201);
    const view = (await client.get(`/api/console/queue/conversation.php?id=${conversation}`)).body;
    const photo = view.messages.at(-1).photo;
    expect(view.messages.at(-1)).toMatchObject({ from: 'member', kind: 'photo' });
    const file = await client.get(photo.thumb_url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await stranger.client.get(photo.thumb_url)).status).toBe(404);
    // The key alone opens nothing: not through another conversation.
    const other = await waitingConversation(site);
    expect((await client.get(`/api/console/queue/message-photo.php?conversation=${other.conversation}&key=${upload.body.photo.key}&size=thumb`)).status).toBe(404);
  });
});

describe('staff notes', () => {
  it('are written and read by staff of the site, on members and fictional profiles, and audited', async () => {
    const site = await createSite(ctx);
    const operator = await staffClient(ctx, site.domain, 'operator', { siteIds: [site.id] });
    const moderator = await staffClient(ctx, site.domain, 'moderator');
    const { member, fictional } = await waitingConversation(site);
    const added = await operator.client.post('/api/console/notes.php', { profile: fictional.id, text: '  Fenna werkt in een bakkerij.  ' });
    expect(added.status).toBe(200);
    expect(added.body.note).toMatchObject({ text: 'Fenna werkt in een bakkerij.', staff_name: 'Test operator' });
    await moderator.client.post('/api/console/notes.php', { profile: member.profile.id, text: 'Schrijft vaak laat.' });
    const notes = await operator.client.get(`/api/console/notes.php?profile=${member.profile.id}`);
    expect(notes.body.notes).toMatchObject([{ text: 'Schrijft vaak laat.', staff_name: 'Test moderator' }]);
    const empty = await operator.client.post('/api/console/notes.php', { profile: member.profile.id, text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('console_note_length');
    const audit = await ctx.deps.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'note.added'), inArray(staffAudit.objectId, [String(fictional.id), String(member.profile.id)])));
    expect(audit).toHaveLength(2);
  });
});

describe('input and access', () => {
  const ROUTES: Array<['GET' | 'POST', string]> = [
    ['GET', '/api/console/queue.php'], ['POST', '/api/console/queue/take.php'], ['POST', '/api/console/queue/heartbeat.php'],
    ['POST', '/api/console/queue/release.php'], ['GET', '/api/console/queue/conversation.php?id=1'], ['POST', '/api/console/queue/answer.php'],
    ['GET', '/api/console/queue/message-photo.php?conversation=1&key=00000000000000000000000000000000'],
    ['GET', '/api/console/notes.php?profile=1'], ['POST', '/api/console/notes.php'],
  ];

  it('a member session gets 401 on every route', async () => {
    const site = await createSite(ctx);
    const { client } = await loggedInMember(ctx, site);
    for (const [method, url] of ROUTES) {
      const res = await client.request(method, url, method === 'POST' ? { conversation: 1 } : undefined);
      expect(res.status, url).toBe(401);
      expect(res.body.error.code).toBe('console_auth_required');
    }
  });

  it('roles without the queue get 403; bad ids are a clear 400/404, never a 500', async () => {
    const site = await createSite(ctx);
    const support = await staffClient(ctx, site.domain, 'support');
    expect((await support.client.get('/api/console/queue.php')).status).toBe(403);
    expect((await take(support.client, {})).status).toBe(403);
    expect((await support.client.get('/api/console/notes.php?profile=1')).status).not.toBe(403);
    const { client } = await staffClient(ctx, site.domain, 'operator', { siteIds: [site.id] });
    for (const url of ['/api/console/queue/conversation.php?id=abc', '/api/console/queue/conversation.php?id=99999999999', '/api/console/queue/conversation.php?id=999999999', '/api/console/notes.php?profile=-1']) {
      const res = await client.get(url);
      expect(res.status, url).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    for (const body of [{ conversation: 'x' }, { conversation: 1.5 }, { conversation: 1, extra: true }, { site: 0 }]) {
      const res = await take(client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBeTruthy();
    }
    const nul = await client.post('/api/console/notes.php', { profile: 1, text: 'a\u0000b' });
    expect(nul.status).toBe(400);
    const notUuid = await client.post('/api/console/queue/answer.php', { conversation: 1, text: 'Hoi', client_id: 'nope' });
    expect(notUuid.status).toBe(400);
  });
});
