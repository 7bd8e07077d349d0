// GET /api/likes.php for a member with 1,000 likes: fills PostgreSQL database `bench_likes` (once) with 20,000
// profiles of one site, one member liked by 1,000 of them (300 liked back: matches) who liked 200 others, then
// times the real route (GET /api/likes.php through the whole Fastify app with a session cookie, in process) and the
// use case alone for each tab, and prints p50/p95/p99 (target: the route's p95 <= 20 ms).
// Usage: npx tsx bench/likes-latency.ts   (BENCH_LIKES_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_likes)
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { AUTH_COOKIE_NAME, likesQuerySchema } from '@app/shared';
import { buildApp, createDeps } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { startSession } from '../apps/server/src/modules/accounts/sessions.js';
import { openBenchSite } from './lib/bench-site.js';
import { profiles, users } from '../apps/server/src/db/schema/index.js';
import { listLikes } from '../apps/server/src/modules/likes/list-likes.js';
import type { AuthenticatedSession } from '../apps/server/src/modules/accounts/sessions.js';
import type { SiteWithCompany } from '../apps/server/src/modules/sites/site-resolver.js';

const PROFILES = 20_000;
const RUNS = 200;
const url = process.env.BENCH_LIKES_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_likes';

const { database, db, site, pool } = await openBenchSite(url, 'likes.bench.example');
const siteId = site.id;
const { rows: [{ n }] } = await pool.query<{ n: number }>('select count(*)::int as n from profiles where site_id = $1', [siteId]);
if (n < PROFILES) {
  await pool.query(`insert into users (site_id, email, email_normalized, password_hash, status, language)
    select $1, 'l' || g || '@bench.example', 'l' || g || '@bench.example', 'x', 'active', 'nl' from generate_series($2::int + 1, $3::int) g`, [siteId, n, PROFILES]);
  await pool.query(`insert into profiles (user_id, site_id, name, status, date_of_birth, country, gender, last_active_at, interests)
    select u.id, u.site_id, 'Member ' || u.id, 'active', date '1980-01-01' + (u.id % 9000), 'NL', case when u.id % 2 = 0 then 'male' else 'female' end,
      now() - (u.id % 1000) * interval '1 hour', '[]'::jsonb
    from users u where u.site_id = $1 and not exists (select 1 from profiles p where p.user_id = u.id)`, [siteId]);
  const { rows: [me] } = await pool.query<{ id: number }>('select min(id) as id from profiles where site_id = $1', [siteId]);
  // 1,000 likes received (the first 300 liked back), 200 given to others; a few hundred thousand likes among the rest.
  await pool.query(`insert into likes (liker_id, liked_id, site_id, created_at, seen_at)
    select id, $1, $2, now() - (id % 500) * interval '1 minute', case when id % 3 = 0 then now() end from profiles where site_id = $2 and id <> $1 order by id limit 1000`, [me!.id, siteId]);
  await pool.query(`insert into likes (liker_id, liked_id, site_id) select $1, id, $2 from profiles where site_id = $2 and id <> $1 order by id limit 300`, [me!.id, siteId]);
  await pool.query(`insert into likes (liker_id, liked_id, site_id) select $1, id, $2 from profiles where site_id = $2 order by id desc limit 200`, [me!.id, siteId]);
  await pool.query(`insert into likes (liker_id, liked_id, site_id) select a.id, a.id + 1 + (g * 37) % 5000, $1 from profiles a, generate_series(1, 15) g
    where a.site_id = $1 and a.id + 1 + (g * 37) % 5000 in (select id from profiles where site_id = $1) on conflict do nothing`, [siteId]);
  await pool.query('analyze profiles; analyze likes; analyze users;');
}
const [meProfile] = await db.select().from(profiles).where(eq(profiles.siteId, siteId)).orderBy(profiles.id).limit(1);
const [meUser] = await db.select().from(users).where(eq(users.id, meProfile!.userId));
const input = {
  site: { ...site, company: {} } as unknown as SiteWithCompany,
  auth: { idHash: '', user: meUser!, profile: meProfile! } as AuthenticatedSession,
};
const deps = { db, clock: { now: () => new Date() } };
const { rows: [{ total }] } = await pool.query<{ total: number }>('select count(*)::int as total from likes where site_id = $1', [siteId]);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
console.log(`\nlikes.php for a member liked by 1,000 (300 matches, 200 given to others); ${total.toLocaleString('en')} likes on the site, ${RUNS} runs per tab:`);
const all: number[] = [];
for (const query of [{ type: 'received' }, { type: 'given' }, { type: 'matches' }, { type: 'received', page: '20' }]) {
  const parsed = likesQuerySchema.parse(query);
  for (let i = 0; i < 10; i++) await listLikes(deps, input, parsed); // warm up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const answer = await listLikes(deps, input, parsed);
    times.push(performance.now() - start);
    if (i === 0 && query.type === 'received' && answer.liked_by.length !== 1000) throw new Error(`expected 1000 liked_by, got ${answer.liked_by.length}`);
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  console.log(`  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  ${JSON.stringify(query)}`);
}
all.sort((a, b) => a - b);
console.log(`  use case overall: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms`);

// The same through the route: site by Host, session cookie, validation, serialisation.
const appDeps = await createDeps(loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DATA_DIR: '/tmp/bench-likes', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }));
const app = await buildApp(appDeps);
const cookie = `${AUTH_COOKIE_NAME}=${await startSession(db, { now: () => new Date() }, { id: meUser!.id, siteId })}`;
const route: number[] = [];
console.log('GET /api/likes.php through the app:');
for (const path of ['/api/likes.php', '/api/likes.php?type=given', '/api/likes.php?type=matches', '/api/likes.php?page=20']) {
  const call = () => app.inject({ method: 'GET', url: path, headers: { host: site.domain, cookie } });
  for (let i = 0; i < 10; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await call();
    times.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  route.push(...times);
  console.log(`  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  ${path}`);
}
route.sort((a, b) => a - b);
console.log(`  route overall: p50 ${percentile(route, 50).toFixed(1)} ms, p95 ${percentile(route, 95).toFixed(1)} ms, p99 ${percentile(route, 99).toFixed(1)} ms (target p95 <= 20 ms)`);
await app.close();
await appDeps.close();
await pool.end();
await database.close();
