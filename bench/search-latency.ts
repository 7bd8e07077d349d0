// Search latency at scale: fills a PostgreSQL database with 100,000 profiles of one site (once), then times a fixed mix
// of member searches through the real use case and prints p50/p95/p99.
// Usage: npx tsx bench/search-latency.ts   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/bench)
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { searchQuerySchema } from '@app/shared';
import { openBenchSite } from './lib/bench-site.js';
import { profiles, users } from '../apps/server/src/db/schema/index.js';
import { searchMembers } from '../apps/server/src/modules/profiles/search-members.js';
import { regionsOf } from '../apps/server/src/modules/sites/regions.js';
import type { AuthenticatedSession } from '../apps/server/src/modules/accounts/sessions.js';
import type { SiteWithCompany } from '../apps/server/src/modules/sites/site-resolver.js';

const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
const RUNS_PER_QUERY = 100;
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';

const { database, db, site, pool } = await openBenchSite(url, 'bench.example');
const siteId = site.id;
const { rows: [{ n }] } = await pool.query<{ n: number }>('select count(*)::int as n from profiles where site_id = $1', [siteId]);
if (n < PROFILES) {
  const started = performance.now();
  const nl = regionsOf('NL').map((r) => r.code);
  const be = regionsOf('BE').map((r) => r.code);
  await pool.query('select setseed(0.42)');
  await pool.query(`insert into users (site_id, email, email_normalized, password_hash, status, language)
    select $1, 'b' || g || '@bench.example', 'b' || g || '@bench.example', 'x', 'active', 'nl' from generate_series($2::int + 1, $3::int) g`, [siteId, n, PROFILES]);
  await pool.query(`insert into profiles (user_id, site_id, name, status, date_of_birth, country, gender, sexuality, last_active_at, is_fictional, invisible, interests)
    select u.id, u.site_id, 'Member ' || u.id, case when random() < 0.03 then 'disabled' else 'active' end,
      (date '2008-11-01' - (random() * 52 * 365)::int), case when random() < 0.7 then 'NL' else 'BE' end,
      case when random() < 0.5 then 'male' else 'female' end,
      (array['hetero','hetero','hetero','bi','gay','lesbian'])[1 + floor(random() * 6)::int],
      now() - random() * interval '30 days', random() < 0.2, random() < 0.02, '[]'::jsonb
    from users u where u.site_id = $1 and not exists (select 1 from profiles p where p.user_id = u.id)`, [siteId]);
  await pool.query(`update profiles set region = ($2::text[])[1 + floor(random() * array_length($2::text[], 1))::int] where site_id = $1 and country = 'NL' and region is null`, [siteId, nl]);
  await pool.query(`update profiles set region = ($2::text[])[1 + floor(random() * array_length($2::text[], 1))::int] where site_id = $1 and country = 'BE' and region is null`, [siteId, be]);
  await pool.query('analyze profiles; analyze users;');
  console.log(`generated ${PROFILES - n} profiles in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// The searching member has blocked, and been blocked by, a few dozen others.
const [viewerProfile] = await db.select().from(profiles).where(eq(profiles.siteId, siteId)).limit(1);
const [viewerUser] = await db.select().from(users).where(eq(users.id, viewerProfile!.userId));
await pool.query(`insert into blocks (blocker_id, blocked_id) select $1, id from profiles where site_id = $2 and id <> $1 order by id limit 25 on conflict do nothing`, [viewerProfile!.id, siteId]);
await pool.query(`insert into blocks (blocker_id, blocked_id) select id, $1 from profiles where site_id = $2 and id <> $1 order by id desc limit 25 on conflict do nothing`, [viewerProfile!.id, siteId]);

const viewer = {
  site: { ...site, company: {} } as unknown as SiteWithCompany,
  auth: { idHash: '', user: viewerUser!, profile: viewerProfile! } as AuthenticatedSession,
};
const deps = { db, clock: { now: () => new Date() } };

const MIX: Array<Record<string, string>> = [
  {},
  { gender: 'female' },
  { gender: 'male', min_age: '30', max_age: '45' },
  { country: 'BE' },
  { countryregion: 'NL-NH' },
  { gender: 'female', countryregion: 'NL-ZH', min_age: '25', max_age: '35' },
  { min_age: '60' },
  { gender: 'male', page: '5' },
  { gender: 'female', min_age: '18', max_age: '25', country: 'NL' },
  { sexuality: 'bi', gender: 'female' },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
for (const filters of MIX) await searchMembers(deps, viewer, searchQuerySchema.parse(filters)); // warm up
const all: number[] = [];
console.log(`\nsearch latency over ${PROFILES.toLocaleString('en')} profiles (PostgreSQL), ${RUNS_PER_QUERY} runs per query:`);
for (const filters of MIX) {
  const times: number[] = [];
  for (let i = 0; i < RUNS_PER_QUERY; i++) {
    const start = performance.now();
    await searchMembers(deps, viewer, searchQuerySchema.parse(filters));
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  console.log(`  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  ${JSON.stringify(filters)}`);
}
all.sort((a, b) => a - b);
console.log(`  overall: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms (target p95 <= 30 ms)`);
await pool.end();
await database.close();
