// Shared by chat-send.mjs and realtime-latency.mjs: a fresh PostgreSQL database, real server processes, bench members
// written straight into the database (with credits through the ledger and a session each).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverDir = path.join(repoRoot, 'apps/server');
const requireFromServer = createRequire(path.join(serverDir, 'package.json'));
export const pg = requireFromServer('pg');
export const HOST = 'localhost';
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const children = new Set();
const tempDirs = new Set();
export function cleanup() {
  for (const child of children) { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } }
  children.clear();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => { cleanup(); process.exit(130); });

export function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => { const { port } = probe.address(); probe.close(() => resolve(port)); });
  });
}

/** Drops and creates a database of our own (never `test`, which CI uses). */
export async function freshDatabase(name) {
  if (['test', 'postgres'].includes(name)) throw new Error(`refusing to use database ${name}`);
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return `postgres://postgres@127.0.0.1:5432/${name}`;
}

export async function dropDatabase(name) {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/** The real server as a child process (`node --import tsx src/main.ts`); resolves once it answers. */
export async function startServer({ databaseUrl, redisUrl, seed = true, env = {}, nodeArgs = [] }) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chat-'));
  tempDirs.add(dataDir);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir, detached: true, stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', SEED_DEMO: String(seed),
      LOG_LEVEL: 'warn', SMTP_URL: '', DATABASE_URL: databaseUrl, REDIS_URL: redisUrl ?? '', ...env,
    },
  });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (c) => { stderr = (stderr + c).slice(-4000); });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try { if ((await fetch(`http://127.0.0.1:${port}/api/settings.php`, { headers: { host: HOST } })).status < 500) break; } catch { /* not yet */ }
    await sleep(250);
  }
  return { port, pid: child.pid, child, stop: () => { try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ } } };
}

/** A bare Fastify server with one JSON POST route, the baseline measured in the same run. */
export async function startBare() {
  const fastifyUrl = pathToFileURL(requireFromServer.resolve('fastify')).href;
  const code = `
    const { default: Fastify } = await import(${JSON.stringify(fastifyUrl)});
    const app = Fastify({ logger: false });
    app.post('/bare', async (request, reply) => reply.status(201).send({ message: { id: 1, text: request.body.text, kind: 'text', sent_at: new Date().toISOString() }, credits: 1 }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    process.stdout.write('PORT=' + app.server.address().port + '\\n');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  children.add(child);
  const port = await new Promise((resolve) => {
    let out = '';
    child.stdout.on('data', (c) => { out += c; const m = /PORT=(\d+)/.exec(out); if (m) resolve(Number(m[1])); });
  });
  return { port, stop: () => { try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ } } };
}

/**
 * `count` active premium members on the site of `HOST`, each with `credits` (a ledger correction, so the books
 * balance) and a session; returns [{ userId, profileId, cookie }].
 */
export async function createMembers(db, count, credits, tag) {
  const { rows: [site] } = await db.query('select id from sites where domain = $1', [HOST]);
  const { rows: [corrections] } = await db.query("select id from ledger_accounts where site_id = $1 and user_id is null and code = 'corrections'", [site.id]);
  const members = [];
  for (let i = 0; i < count; i++) {
    const email = `bench-${tag}-${i}-${randomBytes(4).toString('hex')}@example.com`;
    const { rows: [user] } = await db.query(
      "insert into users (site_id, email, email_normalized, password_hash, status, language, paid_user, credits) values ($1, $2, $2, 'x', 'active', 'nl', true, 0) returning id",
      [site.id, email]);
    const { rows: [profile] } = await db.query(
      "insert into profiles (user_id, site_id, name, status, date_of_birth, country, gender) values ($1, $2, $3, 'active', '1990-01-01', 'NL', 'female') returning id",
      [user.id, site.id, `Bench ${i}`]);
    if (credits > 0) {
      const { rows: [account] } = await db.query('select id from ledger_accounts where user_id = $1', [user.id]);
      await db.query("insert into credit_transfers (id, site_id, debit_account_id, credit_account_id, amount, kind, reference) values ($1, $2, $3, $4, $5, 'correction', 'bench')",
        [`correction:bench:${user.id}`, site.id, corrections.id, account.id, credits]);
      await db.query('update users set credits = $1 where id = $2', [credits, user.id]);
    }
    const token = randomBytes(32).toString('base64url');
    await db.query("insert into sessions (id_hash, user_id, site_id, created_at, last_seen_at, expires_at) values ($1, $2, $3, now(), now(), now() + interval '1 day')",
      [createHash('sha256').update(token).digest('hex'), user.id, site.id]);
    members.push({ userId: user.id, profileId: profile.id, cookie: `auth.session=${token}` });
  }
  return { siteId: site.id, members };
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
