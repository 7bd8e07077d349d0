import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { blocks, creditTransfers, messages, profiles, users } from '../../db/schema/index.js';
import { Client, createSite, insertMember, linkIn, mailsTo, useTestApp, validSignup } from '../../../test/helpers.js';
import { findLedgerMismatches } from '../credits/audit-ledger.js';
import { deliverSignupMessage, signupMessageJob } from './deliver-signup-message.js';

const ctx = useTestApp();

type Site = Awaited<ReturnType<typeof createSite>>;

/** A visitor who typed a first message on the profile's member landing and signed up with it (not yet activated). */
async function signedUpFromLanding(site: Site, profileId: number, message = 'Hoi Sanne, zin in een drankje?') {
  const client = new Client(ctx.app, site.domain);
  const body = validSignup({ signup_message: message, signup_profile: profileId });
  const res = await client.post('/api/signup.php', body);
  if (res.status !== 201) throw new Error(`signup failed: ${JSON.stringify(res.body)}`);
  const [mail] = await mailsTo(ctx, body.email);
  return { client, userId: res.body.user.id as number, link: linkIn(mail!, '/api/activate.php') };
}

const messagesFrom = (userId: number) => ctx.deps.db.select({ text: messages.text, recipient: messages.recipientProfileId, cost: messages.cost })
  .from(messages).innerJoin(profiles, eq(profiles.id, messages.senderProfileId)).where(eq(profiles.userId, userId));
const memberRow = async (userId: number) => (await ctx.deps.db.select().from(users).where(eq(users.id, userId)))[0]!;
const drain = () => ctx.deps.jobs.drain(signupMessageJob);

describe('the first message of a member landing', () => {
  it('reaches the profile once the account is activated, paid from the signup credits', async () => {
    const site = await createSite(ctx, { signupCredits: 20, messageCredits: 10 });
    const sanne = await insertMember(ctx, site.id, { name: 'Sanne' });
    const visitor = await signedUpFromLanding(site, sanne.id);
    // Not before activation: an unconfirmed address writes to nobody.
    expect(await drain()).toBe(0);
    expect(await messagesFrom(visitor.userId)).toEqual([]);

    expect((await visitor.client.get(visitor.link)).headers.location).toBe('/activate/done');
    expect(await drain()).toBe(1);
    expect(await messagesFrom(visitor.userId)).toEqual([{ text: 'Hoi Sanne, zin in een drankje?', recipient: sanne.id, cost: 10 }]);
    const member = await memberRow(visitor.userId);
    expect(member.credits).toBe(10);
    expect(member.signupMessageSentAt).not.toBeNull();
    // The member sees it in their chats, with the conversation started by them (one of the two free ones).
    const chats = (await visitor.client.get('/api/chats.php')).body;
    expect(chats.chats[0]).toMatchObject({ profile: { id: sanne.id }, started_by_me: true, last_message: { kind: 'text', from_me: true } });
    const transfers = await ctx.deps.db.select({ kind: creditTransfers.kind, amount: creditTransfers.amount }).from(creditTransfers)
      .where(eq(creditTransfers.siteId, site.id));
    expect(transfers.map((t) => t.kind).sort()).toEqual(['message', 'signup_bonus']);
    expect(await findLedgerMismatches(ctx.deps.db)).toEqual([]);
  });

  it('is delivered and charged once, whatever runs twice: the link, the job, two workers at once', async () => {
    const site = await createSite(ctx, { signupCredits: 20, messageCredits: 10 });
    const sanne = await insertMember(ctx, site.id, { name: 'Sanne' });
    const visitor = await signedUpFromLanding(site, sanne.id);
    await visitor.client.get(visitor.link);
    await visitor.client.get(visitor.link);
    // Two workers on one job before either marked it, then the job queued again and run after the mark.
    expect(await Promise.all([deliverSignupMessage(ctx.deps, visitor.userId), deliverSignupMessage(ctx.deps, visitor.userId)])).toContain('sent');
    await ctx.deps.jobs.send(signupMessageJob, { v: 1, userId: visitor.userId });
    await drain();
    expect(await deliverSignupMessage(ctx.deps, visitor.userId)).toBe('already_sent');
    expect(await messagesFrom(visitor.userId)).toHaveLength(1);
    expect((await memberRow(visitor.userId)).credits).toBe(10);
    expect(await findLedgerMismatches(ctx.deps.db)).toEqual([]);
  });

  it('also after a crash between the message and its mark: the retry finds the message, charges nothing more', async () => {
    const site = await createSite(ctx, { signupCredits: 20, messageCredits: 10 });
    const sanne = await insertMember(ctx, site.id, { name: 'Sanne' });
    const visitor = await signedUpFromLanding(site, sanne.id);
    await visitor.client.get(visitor.link);
    await drain();
    await ctx.deps.db.update(users).set({ signupMessageSentAt: null }).where(eq(users.id, visitor.userId));
    expect(await deliverSignupMessage(ctx.deps, visitor.userId)).toBe('sent');
    expect(await messagesFrom(visitor.userId)).toHaveLength(1);
    expect((await memberRow(visitor.userId)).credits).toBe(10);
  });

  it('goes to a fictional profile too: the landing showed its label, which is the notice the chat asks for', async () => {
    const site = await createSite(ctx, { signupCredits: 20, messageCredits: 10 });
    const fenna = await insertMember(ctx, site.id, { name: 'Fenna', isFictional: true });
    const visitor = await signedUpFromLanding(site, fenna.id, 'Hoi Fenna!');
    await visitor.client.get(visitor.link);
    await drain();
    expect(await messagesFrom(visitor.userId)).toEqual([{ text: 'Hoi Fenna!', recipient: fenna.id, cost: 10 }]);
  });

  it('follows the chat\'s price: too few signup credits send nothing and charge nothing', async () => {
    const site = await createSite(ctx, { signupCredits: 5, messageCredits: 10 });
    const sanne = await insertMember(ctx, site.id);
    const visitor = await signedUpFromLanding(site, sanne.id);
    await visitor.client.get(visitor.link);
    await drain();
    expect(await messagesFrom(visitor.userId)).toEqual([]);
    const member = await memberRow(visitor.userId);
    expect(member.credits).toBe(5);
    expect(member.signupMessageSentAt).toBeNull();
  });

  it('sends nothing and charges nothing when the profile is no longer there for the member', async () => {
    const site = await createSite(ctx, { signupCredits: 20, messageCredits: 10 });
    const hidden = await insertMember(ctx, site.id, { name: 'Invisible' });
    const disabled = await insertMember(ctx, site.id, { name: 'Disabled' });
    const blocking = await insertMember(ctx, site.id, { name: 'Blocking' });
    const deleted = await insertMember(ctx, site.id, { name: 'Deleted' });
    const visitors = await Promise.all([hidden, disabled, blocking, deleted].map((p) => signedUpFromLanding(site, p.id)));
    await ctx.deps.db.update(profiles).set({ invisible: true }).where(eq(profiles.id, hidden.id));
    await ctx.deps.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.id, disabled.id));
    await ctx.deps.db.update(users).set({ status: 'deleted' }).where(eq(users.id, deleted.userId));
    const blockedVisitor = (await ctx.deps.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, visitors[2]!.userId)))[0]!;
    await ctx.deps.db.insert(blocks).values({ blockerId: blocking.id, blockedId: blockedVisitor.id });
    for (const visitor of visitors) await visitor.client.get(visitor.link);
    await drain();
    for (const visitor of visitors) {
      expect(await messagesFrom(visitor.userId)).toEqual([]);
      expect((await memberRow(visitor.userId)).credits).toBe(20);
    }
  });

  it('queues nothing for a signup without a first message, or for a profile of another site', async () => {
    const site = await createSite(ctx);
    const other = await createSite(ctx);
    const elsewhere = await insertMember(ctx, other.id);
    const plain = new Client(ctx.app, site.domain);
    const body = validSignup();
    await plain.post('/api/signup.php', body);
    const [mail] = await mailsTo(ctx, body.email);
    await plain.get(linkIn(mail!, '/api/activate.php'));
    expect(await drain()).toBe(0);

    const visitor = await signedUpFromLanding(site, elsewhere.id);
    await visitor.client.get(visitor.link);
    await drain();
    expect(await messagesFrom(visitor.userId)).toEqual([]);
    const [conversation] = await ctx.deps.db.select().from(messages).where(and(eq(messages.recipientProfileId, elsewhere.id)));
    expect(conversation).toBeUndefined();
  });
});
