import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../db/schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Use cases accept either, so they can join a caller's transaction. */
export type DbOrTx = Db | Tx;

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: any[] }>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Raw SQL outside any transaction (pg-boss uses it). */
  executeSql: ExecuteSql;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

/** Opens PGlite in `${dataDir}/db`, or PostgreSQL when a URL is given, and applies pending migrations. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; pglite?: PGlite }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return {
      kind: 'postgres',
      db,
      executeSql: (text, values) => pool.query(text, values as unknown[]),
      close: () => pool.end(),
    };
  }
  let client = opts.pglite;
  if (!client) {
    const dir = path.join(opts.dataDir, 'db');
    fs.mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  const pgl = client;
  return {
    kind: 'pglite',
    db,
    // PGlite's exec() runs several statements (pg-boss sends some that way) but takes no parameters.
    executeSql: (text, values) =>
      values?.length ? pgl.query(text, values) : pgl.exec(text).then((r) => r.at(-1) ?? { rows: [] }),
    close: async () => { if (!opts.pglite) await pgl.close(); },
  };
}

/**
 * Runs a parameterised statement ($1, $2 ...) on a drizzle transaction, so a library that speaks raw SQL
 * (pg-boss) can write inside our transaction on either engine.
 */
export function executeSqlOn(tx: DbOrTx): ExecuteSql {
  return async (text, values = []) => {
    const chunks: SQL[] = [];
    let last = 0;
    for (const m of text.matchAll(/\$(\d+)/g)) {
      chunks.push(sql.raw(text.slice(last, m.index)));
      // drizzle drops an undefined interpolation entirely; SQL wants NULL there.
      chunks.push(sql`${values[Number(m[1]) - 1] ?? null}`);
      last = m.index! + m[0].length;
    }
    chunks.push(sql.raw(text.slice(last)));
    const result = await tx.execute(sql.join(chunks, sql.raw('')));
    return { rows: (result as unknown as { rows: any[] }).rows };
  };
}
