import PgBoss from 'pg-boss';
import type { z } from 'zod';
import { executeSqlOn, type Database, type DbOrTx } from './db.js';

/**
 * A kind of job: its queue name, the zod schema of its payload (checked when it is queued and again when it runs,
 * since a job may have been written by an older release), its retry policy and, for scheduled jobs, a cron line.
 */
export interface JobType<S extends z.ZodType = z.ZodType> {
  name: string;
  schema: S;
  /** Attempts after the first failure, with back-off doubling from retryDelaySeconds. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Five-field cron in UTC: the job is queued on that schedule (once across all instances) with an empty payload. */
  cron?: string;
}

export const jobType = <S extends z.ZodType>(type: JobType<S>): JobType<S> => type;

export interface JobHandler<S extends z.ZodType = z.ZodType> { type: JobType<S>; handle(data: z.output<S>): Promise<void> }
export const handleJob = <S extends z.ZodType>(type: JobType<S>, handle: (data: z.output<S>) => Promise<void>): JobHandler<S> => ({ type, handle });

export interface Jobs {
  /** Queues a job; with `tx` it is written in that transaction and exists only if the transaction commits. */
  send<S extends z.ZodType>(type: JobType<S>, data: z.input<S>, tx?: DbOrTx): Promise<void>;
  register(handler: JobHandler<any>): Promise<void>;
  /** Every registered job type. */
  types(): JobType[];
  /** Starts polling for every registered queue (the server's worker). */
  startWorkers(): Promise<void>;
  /** Runs every job of one type that is due now, in this process; for tests and one-off scripts. Returns how many ran. */
  drain(type: JobType | string): Promise<number>;
  stop(): Promise<void>;
}

export interface JobsOptions {
  databaseUrl?: string;
  pollSeconds?: number;
  /** How often pg-boss looks at the schedules (1-45 s); tests shorten it. */
  cronMonitorSeconds?: number;
  log?: (message: string, detail?: unknown) => void;
}

export async function createJobs(database: Database, opts: JobsOptions = {}): Promise<Jobs> {
  const cronOptions = opts.cronMonitorSeconds ? { cronMonitorIntervalSeconds: opts.cronMonitorSeconds, cronWorkerIntervalSeconds: opts.cronMonitorSeconds } : {};
  const boss = new PgBoss(
    opts.databaseUrl
      ? { connectionString: opts.databaseUrl, max: 4, schema: 'pgboss', ...cronOptions }
      : { db: { executeSql: (text, values) => database.executeSql(text, values) }, schema: 'pgboss', ...cronOptions },
  );
  const log = opts.log ?? ((message, detail) => console.error(message, detail ?? ''));
  boss.on('error', (err) => log('[jobs]', err.message));
  await boss.start();
  const handlers = new Map<string, JobHandler<any>>();
  const pollSeconds = opts.pollSeconds ?? 2;
  let stopped = false;

  /** A payload that does not fit its schema can never succeed: it is logged and not retried. */
  async function run(handler: JobHandler<any>, id: string, data: unknown) {
    const parsed = handler.type.schema.safeParse(data ?? {});
    if (!parsed.success) {
      log(`[jobs] ${handler.type.name} ${id}: payload refused by its schema, dropped`, parsed.error.issues);
      return;
    }
    await handler.handle(parsed.data);
  }

  const handlerOf = (type: JobType | string) => {
    const handler = handlers.get(typeof type === 'string' ? type : type.name);
    if (!handler) throw new Error(`unknown job type ${typeof type === 'string' ? type : type.name}`);
    return handler;
  };

  return {
    async send(type, data, tx) {
      const handler = handlerOf(type);
      const payload = handler.type.schema.parse(data) as object;
      const options: PgBoss.SendOptions = { retryLimit: type.retryLimit, retryDelay: type.retryDelaySeconds, retryBackoff: true };
      if (tx) options.db = { executeSql: executeSqlOn(tx) };
      await boss.send(type.name, payload, options);
    },
    async register(handler) {
      const { type } = handler;
      handlers.set(type.name, handler);
      await boss.createQueue(type.name, { name: type.name, retryLimit: type.retryLimit, retryDelay: type.retryDelaySeconds, retryBackoff: true });
      if (type.cron) await boss.schedule(type.name, type.cron, {}, { tz: 'UTC', retryLimit: type.retryLimit, retryDelay: type.retryDelaySeconds, retryBackoff: true });
    },
    types: () => [...handlers.values()].map((h) => h.type),
    async startWorkers() {
      for (const handler of handlers.values()) {
        await boss.work(handler.type.name, { pollingIntervalSeconds: pollSeconds, batchSize: 1 }, async (jobs) => {
          for (const job of jobs) await run(handler, job.id, job.data);
        });
      }
    },
    async drain(type) {
      const handler = handlerOf(type);
      let ran = 0;
      for (;;) {
        const [job] = await boss.fetch<object>(handler.type.name);
        if (!job) return ran;
        try {
          await run(handler, job.id, job.data);
          await boss.complete(handler.type.name, job.id);
        } catch (err) {
          await boss.fail(handler.type.name, job.id, { message: (err as Error).message });
        }
        ran++;
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
