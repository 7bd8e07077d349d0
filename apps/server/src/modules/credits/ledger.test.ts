import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditTransfers, ledgerAccounts, users } from '../../db/schema/index.js';
import { withTx } from '../../kernel/tx.js';
import { errorHandler } from '../../http/errors.js';
import { activeMember, createSite, useTestApp, type TestContext } from '../../../test/helpers.js';
import { findLedgerMismatches } from './audit-ledger.js';
import { transferCredits, type MemberTransfer } from './ledger.js';

const ctx: TestContext = useTestApp();

async function memberWith(credits: number) {
  const site = await createSite(ctx, { signupCredits: credits });
  const member = await activeMember(ctx, site.domain);
  return { site, userId: member.user.id as number, client: member.client };
}

const balanceOf = async (userId: number) => (await ctx.deps.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]!.credits;

/** One use case per call, each in its own transaction, like parallel requests would. */
const transfer = (t: MemberTransfer) => withTx(ctx.deps, (tx, events) => transferCredits({ tx, events }, t));

describe('credits ledger', () => {
  it('lets exactly 10 of 100 parallel one-credit debits through a balance of 10', async () => {
    const { site, userId } = await memberWith(10);
    const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) =>
      transfer({ id: `message:race-${userId}-${i}`, siteId: site.id, userId, kind: 'message', amount: 1 })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refusals = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refusals).toHaveLength(90);
    expect(refusals.every((r) => r.reason.code === 'insufficient_credits')).toBe(true);
    expect(await balanceOf(userId)).toBe(0);
    expect(await findLedgerMismatches(ctx.deps.db, site.id)).toEqual([]);
  });

  it('credits once for 20 parallel grants with one transfer id, and returns the first transfer to every caller', async () => {
    const { site, userId } = await memberWith(0);
    const results = await Promise.all(Array.from({ length: 20 }, () =>
      transfer({ id: `purchase:payment-${userId}`, siteId: site.id, userId, kind: 'purchase', amount: 250, reference: 'payment:1' })));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transfer.createdAt.getTime())).size).toBe(1);
    expect(await balanceOf(userId)).toBe(250);
    const rows = await ctx.deps.db.select().from(creditTransfers).where(eq(creditTransfers.id, `purchase:payment-${userId}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 250, kind: 'purchase', reference: 'payment:1', siteId: site.id });
  });

  it('does not abort the caller\'s transaction on a repeated id: the caller goes on and commits', async () => {
    const { site, userId } = await memberWith(5);
    const id = `gift:repeat-${userId}`;
    await transfer({ id, siteId: site.id, userId, kind: 'gift', amount: 2 });
    const after = await withTx(ctx.deps, async (tx, events) => {
      const again = await transferCredits({ tx, events }, { id, siteId: site.id, userId, kind: 'gift', amount: 2 });
      expect(again.created).toBe(false);
      // Still usable: the same transaction moves more credits and commits.
      return transferCredits({ tx, events }, { id: `gift:next-${userId}`, siteId: site.id, userId, kind: 'gift', amount: 1 });
    });
    expect(after.balance).toBe(2);
    expect(await balanceOf(userId)).toBe(2);
  });

  it('keeps every balance equal to its transfers after 1,000 random operations', async () => {
    const site = await createSite(ctx, { signupCredits: 20 });
    const ids: number[] = [];
    // One after another: each signup reads its own activation mail from the shared outbox.
    for (let i = 0; i < 4; i++) ids.push((await activeMember(ctx, site.domain)).user.id as number);
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const kinds = ['purchase', 'message', 'gift', 'photo_message', 'refund', 'correction', 'signup_bonus', 'expiry'] as const;
    const operations = Array.from({ length: 1000 }, (_, i) => {
      const kind = kinds[Math.floor(random() * kinds.length)]!;
      const userId = ids[Math.floor(random() * ids.length)]!;
      // Some ids repeat on purpose: those must be no-ops.
      const id = random() < 0.1 ? `${kind}:mix-${site.id}-${Math.floor(random() * 20)}` : `${kind}:mix-${site.id}-${i}`;
      return { id, siteId: site.id, userId, kind, amount: 1 + Math.floor(random() * 15), toMember: random() < 0.5 } satisfies MemberTransfer;
    });
    for (let i = 0; i < operations.length; i += 25) {
      await Promise.allSettled(operations.slice(i, i + 25).map((op) => transfer(op)));
    }
    expect(await findLedgerMismatches(ctx.deps.db, site.id)).toEqual([]);
    // And the ledger balances: what came in minus what went out, per member, is the balance; nothing is negative.
    for (const userId of ids) {
      const [account] = await ctx.deps.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
      const moved = await ctx.deps.db.execute(sql`select coalesce(sum(case when credit_account_id = ${account!.id} then amount else -amount end), 0)::int as net
        from credit_transfers where credit_account_id = ${account!.id} or debit_account_id = ${account!.id}`);
      const net = (moved as unknown as { rows: Array<{ net: number }> }).rows[0]!.net;
      expect(await balanceOf(userId)).toBe(net);
      expect(net).toBeGreaterThanOrEqual(0);
    }
  });

  it('is append-only: the database refuses to change or remove a transfer', async () => {
    const { site, userId } = await memberWith(3);
    const id = `signup_bonus:user:${userId}`;
    expect((await ctx.deps.db.select().from(creditTransfers).where(eq(creditTransfers.id, id)))).toHaveLength(1);
    const refusal = (statement: Promise<unknown>) => statement.then(() => 'accepted', (err: { cause?: Error; message: string }) => err.cause?.message ?? err.message);
    expect(await refusal(ctx.deps.db.execute(sql`update credit_transfers set amount = 1000 where id = ${id}`))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(ctx.deps.db.execute(sql`delete from credit_transfers where id = ${id}`))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(ctx.deps.db.execute(sql`delete from credit_transfers where site_id = ${site.id}`))).toMatch(/append-only/);
    expect((await ctx.deps.db.select().from(creditTransfers).where(eq(creditTransfers.id, id)))[0]!.amount).toBe(3);
  });

  it('refuses zero and negative amounts before touching anything', async () => {
    const { site, userId } = await memberWith(3);
    await expect(transfer({ id: `message:zero-${userId}`, siteId: site.id, userId, kind: 'message', amount: 0 })).rejects.toThrow(/positive integer/);
    await expect(transfer({ id: `purchase:neg-${userId}`, siteId: site.id, userId, kind: 'purchase', amount: -5 })).rejects.toThrow(/positive integer/);
    await expect(ctx.deps.db.execute(sql`insert into credit_transfers (id, site_id, debit_account_id, credit_account_id, amount, kind)
      select 'raw:${sql.raw(String(userId))}', ${site.id}, a.id, b.id, -1, 'purchase' from ledger_accounts a, ledger_accounts b where a.site_id = ${site.id} and a.code = 'sales' and b.user_id = ${userId}`))
      .rejects.toThrow();
    expect(await balanceOf(userId)).toBe(3);
  });

  it('answers a debit beyond the balance with 402 insufficient_credits in the member\'s language', async () => {
    const { site, userId } = await memberWith(1);
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    app.decorateRequest('locale', 'nl');
    app.get('/spend', async (request) => {
      request.locale = (request.query as { lang: 'nl' | 'en' }).lang;
      return transfer({ id: `message:http-${userId}-${request.locale}`, siteId: site.id, userId, kind: 'message', amount: 2 });
    });
    const nl = await app.inject('/spend?lang=nl');
    expect(nl.statusCode).toBe(402);
    expect(nl.json()).toEqual({ error: { code: 'insufficient_credits', message: 'Je hebt onvoldoende credits' } });
    const en = await app.inject('/spend?lang=en');
    expect(en.json().error.message).toBe("You don't have enough credits");
    expect(await balanceOf(userId)).toBe(1);
    await app.close();
  });
});
