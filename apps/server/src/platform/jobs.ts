import PgBoss from 'pg-boss';
import { executeSqlOn, type Database, type DbOrTx } from './db.js';

export interface QueueDefinition<T> {
  name: string;
  /** Attempts after the first failure; with back-off doubling from retryDelaySeconds. */
  retryLimit: number;
  retryDelaySeconds: number;
  handle(data: T): Promise<void>;
}

export interface Jobs {
  /** Queues a job; with `tx` it is written in that transaction and exists only if the transaction commits. */
  send<T extends object>(queue: string, data: T, tx?: DbOrTx): Promise<void>;
  register<T extends object>(def: QueueDefinition<T>): Promise<void>;
  /** Starts polling for every registered queue (the server's worker). */
  startWorkers(): Promise<void>;
  /** Runs every job that is due now, in this process; for tests and one-off scripts. Returns how many ran. */
  drain(queue: string): Promise<number>;
  stop(): Promise<void>;
}

export async function createJobs(database: Database, opts: { databaseUrl?: string; pollSeconds?: number } = {}): Promise<Jobs> {
  const boss = new PgBoss(
    opts.databaseUrl
      ? { connectionString: opts.databaseUrl, max: 4, schema: 'pgboss' }
      : { db: { executeSql: (text, values) => database.executeSql(text, values) }, schema: 'pgboss' },
  );
  boss.on('error', (err) => console.error('[jobs]', err.message));
  await boss.start();
  const definitions = new Map<string, QueueDefinition<any>>();
  const pollSeconds = opts.pollSeconds ?? 2;
  let stopped = false;

  return {
    async send(queue, data, tx) {
      const def = definitions.get(queue);
      if (!def) throw new Error(`unknown queue ${queue}`);
      const options: PgBoss.SendOptions = { retryLimit: def.retryLimit, retryDelay: def.retryDelaySeconds, retryBackoff: true };
      if (tx) options.db = { executeSql: executeSqlOn(tx) };
      await boss.send(queue, data, options);
    },
    async register(def) {
      definitions.set(def.name, def);
      await boss.createQueue(def.name, { name: def.name, retryLimit: def.retryLimit, retryDelay: def.retryDelaySeconds, retryBackoff: true });
    },
    async startWorkers() {
      for (const def of definitions.values()) {
        await boss.work(def.name, { pollingIntervalSeconds: pollSeconds, batchSize: 1 }, async (jobs) => {
          for (const job of jobs) await def.handle(job.data);
        });
      }
    },
    async drain(queue) {
      const def = definitions.get(queue);
      if (!def) throw new Error(`unknown queue ${queue}`);
      let ran = 0;
      for (;;) {
        const [job] = await boss.fetch<object>(queue);
        if (!job) return ran;
        try {
          await def.handle(job.data);
          await boss.complete(queue, job.id);
        } catch (err) {
          await boss.fail(queue, job.id, { message: (err as Error).message });
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
