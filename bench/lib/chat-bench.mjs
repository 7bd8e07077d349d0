// Shared by chat-send.mjs and realtime-latency.mjs: databases of our own, the real server (and a private Redis) as
// child processes, bench members written straight into the database (credits through the ledger, a session each),
// a few measuring aids (CPU of processes, the server's memory through the inspector, percentiles), and the cleanup
// that runs whatever happens (children killed, temporary folders and our databases removed).
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverDir = path.join(repoRoot, 'apps/server');
export const requireFromServer = createRequire(path.join(serverDir, 'package.json'));
export const pg = requireFromServer('pg');
export const { WebSocket } = requireFromServer('ws');

/** The demo seed's default site answers this host. */
export const HOST = 'localhost';
export const COOKIE_NAME = 'auth.session';
/** Where our databases are created (trust auth). The server is given `${PG_BASE}/<name>`. */
export const PG_BASE = (process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
/** The sending limits of the server are raised to this for the benches (the limiter still runs, it never refuses). */
export const RAISED_LIMIT = '100000000';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function numberEnv(name, fallback, { min = 1 } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) {
    console.error(`${name} must be a number >= ${min} (got ${JSON.stringify(raw)})`);
    process.exit(2);
  }
  return value;
}

// ---------------------------------------------------------------- children, temporary folders, databases, cleanup

const children = new Set();
const tempDirs = new Set();
const databases = new Set();

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try { process.kill(-child.pid, signal); } catch { /* already gone */ }
}

/** Last resort (process exit, a signal, the watchdog): synchronous, so it also runs from an 'exit' handler. */
export function cleanupSync() {
  for (const child of children) killGroup(child, 'SIGKILL');
  children.clear();
  for (const dir of tempDirs) { try { fs.rmSync(dir, { recursive: true, force: true }); } catch { /* best effort */ } }
  tempDirs.clear();
  for (const name of databases) {
    spawnSync('psql', [`${PG_BASE}/postgres`, '-qAtc', `drop database if exists "${name}" with (force)`], { stdio: 'ignore', timeout: 20_000 });
  }
  databases.clear();
}

/** The normal way out: children stopped, our databases dropped (then the synchronous sweep for anything left). */
export async function cleanup() {
  await Promise.all([...children].map((child) => stopChild(child)));
  for (const name of [...databases]) {
    try { await adminQuery(`drop database if exists "${name}" with (force)`); databases.delete(name); } catch { /* cleanupSync retries */ }
  }
  cleanupSync();
}

process.on('exit', cleanupSync);
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) {
  process.on(signal, () => { console.error(`\n${signal}: stopping, cleaning up`); cleanupSync(); process.exit(code); });
}

/** Kills everything when the run takes longer than it ever should (a hung server, a lost socket). */
export function startWatchdog(seconds) {
  setTimeout(() => {
    console.error(`\nwatchdog: the benchmark did not finish within ${seconds} s; killing it`);
    for (const child of children) console.error(`--- last output of ${child.benchName}:\n${child.outputTail()}`);
    cleanupSync();
    process.exit(1);
  }, seconds * 1000).unref();
}

export function makeTempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

function spawnChild(name, command, argv, options) {
  const child = spawn(command, argv, { ...options, detached: true });
  child.benchName = name;
  children.add(child);
  child.once('exit', () => children.delete(child));
  const tail = [];
  child.outputListeners = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      for (const listener of child.outputListeners) listener(line);
    }
    if (tail.length > 200) tail.splice(0, tail.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.outputTail = () => tail.join('\n');
  return child;
}

/** SIGTERM (graceful: the server closes its sockets, PGlite flushes), SIGKILL after 15 s. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => { const { port } = probe.address(); probe.close(() => resolve(port)); });
  });
}

// ---------------------------------------------------------------- PostgreSQL

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: `${PG_BASE}/postgres`, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`cannot connect to PostgreSQL at ${PG_BASE}: ${err.message}`);
  }
  try { return await client.query(text); } finally { await client.end(); }
}

/** Drops and creates a database of our own (never `test`, which CI uses, nor `postgres`); dropped again at the end. */
export async function freshDatabase(name) {
  if (!/^bench_[a-z0-9_]+$/.test(name)) throw new Error(`refusing database name ${JSON.stringify(name)}: bench databases are called bench_*`);
  databases.add(name);
  await adminQuery(`drop database if exists "${name}" with (force)`);
  await adminQuery(`create database "${name}"`);
  return `${PG_BASE}/${name}`;
}

export async function dropDatabase(name) {
  await adminQuery(`drop database if exists "${name}" with (force)`);
  databases.delete(name);
}

/** `query(text, params) -> { rows }` on a pg client (PostgreSQL) or a PGlite instance: both take $1 parameters. */
export async function connectPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { query: (text, params) => client.query(text, params), close: () => client.end(), client };
}

/** Opens a PGlite data folder the server is not using (before it starts, or after it stopped). */
export async function openPglite(dataDir) {
  const { PGlite } = await import(pathToFileURL(requireFromServer.resolve('@electric-sql/pglite')).href);
  const db = await PGlite.create(path.join(dataDir, 'db'));
  return { query: (text, params) => db.query(text, params), close: () => db.close() };
}

// ---------------------------------------------------------------- Redis (a private one: pub/sub channels are global)

/**
 * Redis for the two-instance run. By default a private redis-server on a free port: pub/sub channels ignore the
 * database number, so on a shared Redis our realtime deliveries (channel bus:realtime, user ids of our database)
 * would reach every other server on it and theirs ours. BENCH_REDIS_URL uses an existing one instead.
 */
export async function startRedis() {
  if (process.env.BENCH_REDIS_URL) return { url: process.env.BENCH_REDIS_URL, label: `${process.env.BENCH_REDIS_URL} (BENCH_REDIS_URL)` };
  const which = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (which.error) {
    console.log('   (redis-server not found: using the shared redis://127.0.0.1:6379)');
    return { url: 'redis://127.0.0.1:6379', label: 'redis://127.0.0.1:6379 (shared)' };
  }
  const port = await freePort();
  const dir = makeTempDir('bench-redis-');
  const child = spawnChild('redis-server', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`redis-server exited:\n${child.outputTail()}`);
    if (await redisPing(port)) {
      const version = /v=(\S+)/.exec(which.stdout)?.[1] ?? '?';
      return { url: `redis://127.0.0.1:${port}`, label: `private redis-server ${version} on port ${port}`, child };
    }
    await sleep(100);
  }
  throw new Error(`redis-server did not answer:\n${child.outputTail()}`);
}

function redisPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(500, () => { socket.destroy(); resolve(false); });
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => { socket.destroy(); resolve(String(d).startsWith('+PONG')); });
  });
}

// ---------------------------------------------------------------- the real server and the bare baseline

/**
 * The real server as a child process, `node --import tsx src/main.ts` in apps/server (so the child's pid is the
 * server's own: its RSS and CPU can be read from /proc). Resolves once GET /api/settings.php answers 200.
 * databaseUrl '' = PGlite in dataDir. nodeArgs: e.g. ['--cpu-prof', '--cpu-prof-dir=/tmp/p'] (written on SIGTERM). inspect: opens the inspector on a free port (memory figures, see inspector()).
 */
export async function startServer({ label = 'app server', databaseUrl = '', dataDir, redisUrl = '', seed = true, env = {}, nodeArgs = [], inspect = false, timeoutS = 180 } = {}) {
  const port = await freePort();
  const ownDir = !dataDir;
  dataDir ??= makeTempDir('bench-chat-data-');
  requireFromServer.resolve('tsx'); // a clear error when the workspace is not installed
  const child = spawnChild(label, process.execPath, [...nodeArgs, ...(inspect ? ['--inspect=127.0.0.1:0'] : []), '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir, stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: String(seed), LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl, REDIS_URL: redisUrl,
      MESSAGES_PER_MINUTE_PER_MEMBER: RAISED_LIMIT, MESSAGES_PER_MINUTE_PER_IP: RAISED_LIMIT,
      // Nothing inherited from the caller's shell changes what is measured.
      SMTP_URL: '', PUBLIC_URL: '', DEFAULT_SITE: '', TRUST_PROXY: '', GEOIP_HEADER: '', PHOTO_AUTO_APPROVE: '', NODE_OPTIONS: '',
      ...env,
    },
  });
  let inspectorUrl = null;
  child.outputListeners.push((line) => { const m = /Debugger listening on (ws:\/\/\S+)/.exec(line); if (m) inspectorUrl = m[1]; });
  let exitInfo = null;
  child.once('exit', (code, signal) => { exitInfo = signal ?? `code ${code}`; });
  const started = Date.now();
  let lastProblem = 'no answer yet';
  for (;;) {
    if (exitInfo) throw new Error(`${label} exited during startup (${exitInfo}):\n${child.outputTail()}`);
    if (Date.now() - started > timeoutS * 1000) throw new Error(`${label} not ready within ${timeoutS} s (last: ${lastProblem}):\n${child.outputTail()}`);
    try {
      const res = await request(port, { path: '/api/settings.php', headers: { host: HOST }, timeoutMs: 5000 });
      if (res.status === 200) break;
      lastProblem = `settings.php answered ${res.status}`;
    } catch (err) {
      lastProblem = err.message;
    }
    await sleep(300);
  }
  return {
    label, port, pid: child.pid, child, dataDir, startupMs: Date.now() - started, inspectorUrl,
    async stop() {
      await stopChild(child);
      if (ownDir) removeTempDir(dataDir);
    },
  };
}

/**
 * A bare Fastify 5 server (same Fastify as the app) with one route: POST /bare parses the JSON body and answers 201
 * with `template` (the real answer of message.php, so the same size), its client_id and text replaced by the request's.
 */
export async function startBare(template) {
  const fastifyUrl = pathToFileURL(requireFromServer.resolve('fastify')).href;
  const code = `
    const { default: Fastify } = await import(${JSON.stringify(fastifyUrl)});
    const template = JSON.parse(process.env.BARE_TEMPLATE);
    const app = Fastify({ logger: false });
    app.post('/bare', async (request, reply) => reply.status(201).header('cache-control', 'no-store')
      .send({ ...template, message: { ...template.message, client_id: request.body.client_id, text: request.body.text } }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    process.stdout.write('PORT=' + app.server.address().port + '\\n');
    process.on('SIGTERM', () => app.close().then(() => process.exit(0)));`;
  const child = spawnChild('bare Fastify', process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: '', BARE_TEMPLATE: JSON.stringify(template) },
  });
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`bare Fastify did not start within 30 s:\n${child.outputTail()}`)), 30_000);
    child.outputListeners.push((line) => { const m = /PORT=(\d+)/.exec(line); if (m) { clearTimeout(timer); resolve(Number(m[1])); } });
    child.once('exit', (c) => { clearTimeout(timer); reject(new Error(`bare Fastify exited with ${c}:\n${child.outputTail()}`)); });
  });
  return { port, pid: child.pid, child, stop: () => stopChild(child) };
}

/**
 * The server's own view of its memory, through the inspector (the server runs with --inspect): process.memoryUsage()
 * after a full garbage collection. Nothing is paused and no debugger domain is enabled.
 */
export async function inspector(url) {
  if (!url) throw new Error('the server was not started with inspect: true (or its inspector URL was not printed)');
  const socket = new WebSocket(url, { perMessageDeflate: false });
  await new Promise((resolve, reject) => { socket.once('open', resolve); socket.once('error', reject); });
  let nextId = 1;
  const waiting = new Map();
  socket.on('message', (data) => {
    const msg = JSON.parse(String(data));
    const w = waiting.get(msg.id);
    if (!w) return;
    waiting.delete(msg.id);
    if (msg.error) w.reject(new Error(`inspector: ${msg.error.message}`)); else w.resolve(msg.result);
  });
  const call = (method, params = {}) => new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    socket.send(JSON.stringify({ id, method, params }));
  });
  return {
    async memory({ gc = true } = {}) {
      if (gc) { await call('HeapProfiler.collectGarbage'); await sleep(300); await call('HeapProfiler.collectGarbage'); await sleep(200); }
      const result = await call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
      return JSON.parse(result.result.value);
    },
    close: () => socket.terminate(),
  };
}

// ---------------------------------------------------------------- HTTP

/** One request to 127.0.0.1 with an explicit Host header (the server resolves the site from it). */
export function request(port, { method = 'GET', path: urlPath, headers = {}, body, agent = false, timeoutMs = 10_000 }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const req = http.request({
      host: '127.0.0.1', port, method, path: urlPath, agent,
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

/** The headers a page of the site sends with a change: Host, same Origin, JSON, the member's session cookie. */
export const memberHeaders = (cookie, host = HOST) => ({ host, origin: `http://${host}`, 'content-type': 'application/json', accept: 'application/json', cookie });

// ---------------------------------------------------------------- bench members

/**
 * `count` active premium members (paid_user, so the free two-conversation limit does not apply) on the site of HOST,
 * each with a profile, `credits` granted through the ledger (a 'correction' transfer from the site's 'corrections'
 * account to the member's account, whose row a trigger made with the user; users.credits set to the same amount, so
 * the books balance) and a session (sha256 of the cookie token in sessions.id_hash). A few statements in all, however
 * many members. Returns { siteId, messageCredits, members: [{ userId, profileId, cookie }] } in user id order.
 */
export async function createMembers(db, { count, credits, tag }) {
  if (!/^[a-z0-9]+$/.test(tag)) throw new Error(`member tag must be [a-z0-9]+ (got ${tag})`);
  const { rows: [site] } = await db.query('select id, domain_language, message_credits from sites where domain = $1', [HOST]);
  if (!site) throw new Error(`no site with domain ${HOST} (was the demo seed run?)`);
  const like = `bench-${tag}-%@example.invalid`;
  await db.query('begin');
  try {
    await db.query(`insert into users (site_id, email, email_normalized, password_hash, status, language, paid_user, credits, activated_at)
      select $1, 'bench-' || $2 || '-' || g || '@example.invalid', 'bench-' || $2 || '-' || g || '@example.invalid',
        '!bench-no-password', 'active', $3, true, 0, now()
      from generate_series(1, $4::int) g`, [site.id, tag, site.domain_language, count]);
    await db.query(`insert into profiles (user_id, site_id, name, status, date_of_birth, country, gender)
      select id, site_id, 'Bench ' || id, 'active', date '1990-01-01' + (id % 3000), 'NL', case when id % 2 = 0 then 'female' else 'male' end
      from users where email like $1`, [like]);
    if (credits > 0) {
      const inserted = await db.query(`insert into credit_transfers (id, site_id, debit_account_id, credit_account_id, amount, kind, reference)
        select 'correction:bench:user:' || u.id, u.site_id, c.id, a.id, $2::int, 'correction', 'bench'
        from users u
        join ledger_accounts a on a.user_id = u.id
        join ledger_accounts c on c.site_id = u.site_id and c.user_id is null and c.code = 'corrections'
        where u.email like $1`, [like, credits]);
      const rowCount = inserted.rowCount ?? inserted.affectedRows;
      if (rowCount !== count) throw new Error(`expected ${count} ledger corrections, made ${rowCount} (no ledger accounts?)`);
      await db.query('update users set credits = credits + $2::int where email like $1', [like, credits]);
    }
    const { rows } = await db.query(`select u.id as user_id, p.id as profile_id from users u join profiles p on p.user_id = u.id
      where u.email like $1 order by u.id`, [like]);
    const members = rows.map((r) => ({ userId: Number(r.user_id), profileId: Number(r.profile_id), token: randomBytes(32).toString('base64url') }));
    await db.query(`insert into sessions (id_hash, user_id, site_id, created_at, last_seen_at, expires_at)
      select x.id_hash, x.user_id, $2, now(), now(), now() + interval '1 day'
      from json_to_recordset($1::json) as x(id_hash text, user_id int)`,
    [JSON.stringify(members.map((m) => ({ id_hash: createHash('sha256').update(m.token).digest('hex'), user_id: m.userId }))), site.id]);
    await db.query('commit');
    return {
      siteId: site.id,
      messageCredits: Number(site.message_credits),
      members: members.map((m) => ({ userId: m.userId, profileId: m.profileId, cookie: `${COOKIE_NAME}=${m.token}` })),
    };
  } catch (err) {
    await db.query('rollback').catch(() => {});
    throw err;
  }
}

/**
 * Is the ledger exact after the run? For text messages sent by members tagged `senderTag` (each should be charged
 * `cost` once) and for every member of the database (users.credits = their transfers in minus out).
 */
export async function checkLedger(db, { siteId, cost, senderTag, initialCredits }) {
  const like = `bench-${senderTag}-%@example.invalid`;
  const { rows: [m] } = await db.query(`
    select count(*)::int as stored,
      count(t.id)::int as debits,
      coalesce(sum(t.amount), 0)::bigint as debited,
      count(*) filter (where t.id is null)::int as uncharged,
      count(*) filter (where t.amount <> $3 or m.cost <> $3)::int as wrong_amount
    from messages m
    join profiles p on p.id = m.sender_profile_id
    join users u on u.id = p.user_id and u.email like $1
    left join credit_transfers t on t.id = 'message:' || m.id and t.kind = 'message'
    where m.site_id = $2 and m.kind = 'text'`, [like, siteId, cost]);
  const { rows: [site] } = await db.query(`
    select (select count(*) from messages where site_id = $1 and kind = 'text')::int as messages,
      (select count(*) from credit_transfers where site_id = $1 and kind = 'message')::int as debits,
      (select coalesce(sum(amount), 0) from credit_transfers where site_id = $1 and kind = 'message')::bigint as debited`, [siteId]);
  const { rows: [balances] } = await db.query(`
    select count(*)::int as members,
      count(*) filter (where u.credits <> coalesce(cin.s, 0) - coalesce(cout.s, 0))::int as off
    from users u
    join ledger_accounts a on a.user_id = u.id
    left join (select credit_account_id as id, sum(amount) as s from credit_transfers group by 1) cin on cin.id = a.id
    left join (select debit_account_id as id, sum(amount) as s from credit_transfers group by 1) cout on cout.id = a.id`);
  const { rows: [senders] } = await db.query(`
    select count(*)::int as senders,
      count(*) filter (where u.credits <> $2::int - $3::int * (select count(*) from messages m where m.sender_profile_id = p.id))::int as off
    from users u join profiles p on p.user_id = u.id where u.email like $1`, [like, initialCredits, cost]);
  const exact = m.uncharged === 0 && m.wrong_amount === 0 && m.debits === m.stored && Number(m.debited) === m.stored * cost
    && site.debits === site.messages && Number(site.debited) === site.messages * cost
    && balances.off === 0 && senders.off === 0;
  return {
    exact,
    stored: m.stored,
    text: `${m.stored} messages stored, ${m.debits} 'message' debits totalling ${m.debited} credits `
      + `(${m.stored} x ${cost} = ${m.stored * cost}; uncharged ${m.uncharged}, wrong amount ${m.wrong_amount}); `
      + `site-wide ${site.messages} text messages / ${site.debits} debits / ${site.debited} credits; `
      + `users.credits = transfers in - out for ${balances.members - balances.off} of ${balances.members} members; `
      + `senders' balance = start - messages x cost for ${senders.senders - senders.off} of ${senders.senders}`,
  };
}

// ---------------------------------------------------------------- measuring aids

export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
export const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');

export function rssKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)[1]);
}

const TICK_MS = 1000 / (Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100);

/** CPU time (user + system) of a process so far, ms; 0 when it is gone. */
export function cpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime (fields 14 and 15 of the line)
  } catch {
    return 0;
  }
}

/** Busy and total CPU time of the whole machine (every core), ms. */
export function machineCpuMs() {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = line[3] + (line[4] || 0);
  const total = line.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: (total - idle) * TICK_MS, total: total * TICK_MS };
}

/**
 * Where the CPU went during a window: the server process(es), PostgreSQL's backends of our database (pids from
 * pg_stat_activity), this process (the load generator), and the rest of the machine (other people's work: the
 * machine is shared). start() ... stop() -> text.
 */
export function cpuAccount({ serverPids, pgDb = null, pgDbName = null }) {
  let before = null;
  const pgPids = async () => (pgDb
    ? (await pgDb.query("select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()", [pgDbName])).rows.map((r) => r.pid)
    : []);
  const snapshot = async (pids) => ({
    at: performance.now(), machine: machineCpuMs(), self: process.cpuUsage(),
    server: new Map(serverPids.map((pid) => [pid, cpuMs(pid)])), pg: new Map(pids.map((pid) => [pid, cpuMs(pid)])),
  });
  return {
    async start() { before = await snapshot(await pgPids()); },
    async stop() {
      const pids = new Set([...before.pg.keys(), ...await pgPids()]);
      const after = await snapshot([...pids]);
      const wall = after.at - before.at;
      const cores = (v) => (v / wall).toFixed(2);
      const selfMs = (after.self.user + after.self.system - before.self.user - before.self.system) / 1000;
      // A process that ended during the window reads 0 afterwards: it counts nothing rather than something negative;
      // a backend that started during the window counts its whole (short) life.
      const spent = (b, a) => [...a.keys()].reduce((sum, pid) => sum + Math.max(0, a.get(pid) - (b.get(pid) ?? 0)), 0);
      const pgMs = spent(before.pg, after.pg);
      const serverMs = spent(before.server, after.server);
      const busy = after.machine.busy - before.machine.busy;
      const capacity = os.cpus().length;
      const other = Math.max(0, busy - serverMs - pgMs - selfMs);
      return {
        serverCores: serverMs / wall,
        text: `CPU in cores (of ${capacity}): server ${cores(serverMs)}${pgDb ? `, PostgreSQL backends ${cores(pgMs)} (${pids.size})` : ''}, `
          + `load generator ${cores(selfMs)}, rest of the machine ${cores(other)}; machine busy ${((busy / (after.machine.total - before.machine.total)) * 100).toFixed(0)} %`,
      };
    },
  };
}

/**
 * What the server's PostgreSQL connections are doing, sampled every 100 ms from pg_stat_activity: running a statement
 * (and waiting on what: a lock, I/O, the WAL), idle inside a transaction (PostgreSQL waits for the server's next
 * statement), or idle (pool connections nobody uses). start() ... stop() -> text.
 */
export function pgActivitySampler(pgDb, dbName) {
  const counts = new Map();
  let samples = 0;
  let timer = null;
  let busy = false;
  const sample = async () => {
    if (busy) return;
    busy = true;
    try {
      const { rows } = await pgDb.query(`select state, wait_event_type, wait_event from pg_stat_activity
        where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid() and query not ilike '%pgboss%'`, [dbName]);
      samples++;
      for (const r of rows) {
        const key = r.state === 'active' ? `running${r.wait_event_type ? ` (waiting: ${r.wait_event_type}/${r.wait_event})` : ''}` : r.state;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    } finally {
      busy = false;
    }
  };
  return {
    start() { timer = setInterval(() => { sample().catch(() => {}); }, 100); },
    stop() {
      clearInterval(timer);
      const parts = [...counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${(n / Math.max(samples, 1)).toFixed(1)}`);
      return `the server's PostgreSQL connections, on average over ${samples} samples: ${parts.join(', ') || 'none'}`;
    },
  };
}

export function loadLine() {
  return `${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? '?'}), load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`;
}
