import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.js';
import { handleJob, jobType } from './jobs.js';

const contexts: TestContext[] = [];
afterAll(async () => { for (const ctx of contexts) await ctx.close(); });

describe('typed jobs', () => {
  it('checks a payload against its schema when queued and again when it runs', async () => {
    const ctx = await createTestApp();
    contexts.push(ctx);
    const seen: number[] = [];
    const type = jobType({ name: 'test.typed', schema: z.object({ n: z.number().int() }), retryLimit: 0, retryDelaySeconds: 1 });
    await ctx.deps.jobs.register(handleJob(type, async (data) => { seen.push(data.n); }));
    await expect(ctx.deps.jobs.send(type, { n: 'seven' } as never)).rejects.toThrow();
    await ctx.deps.jobs.send(type, { n: 7 });
    // A job written by something else (an older release, a hand-made row) with a wrong payload never reaches the handler.
    await ctx.deps.db.execute(sql`insert into pgboss.job (name, data) values ('test.typed', '{"n":"x"}'::jsonb)`);
    expect(await ctx.deps.jobs.drain(type)).toBe(2);
    expect(seen).toEqual([7]);
  });

  it('runs a scheduled (cron) job by itself', async () => {
    const ctx = await createTestApp({}, { cronMonitorSeconds: 1 });
    contexts.push(ctx);
    let runs = 0;
    const type = jobType({ name: 'test.every-minute', schema: z.object({}), retryLimit: 0, retryDelaySeconds: 1, cron: '* * * * *' });
    await ctx.deps.jobs.register(handleJob(type, async () => { runs++; }));
    await ctx.deps.jobs.startWorkers();
    const deadline = Date.now() + 25_000;
    while (runs === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(runs).toBeGreaterThanOrEqual(1);
  }, 40_000);
});
