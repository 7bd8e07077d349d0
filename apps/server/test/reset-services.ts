import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Before a test run on PostgreSQL and Redis: an empty database and no rate-limit counters, as PGlite starts from a
 * fresh folder and an in-memory limiter. Earlier runs on the same machine leave rows (staff with used authenticator
 * steps, moderated photos) and counters (signups an hour per address) that would make tests depend on what ran before.
 * Used by the unit tests' global setup and, as a command, before the browser tests' server starts.
 */
export async function resetTestServices(env: { databaseUrl?: string; redisUrl?: string }) {
  if (env.databaseUrl) {
    const client = new pg.Client({ connectionString: env.databaseUrl });
    await client.connect();
    await client.query('drop schema if exists public cascade; drop schema if exists pgboss cascade; drop schema if exists drizzle cascade; create schema public;');
    await client.end();
  }
  if (env.redisUrl) {
    const redis = new Redis(env.redisUrl);
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: 'ratelimit:*', count: 500 })) keys.push(...(batch as string[]));
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await resetTestServices({ databaseUrl: process.env.DATABASE_URL || undefined, redisUrl: process.env.REDIS_URL || undefined });
}
