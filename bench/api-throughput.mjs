// API throughput: the real server's hot read routes against a bare Fastify 5 route, on PGlite and on PostgreSQL.
//
//   npm run api-throughput -w bench [-- --only=pglite|postgres] [-- --fresh-db]
//
// For each database the real server (apps/server, `node --import tsx src/main.ts`, demo seed, LOG_LEVEL=warn) is
// started as a child process next to a tiny bare Fastify server (another child process, GET /bare -> {ok:true}).
// The targets are then measured with autocannon in alternating rounds
//   [bare, GET user.php + cookie, GET settings.php + cookie, GET settings.php without cookie] x BENCH_ROUNDS
// and the median per target is reported with its ratio to the bare route measured in the same run: this machine
// is shared and noisy, so only ratios from one run mean something, not the absolute figures.
//
// Environment: BENCH_SECONDS (5) per measurement, BENCH_ROUNDS (3), BENCH_CONNECTIONS (50),
// BENCH_WARMUP_SECONDS (2, per target before the rounds; 0 for none), BENCH_STARTUP_TIMEOUT (180 s),
// BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/bench_api; created when missing; --fresh-db drops and
// recreates it first). The `test` database (CI) and `postgres` are refused.
// Exits non-zero when a target misbehaves (not 200 before measuring, or more than 0.1 % errors while measuring).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(repoRoot, 'apps/server');
const requireFromServer = createRequire(path.join(serverDir, 'package.json'));
const requireHere = createRequire(import.meta.url);

// ---------------------------------------------------------------- settings

function positiveNumber(name, fallback, { integer = true, allowZero = false } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < 0 || (value === 0 && !allowZero)) {
    console.error(`${name} must be a ${integer ? 'whole ' : ''}number ${allowZero ? '>= 0' : '> 0'} (got ${JSON.stringify(raw)})`);
    process.exit(2);
  }
  return value;
}

const SECONDS = positiveNumber('BENCH_SECONDS', 5);
const ROUNDS = positiveNumber('BENCH_ROUNDS', 3);
const CONNECTIONS = positiveNumber('BENCH_CONNECTIONS', 50);
const WARMUP_SECONDS = positiveNumber('BENCH_WARMUP_SECONDS', 2, { allowZero: true });
const STARTUP_TIMEOUT_S = positiveNumber('BENCH_STARTUP_TIMEOUT', 180);
const DATABASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bench_api';
const MAX_ERROR_RATIO = 0.001;
const GOAL_RATIO = 0.30;
const GOAL_P99_MS = 20;
const DEMO = { host: 'localhost', email: 'demo@example.com', password: 'vonkje-demo-2026' };
const COOKIE_NAME = 'auth.session';

const args = process.argv.slice(2);
let only = null;
let freshDb = false;
for (const arg of args) {
  if (arg.startsWith('--only=')) only = arg.slice('--only='.length);
  else if (arg === '--fresh-db') freshDb = true;
  else { console.error(`unknown argument ${arg}; use --only=pglite, --only=postgres, --fresh-db`); process.exit(2); }
}
if (only !== null && only !== 'pglite' && only !== 'postgres') {
  console.error(`--only must be pglite or postgres (got ${JSON.stringify(only)})`);
  process.exit(2);
}
const DATABASES = [
  { key: 'pglite', label: 'PGlite (embedded)' },
  { key: 'postgres', label: `PostgreSQL (${redactUrl(DATABASE_URL)})` },
].filter((d) => !only || d.key === only);

// ---------------------------------------------------------------- children, cleanup, watchdog

/** Every child process group we started, and every temporary folder we made; all removed on any exit. */
const children = new Set();
const tempDirs = new Set();

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try { process.kill(-child.pid, signal); } catch { /* already gone */ }
}

function cleanupSync() {
  for (const child of children) killGroup(child, 'SIGKILL');
  children.clear();
  for (const dir of tempDirs) { try { fs.rmSync(dir, { recursive: true, force: true }); } catch { /* best effort */ } }
  tempDirs.clear();
}

process.on('exit', cleanupSync);
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) {
  process.on(signal, () => { console.error(`\n${signal}: stopping`); cleanupSync(); process.exit(code); });
}

function spawnChild(name, command, argv, options) {
  const child = spawn(command, argv, { ...options, detached: true });
  child.benchName = name;
  children.add(child);
  child.once('exit', () => children.delete(child));
  const tail = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) if (line.trim()) tail.push(line);
    if (tail.length > 200) tail.splice(0, tail.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.outputTail = () => tail.join('\n');
  return child;
}

/** SIGTERM (graceful: PGlite flushes and closes), SIGKILL after 15 s. */
async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

// The whole run is bounded: startup, warm-up and rounds, with generous slack; then everything is killed.
const perDatabaseSeconds = STARTUP_TIMEOUT_S + 4 * (WARMUP_SECONDS + 15) + ROUNDS * 4 * (SECONDS + 15) + 60;
const watchdogSeconds = 60 + DATABASES.length * perDatabaseSeconds;
setTimeout(() => {
  console.error(`\nwatchdog: the benchmark did not finish within ${watchdogSeconds} s; killing it`);
  for (const child of children) console.error(`--- last output of ${child.benchName}:\n${child.outputTail()}`);
  cleanupSync();
  process.exit(1);
}, watchdogSeconds * 1000).unref();

// ---------------------------------------------------------------- small helpers

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function redactUrl(url) {
  try { const u = new URL(url); if (u.password) u.password = '***'; return u.toString(); } catch { return url; }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => { const { port } = srv.address(); srv.close(() => resolve(port)); });
  });
}

/** One plain HTTP request to 127.0.0.1 (explicit Host header, so the server resolves the demo site directly). */
function request(port, { method = 'GET', path: urlPath, headers = {}, body, timeoutMs = 10_000 }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(body);
    const req = http.request({
      host: '127.0.0.1', port, method, path: urlPath, agent: false,
      headers: { ...headers, ...(payload ? { 'content-length': payload.length } : {}) },
    }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${urlPath}: no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

function parseJson(text, what) {
  try { return JSON.parse(text); } catch { throw new Error(`${what}: answer is not JSON: ${text.slice(0, 300)}`); }
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

// ---------------------------------------------------------------- servers

async function startBareFastify() {
  const fastifyUrl = pathToFileURL(requireFromServer.resolve('fastify')).href;
  const code = `
    const { default: Fastify } = await import(${JSON.stringify(fastifyUrl)});
    const app = Fastify({ logger: false });
    app.get('/bare', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    process.stdout.write('PORT=' + app.server.address().port + '\\n');
    process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
  `;
  const child = spawnChild('bare Fastify', process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`bare Fastify did not start within 30 s:\n${child.outputTail()}`)), 30_000);
    child.stdout.on('data', (c) => {
      out += c;
      const m = /PORT=(\d+)/.exec(out);
      if (m) { clearTimeout(timer); resolve(Number(m[1])); }
    });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`bare Fastify exited with ${code}:\n${child.outputTail()}`)); });
  });
  return { child, port };
}

async function ensurePostgresDatabase() {
  const target = new URL(DATABASE_URL);
  const dbName = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!dbName) throw new Error(`BENCH_DATABASE_URL names no database: ${redactUrl(DATABASE_URL)}`);
  if (dbName === 'test' || dbName === 'postgres') throw new Error(`refusing to benchmark in the "${dbName}" database; pick another BENCH_DATABASE_URL`);
  const admin = new URL(DATABASE_URL);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`cannot connect to PostgreSQL at ${redactUrl(admin.toString())}: ${err.message}\n`
      + '  start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start  (or use --only=pglite)');
  }
  try {
    const ident = `"${dbName.replace(/"/g, '""')}"`;
    let exists = (await client.query('select 1 from pg_database where datname = $1', [dbName])).rowCount > 0;
    if (exists && freshDb) {
      await client.query(`drop database ${ident} with (force)`);
      exists = false;
    }
    if (!exists) await client.query(`create database ${ident}`);
    return { dbName, created: !exists };
  } finally {
    await client.end();
  }
}

async function startAppServer(databaseKey) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-data-'));
  tempDirs.add(dataDir);
  const env = {
    ...process.env,
    NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true',
    LOG_LEVEL: 'warn', DATABASE_URL: databaseKey === 'postgres' ? DATABASE_URL : '',
    // Nothing inherited from the caller's shell changes what is measured.
    REDIS_URL: '', SMTP_URL: '', PUBLIC_URL: '', DEFAULT_SITE: '', TRUST_PROXY: '', GEOIP_HEADER: '', PHOTO_AUTO_APPROVE: '',
  };
  requireFromServer.resolve('tsx'); // throws a clear error when the workspace is not installed
  const child = spawnChild(`app server (${databaseKey})`, process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = Date.now();
  let exitInfo = null;
  child.once('exit', (code, signal) => { exitInfo = signal ?? `code ${code}`; });
  let lastProblem = 'no answer yet';
  while (Date.now() - started < STARTUP_TIMEOUT_S * 1000) {
    if (exitInfo) throw new Error(`app server (${databaseKey}) exited during startup (${exitInfo}):\n${child.outputTail()}`);
    try {
      const res = await request(port, { path: '/api/settings.php', headers: { host: `${DEMO.host}:${port}` }, timeoutMs: 5000 });
      if (res.status === 200) return { child, port, dataDir, startupMs: Date.now() - started };
      lastProblem = `settings.php answered ${res.status}: ${res.text.slice(0, 200)}`;
    } catch (err) {
      lastProblem = err.message;
    }
    await sleep(500);
  }
  throw new Error(`app server (${databaseKey}) not ready within ${STARTUP_TIMEOUT_S} s (last: ${lastProblem}):\n${child.outputTail()}`);
}

async function stopAppServer(server) {
  await stopChild(server.child);
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  tempDirs.delete(server.dataDir);
}

async function logIn(port) {
  const origin = `http://${DEMO.host}:${port}`;
  const res = await request(port, {
    method: 'POST', path: '/api/user.php',
    headers: { host: `${DEMO.host}:${port}`, origin, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
  });
  if (res.status !== 200) throw new Error(`login as ${DEMO.email} failed: ${res.status} ${res.text.slice(0, 300)}`);
  const setCookies = [res.headers['set-cookie'] ?? []].flat();
  const session = setCookies.map((c) => c.split(';')[0]).find((c) => c.startsWith(`${COOKIE_NAME}=`));
  if (!session) throw new Error(`login answered 200 but set no ${COOKIE_NAME} cookie (Set-Cookie: ${JSON.stringify(setCookies)})`);
  return session;
}

// ---------------------------------------------------------------- targets and measurement

function appTargets(port, cookie) {
  const host = `${DEMO.host}:${port}`;
  const base = { port, host };
  return [
    { ...base, key: 'user', label: 'GET /api/user.php (cookie)', path: '/api/user.php', headers: { host, accept: 'application/json', cookie } },
    { ...base, key: 'settingsCookie', label: 'GET /api/settings.php (cookie)', path: '/api/settings.php', headers: { host, accept: 'application/json', cookie } },
    { ...base, key: 'settingsAnon', label: 'GET /api/settings.php (no cookie)', path: '/api/settings.php', headers: { host, accept: 'application/json' } },
  ];
}

function bareTarget(port) {
  const host = `127.0.0.1:${port}`;
  return { key: 'bare', label: 'bare Fastify GET /bare (baseline)', port, host, path: '/bare', headers: { host, accept: 'application/json' } };
}

/** Each target answers 200 once, with the body it should have, before anything is measured. */
async function verifyTargets(targets, port) {
  for (const t of targets) {
    const res = await request(t.port, { path: t.path, headers: t.headers });
    if (res.status !== 200) throw new Error(`${t.label}: expected 200 before measuring, got ${res.status}: ${res.text.slice(0, 300)}`);
    const body = parseJson(res.text, t.label);
    if (t.key === 'bare' && body.ok !== true) throw new Error(`${t.label}: unexpected body ${res.text}`);
    if (t.key === 'user' && body.user?.email !== DEMO.email) throw new Error(`${t.label}: expected the demo member, got ${res.text.slice(0, 300)}`);
    if (t.key.startsWith('settings') && typeof body !== 'object') throw new Error(`${t.label}: unexpected body ${res.text.slice(0, 300)}`);
  }
  // And the cookie is what makes user.php answer: without it, the spec's 403.
  const anon = await request(port, { path: '/api/user.php', headers: { host: `${DEMO.host}:${port}`, accept: 'application/json' } });
  if (anon.status !== 403) throw new Error(`GET /api/user.php without cookie: expected 403, got ${anon.status}: ${anon.text.slice(0, 200)}`);
}

async function measure(target, seconds) {
  const result = await autocannon({
    url: `http://127.0.0.1:${target.port}${target.path}`,
    headers: target.headers,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
  });
  const completed = result.requests.total;
  const failed = result.non2xx + result.errors; // errors include timeouts and connection errors
  const attempted = completed + result.errors;
  const errorRatio = attempted ? failed / attempted : 1;
  if (completed === 0 || errorRatio > MAX_ERROR_RATIO) {
    throw new Error(`${target.label}: ${failed} of ${attempted} requests failed (${(errorRatio * 100).toFixed(2)} % > ${MAX_ERROR_RATIO * 100} %): `
      + `non-2xx ${result.non2xx}, errors ${result.errors} (timeouts ${result.timeouts}), status codes ${JSON.stringify(result.statusCodeStats)}; `
      + 'the figures would be meaningless (rate limit? crash?)');
  }
  return {
    rps: completed / result.duration, // per second over the whole measurement
    p99: result.latency.p99,
    p50: result.latency.p50,
    failed,
    attempted,
  };
}

async function benchDatabase(database, bare, pgInfo) {
  console.log(`\n== ${database.label}`);
  if (database.key === 'postgres') {
    console.log(`   database "${pgInfo.dbName}" ${pgInfo.created ? 'created' : 'exists (reused; --fresh-db to recreate)'}`);
  }
  const server = await startAppServer(database.key);
  try {
    console.log(`   app server ready on port ${server.port} after ${(server.startupMs / 1000).toFixed(1)} s`);
    const cookie = await logIn(server.port);
    const targets = [bareTarget(bare.port), ...appTargets(server.port, cookie)];
    await verifyTargets(targets, server.port);
    console.log('   every target answered 200 (user.php with the demo member) and user.php without cookie 403');

    if (WARMUP_SECONDS > 0) {
      for (const t of targets) await measure(t, WARMUP_SECONDS);
      console.log(`   warmed up ${WARMUP_SECONDS} s per target`);
    }
    const runs = Object.fromEntries(targets.map((t) => [t.key, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      const line = [];
      for (const t of targets) {
        const m = await measure(t, SECONDS);
        runs[t.key].push(m);
        line.push(`${t.key} ${Math.round(m.rps)}/s p99 ${m.p99} ms`);
        await sleep(250);
      }
      console.log(`   round ${round}/${ROUNDS}: ${line.join(' | ')}`);
    }
    const rows = targets.map((t) => {
      const ms = runs[t.key];
      return {
        target: t,
        rps: median(ms.map((m) => m.rps)),
        p99: median(ms.map((m) => m.p99)),
        rpsRuns: ms.map((m) => Math.round(m.rps)),
        // The ratio to the bare run of the same round (neighbours in time), median over rounds: less noise-prone.
        roundRatio: median(ms.map((m, i) => m.rps / runs.bare[i].rps)),
        failed: ms.reduce((a, m) => a + m.failed, 0),
        attempted: ms.reduce((a, m) => a + m.attempted, 0),
      };
    });
    printTable(database, rows);
    return rows;
  } catch (err) {
    err.message += `\n--- last output of the app server (${database.key}):\n${server.child.outputTail() || '(none)'}`;
    throw err;
  } finally {
    await stopAppServer(server);
  }
}

function printTable(database, rows) {
  const bareRps = rows.find((r) => r.target.key === 'bare').rps;
  const header = ['target', 'req/s', 'p99 ms', 'vs bare', 'same-round', 'non-2xx/err', 'req/s per round'];
  const body = rows.map((r) => [
    r.target.label,
    Math.round(r.rps).toString(),
    r.p99.toFixed(1),
    `${((r.rps / bareRps) * 100).toFixed(1)} %`,
    `${(r.roundRatio * 100).toFixed(1)} %`,
    `${r.failed}/${r.attempted}`,
    r.rpsRuns.join(', '),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const fmt = (row) => row.map((cell, i) => (i === row.length - 1 ? cell : i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(`\n${database.label}: median of ${ROUNDS} rounds x ${SECONDS} s, ${CONNECTIONS} connections`
    + ' ("vs bare": median req/s over median bare req/s; "same-round": median of the per-round ratios)');
  console.log(`  ${fmt(header)}`);
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of body) console.log(`  ${fmt(row)}`);
}

function verdict(database, rows) {
  const bare = rows.find((r) => r.target.key === 'bare');
  const user = rows.find((r) => r.target.key === 'user');
  const pct = (user.rps / bare.rps) * 100;
  const met = pct >= GOAL_RATIO * 100 && user.p99 < GOAL_P99_MS;
  const where = database.key === 'postgres' ? 'PostgreSQL' : 'PGlite';
  return `authenticated user.php reaches ${pct.toFixed(1)} % of bare Fastify on ${where} (goal ≥ ${GOAL_RATIO * 100} %), `
    + `p99 ${user.p99.toFixed(1)} ms (goal < ${GOAL_P99_MS} ms): ${met ? 'GOAL MET' : 'goal not met'}`
    + ` [same-round ratio ${(user.roundRatio * 100).toFixed(1)} %]`;
}

// ---------------------------------------------------------------- main

async function main() {
  const fastifyVersion = requireFromServer('fastify/package.json').version;
  const autocannonVersion = requireHere('autocannon/package.json').version;
  console.log(`api-throughput: node ${process.version}, fastify ${fastifyVersion}, autocannon ${autocannonVersion}, `
    + `${os.cpus().length} CPUs, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`  ${CONNECTIONS} connections, ${ROUNDS} rounds x ${SECONDS} s per target, warm-up ${WARMUP_SECONDS} s, `
    + `databases: ${DATABASES.map((d) => d.key).join(', ')}; ratios are what counts (shared, noisy machine)`);

  // Done first, so an unreachable PostgreSQL fails the run before the long PGlite part.
  const pgInfo = DATABASES.some((d) => d.key === 'postgres') ? await ensurePostgresDatabase() : null;

  const bare = await startBareFastify();
  const results = [];
  try {
    for (const database of DATABASES) results.push([database, await benchDatabase(database, bare, pgInfo)]);
  } finally {
    await stopChild(bare.child);
  }

  console.log('');
  for (const [database, rows] of results) if (database.key !== 'postgres') console.log(`(${verdict(database, rows)})`);
  const postgres = results.find(([d]) => d.key === 'postgres');
  if (postgres) console.log(verdict(...postgres));
  else console.log('PostgreSQL not measured (--only=pglite): no verdict for the goal, which is about PostgreSQL.');
}

main().then(
  () => { cleanupSync(); process.exit(0); },
  (err) => { console.error(`\napi-throughput FAILED: ${err.message}`); cleanupSync(); process.exit(1); },
);
