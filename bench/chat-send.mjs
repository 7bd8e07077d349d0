// Paid messages per second through the real POST /api/message.php, against a bare Fastify route measured with the
// same load generator in the same run (the machine is shared and noisy: the ratio means more than the figure).
//
//   npm run chat-send -w bench [-- --pglite | --only=pglite] [-- --count-sql]
//
// PostgreSQL (database bench_chat, dropped and created at start, dropped at the end; never `test`), and with --pglite
// also the embedded PGlite. The real server (apps/server, `node --import tsx src/main.ts`, NODE_ENV=development, demo
// seed, LOG_LEVEL=warn, no Redis) is a child process; its sending limits MESSAGES_PER_MINUTE_PER_MEMBER and
// MESSAGES_PER_MINUTE_PER_IP are raised for the run (the limiter still runs, it just never refuses).
// BENCH_PAIRS (200) premium senders, each with enough credits, each writing to its own recipient, are written straight
// into the database; every request carries a fresh client_id (autocannon with a request generator, keep-alive
// connections). After a warm-up, BENCH_ROUNDS (2) alternating rounds of BENCH_SECONDS (6) on message.php and on the
// bare route (POST /bare: parses the same JSON and answers 201 with an answer of the same size).
// At the end the ledger is checked: every stored message is charged once with the site's message_credits, the sum of
// 'message' debits = messages stored x message_credits, and every member's users.credits = their transfers in - out.
//
// --count-sql: afterwards, a second server on the same database talks to PostgreSQL through a counting proxy in this
// process; messages are sent one at a time and every statement (and its round-trip time) is listed per send.
//
// Environment: BENCH_SECONDS (6), BENCH_ROUNDS (2), BENCH_CONNECTIONS (50), BENCH_PAIRS (200), BENCH_WARMUP_SECONDS (3),
// BENCH_PG_URL (postgres://postgres@127.0.0.1:5432). The load generator runs in this process, on the same 2 cores as
// the server and PostgreSQL. Exits non-zero when the ledger is not exact or answers other than 201 were counted.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import net from 'node:net';
import autocannon from 'autocannon';
import {
  checkLedger, cleanup, connectPostgres, cpuAccount, createMembers, freshDatabase, loadLine, makeTempDir, memberHeaders, ms, numberEnv,
  openPglite, percentile, pgActivitySampler, PG_BASE, RAISED_LIMIT, removeTempDir, request, requireFromServer, sleep, startBare, startServer, startWatchdog,
} from './lib/chat-bench.mjs';

const SECONDS = numberEnv('BENCH_SECONDS', 6);
const ROUNDS = numberEnv('BENCH_ROUNDS', 2);
const CONNECTIONS = numberEnv('BENCH_CONNECTIONS', 50);
const PAIRS = numberEnv('BENCH_PAIRS', 200);
const WARMUP_SECONDS = numberEnv('BENCH_WARMUP_SECONDS', 3, { min: 0 });
const GOAL_PER_SECOND = 1000;
const DB_NAME = 'bench_chat';
/** Enough for every sender at several thousand messages/s for the whole run. */
const SENDER_CREDITS = 1_000_000;

const args = process.argv.slice(2);
let only = null;
let withPglite = false;
let countSql = false;
for (const arg of args) {
  if (arg === '--pglite') withPglite = true;
  else if (arg.startsWith('--only=')) only = arg.slice('--only='.length);
  else if (arg === '--count-sql') countSql = true;
  else { console.error(`unknown argument ${arg}; use --pglite, --only=postgres|pglite, --count-sql`); process.exit(2); }
}
if (only !== null && only !== 'pglite' && only !== 'postgres') { console.error('--only must be postgres or pglite'); process.exit(2); }
const RUNS = [{ key: 'postgres', label: `PostgreSQL (${PG_BASE}/${DB_NAME})` }, { key: 'pglite', label: 'PGlite (embedded, in the server process)' }]
  .filter((r) => (only ? r.key === only : r.key === 'postgres' || withPglite));

startWatchdog(120 + RUNS.length * (400 + ROUNDS * 2 * (SECONDS + 10) + 2 * WARMUP_SECONDS) + (countSql ? 300 : 0));

// ---------------------------------------------------------------- load

/** Sender k writes to recipient k; consecutive requests take consecutive pairs, so parallel requests rarely share a sender. */
function messageGenerator(senders, recipients) {
  let n = 0;
  return () => {
    const k = n++ % senders.length;
    return { cookie: senders[k].cookie, body: { profile: recipients[k].profileId, kind: 'text', text: `Hoi ${recipients[k].profileId}, hoe is het vandaag? (${n})`, client_id: randomUUID() } };
  };
}

/** One autocannon run; every response time and status is kept (so rounds can be pooled), plus a few non-201 bodies. */
function load({ port, path, next, seconds }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = {};
    const samples = [];
    let errors = 0;
    const instance = autocannon({
      url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration: seconds, timeout: 10,
      requests: [{
        method: 'POST', path,
        setupRequest: (req) => {
          const { cookie, body } = next();
          return { ...req, method: 'POST', path, headers: memberHeaders(cookie), body: JSON.stringify(body) };
        },
        onResponse: (status, body) => { if (status !== 201 && samples.length < 5) samples.push(`${status} ${String(body).slice(0, 200)}`); },
      }],
    }, (err, result) => (err ? reject(err) : resolve({ latencies, statuses, samples, errors, timeouts: result.timeouts, seconds: result.duration })));
    instance.on('response', (_client, status, _bytes, time) => { latencies.push(time); statuses[status] = (statuses[status] ?? 0) + 1; });
    instance.on('reqError', () => { errors++; });
  });
}

function pool(runs) {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const statuses = {};
  for (const r of runs) for (const [s, n] of Object.entries(r.statuses)) statuses[s] = (statuses[s] ?? 0) + n;
  const ok = statuses[201] ?? 0;
  const seconds = runs.reduce((a, r) => a + r.seconds, 0);
  return {
    perSecond: ok / seconds, ok, seconds, statuses, latencies,
    errors: runs.reduce((a, r) => a + r.errors, 0), timeouts: runs.reduce((a, r) => a + r.timeouts, 0),
    non201: Object.entries(statuses).filter(([s]) => s !== '201').reduce((a, [, n]) => a + n, 0),
    samples: runs.flatMap((r) => r.samples).slice(0, 5),
    perRound: runs.map((r) => Math.round((r.statuses[201] ?? 0) / r.seconds)),
  };
}

// ---------------------------------------------------------------- one database

async function benchRun(run, bareByTemplate) {
  console.log(`\n== ${run.label}`);
  let server;
  let dbName = null;
  let databaseUrl = '';
  let dataDir;
  let query;
  const owned = [];
  try {
    // The database, the server, the members.
    if (run.key === 'postgres') {
      dbName = DB_NAME;
      databaseUrl = await freshDatabase(dbName);
      server = await startServer({ label: 'app server (PostgreSQL)', databaseUrl });
      const pgConn = await connectPostgres(databaseUrl);
      owned.push(pgConn);
      query = pgConn;
    } else {
      // PGlite lives inside the server process: members are written while it is stopped.
      dataDir = makeTempDir('bench-chat-pglite-');
      const first = await startServer({ label: 'app server (PGlite, migrating and seeding)', dataDir });
      await first.stop();
    }
    let senders;
    let recipients;
    let siteId;
    let cost;
    const make = async (db) => {
      ({ siteId, messageCredits: cost, members: senders } = await createMembers(db, { count: PAIRS, credits: SENDER_CREDITS, tag: 's' }));
      ({ members: recipients } = await createMembers(db, { count: PAIRS, credits: 0, tag: 'r' }));
    };
    if (run.key === 'postgres') {
      await make(query);
    } else {
      const lite = await openPglite(dataDir);
      try { await make(lite); } finally { await lite.close(); }
      server = await startServer({ label: 'app server (PGlite)', dataDir, seed: false });
    }
    console.log(`   server ready on port ${server.port} (${(server.startupMs / 1000).toFixed(1)} s); ${PAIRS} senders with ${SENDER_CREDITS} credits `
      + `each (ledger correction) and ${PAIRS} recipients; message_credits ${cost}; sending limits raised to ${RAISED_LIMIT}/min `
      + '(MESSAGES_PER_MINUTE_PER_MEMBER, MESSAGES_PER_MINUTE_PER_IP)');

    // One message by hand: 201, the right answer; it is also the template of the bare route's answer.
    const next = messageGenerator(senders, recipients);
    const probe = next();
    const res = await request(server.port, { method: 'POST', path: '/api/message.php', headers: memberHeaders(probe.cookie), body: probe.body });
    if (res.status !== 201) throw new Error(`POST /api/message.php: expected 201, got ${res.status}: ${res.text.slice(0, 300)}`);
    const answer = JSON.parse(res.text);
    if (answer.message?.client_id !== probe.body.client_id || answer.credits !== SENDER_CREDITS - cost) {
      throw new Error(`POST /api/message.php: unexpected answer ${res.text.slice(0, 300)}`);
    }
    let created201 = 1;
    const bare = await bareByTemplate(answer);
    const bareProbe = await request(bare.port, { method: 'POST', path: '/bare', headers: memberHeaders(probe.cookie), body: next().body });
    if (bareProbe.status !== 201 || Math.abs(bareProbe.text.length - res.text.length) > 8) {
      throw new Error(`bare route: expected 201 with ${res.text.length} bytes, got ${bareProbe.status} with ${bareProbe.text.length}`);
    }
    console.log(`   one message sent by hand: 201, ${res.text.length} bytes (the bare route answers ${bareProbe.text.length} bytes)`);

    const warmups = [];
    if (WARMUP_SECONDS > 0) {
      const w = await load({ port: server.port, path: '/api/message.php', next, seconds: WARMUP_SECONDS });
      warmups.push(w);
      created201 += w.statuses[201] ?? 0;
      const wp = pool([w]);
      if (wp.non201) console.log(`   warm-up answers: ${JSON.stringify(wp.statuses)}; ${wp.samples.join(' | ')}`);
      await load({ port: bare.port, path: '/bare', next, seconds: Math.min(WARMUP_SECONDS, 2) });
      console.log(`   warmed up ${WARMUP_SECONDS} s (message.php: ${Math.round(wp.perSecond)}/s) and ${Math.min(WARMUP_SECONDS, 2)} s (bare)`);
    }

    const real = [];
    const base = [];
    const cpu = [];
    const activities = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const account = cpuAccount({ serverPids: [server.pid], pgDb: run.key === 'postgres' ? query : null, pgDbName: dbName });
      const activity = run.key === 'postgres' ? pgActivitySampler(query, dbName) : null;
      await account.start();
      activity?.start();
      const r = await load({ port: server.port, path: '/api/message.php', next, seconds: SECONDS });
      cpu.push(await account.stop());
      if (activity) activities.push(activity.stop());
      created201 += r.statuses[201] ?? 0;
      real.push(r);
      await sleep(300);
      const b = await load({ port: bare.port, path: '/bare', next, seconds: SECONDS });
      base.push(b);
      const rl = [...r.latencies].sort((x, y) => x - y);
      console.log(`   round ${round}/${ROUNDS}: message.php ${Math.round((r.statuses[201] ?? 0) / r.seconds)}/s p99 ${ms(percentile(rl, 99))} | `
        + `bare ${Math.round((b.statuses[201] ?? 0) / b.seconds)}/s | ${cpu.at(-1).text}`);
      await sleep(300);
    }

    // Stop first: every transaction under way has ended when the ledger is read.
    await server.stop();
    server = null;
    let ledger;
    if (run.key === 'postgres') {
      ledger = await checkLedger(query, { siteId, cost, senderTag: 's', initialCredits: SENDER_CREDITS });
    } else {
      const lite = await openPglite(dataDir);
      try { ledger = await checkLedger(lite, { siteId, cost, senderTag: 's', initialCredits: SENDER_CREDITS }); } finally { await lite.close(); }
    }

    const m = pool(real);
    const b = pool(base);
    const all = pool([...warmups, ...real]); // every answer of message.php counts for the errors
    const ratio = m.perSecond / b.perSecond;
    const unanswered = ledger.stored - created201;
    console.log(`\n${run.label}: ${ROUNDS} x ${SECONDS} s per target, ${CONNECTIONS} connections, ${PAIRS} sender/recipient pairs`);
    console.log(`  paid messages      ${Math.round(m.perSecond)} /s   p50 ${ms(percentile(m.latencies, 50))}   p99 ${ms(percentile(m.latencies, 99))}   `
      + `(rounds: ${m.perRound.join(', ')} /s)   goal >= ${GOAL_PER_SECOND} /s: ${m.perSecond >= GOAL_PER_SECOND ? 'MET' : 'not met'}`);
    console.log(`  bare Fastify       ${Math.round(b.perSecond)} /s   p50 ${ms(percentile(b.latencies, 50))}   p99 ${ms(percentile(b.latencies, 99))}   `
      + `(rounds: ${b.perRound.join(', ')} /s)`);
    console.log(`  ratio              ${(ratio * 100).toFixed(1)} % of bare Fastify (same load generator, same run)`);
    console.log(`  server CPU         ${cpu.map((c) => c.serverCores.toFixed(2)).join(', ')} cores per round (${cpu.at(-1).text})`);
    if (activities.length) console.log(`  PostgreSQL         ${activities.at(-1)} (last round)`);
    console.log(`  errors             ${all.non201} answers other than 201 ${JSON.stringify(all.statuses)} (warm-up and rounds), ${all.errors} connection errors, `
      + `${all.timeouts} timeouts${all.samples.length ? `; e.g. ${all.samples.join(' | ')}` : ''}`);
    console.log(`  messages stored    ${ledger.stored} = ${created201} answered 201 (probe, warm-up, rounds)`
      + `${unanswered ? ` + ${unanswered} committed while autocannon was stopping (in flight at the end of a run, answer not read)` : ''}`);
    console.log(`  ledger exact:      ${ledger.exact ? 'yes' : 'NO'} (${ledger.text})`);
    const problems = [];
    if (!ledger.exact) problems.push('ledger not exact');
    if (all.non201 + all.errors > 0) problems.push(`${all.non201 + all.errors} failed requests`);
    if (unanswered < 0 || unanswered > CONNECTIONS * (ROUNDS + 1)) problems.push(`${unanswered} messages stored beyond the 201 answers`);
    return { run, perSecond: m.perSecond, ratio, problems, databaseUrl, dbName, siteId, cost, senders, recipients };
  } catch (err) {
    if (server) err.message += `\n--- last output of ${server.label}:\n${server.child.outputTail() || '(none)'}`;
    throw err;
  } finally {
    if (server) await server.stop();
    for (const o of owned) await o.close().catch(() => {});
    if (dataDir) removeTempDir(dataDir);
  }
}

// ---------------------------------------------------------------- --count-sql: statements per send

/**
 * A TCP proxy to PostgreSQL that reads the frontend protocol: every simple query ('Q') and every extended-protocol
 * execution ('E', with the text of the last 'P') is one statement; each waits for its ReadyForQuery ('Z'), which
 * gives its round-trip time. Statements of pg-boss (the job queue polling in the background) are left out.
 */
async function countingProxy(target) {
  const log = [];
  let connections = 0;
  const server = net.createServer((client) => {
    const id = ++connections;
    const upstream = net.connect(target.port, target.host);
    let started = false;
    let buffer = Buffer.alloc(0);
    let lastParse = '';
    const waiting = [];
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 8) break;
          const len = buffer.readInt32BE(0);
          if (buffer.length < len) break;
          if (buffer.readInt32BE(4) === 196608) started = true; // the StartupMessage (SSLRequest and the like come before)
          buffer = buffer.subarray(len);
          continue;
        }
        if (buffer.length < 5) break;
        const type = String.fromCharCode(buffer[0]);
        const len = buffer.readInt32BE(1);
        if (buffer.length < 1 + len) break;
        const body = buffer.subarray(5, 1 + len);
        if (type === 'Q') {
          const entry = { conn: id, text: body.toString('utf8', 0, body.length - 1), at: performance.now(), rtt: null };
          log.push(entry);
          waiting.push(entry);
        } else if (type === 'P') {
          const nameEnd = body.indexOf(0);
          lastParse = body.toString('utf8', nameEnd + 1, body.indexOf(0, nameEnd + 1));
        } else if (type === 'E') {
          const entry = { conn: id, text: lastParse, at: performance.now(), rtt: null };
          log.push(entry);
          waiting.push(entry);
        }
        buffer = buffer.subarray(1 + len);
      }
    });
    let down = Buffer.alloc(0);
    upstream.on('data', (chunk) => {
      client.write(chunk);
      down = Buffer.concat([down, chunk]);
      while (down.length >= 5) {
        const len = down.readInt32BE(1);
        if (down.length < 1 + len) break;
        if (down[0] === 0x5a /* Z */) { const entry = waiting.shift(); if (entry) entry.rtt = performance.now() - entry.at; }
        down = down.subarray(1 + len);
      }
    });
    const close = () => { client.destroy(); upstream.destroy(); };
    client.on('error', close); upstream.on('error', close); client.on('close', close); upstream.on('close', close);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.address().port, log, close: () => new Promise((resolve) => { server.close(resolve); }) };
}

const shortSql = (text) => text.replace(/\s+/g, ' ').trim().slice(0, 110);

async function countStatements(result) {
  console.log('\n== --count-sql: statements per message on PostgreSQL (one request at a time, through a counting proxy)');
  const url = new URL(result.databaseUrl);
  const proxy = await countingProxy({ host: url.hostname, port: Number(url.port || 5432) });
  const proxied = new URL(result.databaseUrl);
  proxied.host = `127.0.0.1:${proxy.port}`;
  const server = await startServer({ label: 'app server (PostgreSQL via counting proxy)', databaseUrl: proxied.toString(), seed: false });
  try {
    const sends = [];
    for (let i = 0; i < 60; i++) {
      const k = i % 20;
      const sender = result.senders[k];
      const body = { profile: result.recipients[k].profileId, kind: 'text', text: `count-sql ${i}`, client_id: randomUUID() };
      await sleep(20);
      const from = proxy.log.length;
      const t0 = performance.now();
      const res = await request(server.port, { method: 'POST', path: '/api/message.php', headers: memberHeaders(sender.cookie), body });
      const took = performance.now() - t0;
      await sleep(30); // after-commit work (session invalidation, realtime publish) may still run a statement
      if (res.status !== 201) throw new Error(`count-sql send: ${res.status} ${res.text.slice(0, 200)}`);
      const statements = proxy.log.slice(from).filter((e) => !/pgboss/i.test(e.text));
      sends.push({ took, statements });
    }
    const counted = sends.slice(20); // the first round fills caches (sites, JIT)
    const med = (values) => percentile([...values].sort((a, b) => a - b), 50);
    const inTx = (s) => {
      const begin = s.statements.findIndex((e) => /^begin/i.test(e.text));
      const end = s.statements.findIndex((e) => /^(commit|rollback)/i.test(e.text));
      return begin >= 0 && end > begin ? s.statements.slice(begin, end + 1) : [];
    };
    const example = counted.find((s) => inTx(s).length) ?? counted[0];
    console.log(`   ${counted.length} sends counted (after 20 to warm up): statements per send median ${med(counted.map((s) => s.statements.length))} `
      + `(min ${Math.min(...counted.map((s) => s.statements.length))}, max ${Math.max(...counted.map((s) => s.statements.length))}), `
      + `of which in the message transaction (BEGIN..COMMIT) ${med(counted.map((s) => inTx(s).length))}; each is one round trip`);
    console.log(`   time per send at concurrency 1: median ${ms(med(counted.map((s) => s.took)))}; `
      + `sum of the statements' round trips median ${ms(med(counted.map((s) => s.statements.reduce((a, e) => a + (e.rtt ?? 0), 0))))} `
      + `(through the proxy, which adds a little to each)`);
    console.log('   statements of one send (round trip in ms, connection):');
    for (const e of example.statements) console.log(`     ${(e.rtt ?? NaN).toFixed(2).padStart(6)}  c${e.conn}  ${shortSql(e.text)}`);
  } finally {
    await server.stop();
    await proxy.close();
  }
}

// ---------------------------------------------------------------- main

async function main() {
  const fastifyVersion = requireFromServer('fastify/package.json').version;
  const autocannonVersion = createRequire(import.meta.url)('autocannon/package.json').version;
  console.log(`chat-send: node ${process.version}, fastify ${fastifyVersion}, autocannon ${autocannonVersion}, ${loadLine()}`);
  console.log(`  ${CONNECTIONS} connections, warm-up ${WARMUP_SECONDS} s, ${ROUNDS} rounds x ${SECONDS} s per target; the load generator (autocannon, in this`
    + ' process) shares the 2 cores with the server and PostgreSQL; other work on this shared machine shows as "rest of the machine"');
  let bare = null;
  const bareByTemplate = async (template) => {
    if (bare) await bare.stop();
    bare = await startBare(template);
    return bare;
  };
  const results = [];
  try {
    for (const run of RUNS) {
      const result = await benchRun(run, bareByTemplate);
      results.push(result);
      if (countSql && run.key === 'postgres') await countStatements(result);
    }
  } finally {
    if (bare) await bare.stop();
  }
  console.log('');
  for (const r of results) {
    console.log(`${r.run.key === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${Math.round(r.perSecond)} paid messages/s (goal >= ${GOAL_PER_SECOND}/s: `
      + `${r.perSecond >= GOAL_PER_SECOND ? 'MET' : 'not met'}), ${(r.ratio * 100).toFixed(1)} % of bare Fastify`
      + `${r.problems.length ? `; PROBLEMS: ${r.problems.join(', ')}` : '; no failed requests, ledger exact'}`);
  }
  if (results.some((r) => r.problems.length)) process.exitCode = 1;
}

main().then(
  async () => { await cleanup(); process.exit(process.exitCode ?? 0); },
  async (err) => { console.error(`\nchat-send FAILED: ${err.stack ?? err.message}`); await cleanup(); process.exit(1); },
);
