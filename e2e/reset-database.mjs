// Before the browser tests' server starts on PostgreSQL: an empty database, as PGlite gets a fresh data folder,
// and no rate-limit counters in Redis.
// The unit tests leave their rows in the same database (staff with used authenticator steps, photos already
// moderated, rate-limit counters), which would make the journeys depend on what ran before them.
import { Redis } from 'ioredis';
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('drop schema if exists public cascade; drop schema if exists pgboss cascade; drop schema if exists drizzle cascade; create schema public;');
  await client.end();
  console.log('e2e: emptied the PostgreSQL database');
}

// Rate-limit counters of earlier runs would refuse the journeys (e.g. 5 complaints an hour per address).
if (process.env.REDIS_URL) {
  const redis = new Redis(process.env.REDIS_URL);
  const keys = [];
  for await (const batch of redis.scanStream({ match: 'ratelimit:*', count: 500 })) keys.push(...batch);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}
