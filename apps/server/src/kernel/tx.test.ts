import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { complaints } from '../db/schema/index.js';
import { createSite, useTestApp, type TestContext } from '../../test/helpers.js';
import { complaintMailJob } from '../modules/complaints/complaint-mail.job.js';
import type { DomainEvent } from './events.js';
import { withTx } from './tx.js';

const ctx: TestContext = useTestApp();

function listen() {
  const published: DomainEvent[] = [];
  const seenInTx: DomainEvent[] = [];
  ctx.deps.events.subscribe({ event: 'member.updated', name: 'test.listener', inTransaction: async (e) => { seenInTx.push(e); }, afterCommit: (e) => { published.push(e); } });
  return { published, seenInTx };
}

const queuedComplaintMails = async (complaintId: number) => {
  const rows = await ctx.deps.db.execute(sql`select 1 from pgboss.job where name = ${complaintMailJob.name} and (data->>'complaintId')::int = ${complaintId}`);
  return (rows as unknown as { rows: unknown[] }).rows.length;
};

describe('transactions and domain events', () => {
  it('publishes an event of a committed transaction once, after the commit', async () => {
    const { published } = listen();
    let publishedBeforeCommit = -1;
    await withTx(ctx.deps, async (_tx, events) => {
      await events.record('member.updated', { userId: 101 });
      publishedBeforeCommit = published.filter((e) => e.payload && (e.payload as { userId: number }).userId === 101).length;
    });
    expect(publishedBeforeCommit).toBe(0);
    expect(published.filter((e) => (e.payload as { userId: number }).userId === 101)).toHaveLength(1);
  });

  it('never publishes an event of a transaction that rolls back, and its queued job is gone with it', async () => {
    const { published, seenInTx } = listen();
    const site = await createSite(ctx);
    let complaintId = 0;
    await expect(withTx(ctx.deps, async (tx, events) => {
      const [row] = await tx.insert(complaints).values({
        siteId: site.id, reference: `2026-ROLLBK${site.id}`.slice(0, 16), name: 'Test', email: 'a@example.com', category: 'other', message: 'x'.repeat(30), locale: 'nl',
      }).returning();
      complaintId = row!.id;
      await events.record('complaint.submitted', { complaintId, siteId: site.id });
      await events.record('member.updated', { userId: 202 });
      throw new Error('something failed after the events were recorded');
    })).rejects.toThrow('something failed');
    expect(seenInTx.filter((e) => (e.payload as { userId: number }).userId === 202)).toHaveLength(1);
    expect(published.filter((e) => (e.payload as { userId: number }).userId === 202)).toHaveLength(0);
    expect(await ctx.deps.db.select().from(complaints).where(eq(complaints.id, complaintId))).toHaveLength(0);
    expect(await queuedComplaintMails(complaintId)).toBe(0);
  });

  it('queues the subscriber\'s job in the same transaction as the change that caused it', async () => {
    const site = await createSite(ctx);
    const complaintId = await withTx(ctx.deps, async (tx, events) => {
      const [row] = await tx.insert(complaints).values({
        siteId: site.id, reference: `2026-COMMIT${site.id}`.slice(0, 16), name: 'Test', email: 'a@example.com', category: 'other', message: 'x'.repeat(30), locale: 'nl',
      }).returning();
      await events.record('complaint.submitted', { complaintId: row!.id, siteId: site.id });
      return row!.id;
    });
    expect(await queuedComplaintMails(complaintId)).toBe(1);
  });

  it('lets a second use case join the first one\'s transaction; its events wait for the outer commit', async () => {
    const { published } = listen();
    let publishedInside = -1;
    await withTx(ctx.deps, async (tx, events) => {
      await withTx(ctx.deps, async (_innerTx, innerEvents) => {
        expect(_innerTx).toBe(tx);
        await innerEvents.record('member.updated', { userId: 303 });
      }, { tx, events });
      publishedInside = published.filter((e) => (e.payload as { userId: number }).userId === 303).length;
    });
    expect(publishedInside).toBe(0);
    expect(published.filter((e) => (e.payload as { userId: number }).userId === 303)).toHaveLength(1);
  });

  it('logs a failing after-commit subscriber and still answers: the change stands', async () => {
    ctx.deps.events.subscribe({ event: 'member.updated', name: 'test.broken', afterCommit: () => { throw new Error('realtime is down'); } });
    await expect(withTx(ctx.deps, async (_tx, events) => { await events.record('member.updated', { userId: 404 }); return 'done'; })).resolves.toBe('done');
  });
});
