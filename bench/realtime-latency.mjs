// Realtime delivery latency and the memory a socket costs, on one instance and across two instances through Redis.
//
//   npm run realtime-latency -w bench [-- --only=one|two]
//
// PostgreSQL database bench_realtime (dropped and created at start, dropped at the end; never `test`). BENCH_SOCKETS
// (2000) members, each with a session written straight into the database, connect to GET /api/realtime (a WebSocket,
// Host/Origin/cookie like a page of the site) and wait for `hello`. Then BENCH_SENDERS (100) other members send
// messages over HTTP (POST /api/message.php, keep-alive) at BENCH_RATE (200) per second, open loop, for BENCH_SECONDS
// (15) to randomly chosen connected members. Latency: from just before the POST to the recipient's socket receiving
// the `message` event carrying that text (both ends in this process, one clock). A 2 s warm-up on 50 other sockets
// comes first (not measured). The server's sending limits (MESSAGES_PER_MINUTE_PER_MEMBER/_PER_IP) are raised.
//
//  one: a single server (no Redis: the in-process bus). Its memory: RSS from /proc/<pid>/status and the V8 heap
//       (process.memoryUsage() through the inspector, after a full GC), idle (after the warm-up) and with the sockets
//       open: the difference per socket.
//  two: two servers on the same database and the same Redis (REDIS_URL; a private redis-server on a free port unless
//       BENCH_REDIS_URL is set, since pub/sub channels are shared by everyone on a Redis); sockets on B, messages sent
//       to A, so every delivery crosses Redis.
//
// The load generator (this process: the sockets and the senders) shares the machine's 2 cores with the server(s),
// PostgreSQL and Redis. Exits non-zero when a message is refused or never delivered.
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import {
  cleanup, connectPostgres, cpuAccount, createMembers, freshDatabase, HOST, inspector, loadLine, memberHeaders, ms, numberEnv, percentile,
  PG_BASE, RAISED_LIMIT, rssKb, sleep, startRedis, startServer, startWatchdog, stopChild, WebSocket,
} from './lib/chat-bench.mjs';

const SOCKETS = numberEnv('BENCH_SOCKETS', 2000);
const RATE = numberEnv('BENCH_RATE', 200);
const SECONDS = numberEnv('BENCH_SECONDS', 15);
const SENDERS = numberEnv('BENCH_SENDERS', 100);
const WARMUP_SOCKETS = 50;
const WARMUP_SECONDS = 2;
const DB_NAME = 'bench_realtime';
const GOALS = { oneP99: 50, twoP99: 100, kbPerSocket: 100 };

const args = process.argv.slice(2);
let only = null;
for (const arg of args) {
  if (arg.startsWith('--only=')) only = arg.slice('--only='.length);
  else { console.error(`unknown argument ${arg}; use --only=one or --only=two`); process.exit(2); }
}
if (only !== null && only !== 'one' && only !== 'two') { console.error('--only must be one or two'); process.exit(2); }

startWatchdog(600 + 2 * SECONDS + SOCKETS / 10);

function openFilesLimit() {
  const m = /Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/.exec(fs.readFileSync('/proc/self/limits', 'utf8'));
  return m ? m[1] : '?';
}

// ---------------------------------------------------------------- sockets

/**
 * Connects one member's socket like a page of the site; resolves with the socket once `hello` arrived. Every
 * `message` event is handed to onMessage(event, receivedAt).
 */
function connectSocket(port, member, onMessage) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, {
      // Like a browser, the client offers permessage-deflate; the server decides (it costs memory per socket when taken).
      headers: { host: HOST, origin: `http://${HOST}`, cookie: member.cookie },
    });
    const timer = setTimeout(() => { ws.terminate(); reject(new Error('no hello within 30 s')); }, 30_000);
    ws.on('message', (data) => {
      const at = performance.now();
      const event = JSON.parse(String(data));
      if (event.type === 'hello') { clearTimeout(timer); resolve(ws); } else if (event.type === 'message') onMessage(event, at);
    });
    ws.once('unexpected-response', (_req, res) => { clearTimeout(timer); reject(new Error(`upgrade refused: ${res.statusCode}`)); });
    ws.once('error', (err) => { clearTimeout(timer); reject(err); });
  });
}

async function connectAll(port, members, onMessage, parallel = 50) {
  const sockets = [];
  for (let i = 0; i < members.length; i += parallel) {
    sockets.push(...await Promise.all(members.slice(i, i + parallel).map((m) => connectSocket(port, m, onMessage))));
  }
  return sockets;
}

async function closeAll(sockets) {
  await Promise.all(sockets.map((ws) => new Promise((resolve) => {
    if (ws.readyState === ws.CLOSED) return resolve();
    const timer = setTimeout(() => { ws.terminate(); resolve(); }, 2000);
    ws.once('close', () => { clearTimeout(timer); resolve(); });
    ws.close();
  })));
}

// ---------------------------------------------------------------- sending

/**
 * Sends `rate` messages per second for `seconds` (open loop: on time whether or not earlier ones were answered) from
 * the senders in turn to random recipients, and waits until each was delivered or 5 s passed after the last one.
 */
async function sendAndMeasure({ port, senders, recipients, rate, seconds, tracker }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const statuses = {};
  const postLatencies = [];
  const failures = [];
  const inFlight = new Set();
  let sent = 0;
  let lastAnswerAt = 0;
  const start = performance.now();
  const sendOne = () => {
    const n = sent++;
    const sender = senders[n % senders.length];
    const recipient = recipients[Math.floor(Math.random() * recipients.length)];
    const text = `rt ${n} ${randomUUID().slice(0, 8)}`;
    const body = JSON.stringify({ profile: recipient.profileId, kind: 'text', text, client_id: randomUUID() });
    const t0 = performance.now();
    tracker.expect(text, t0);
    const p = new Promise((resolve) => {
      const req = http.request({
        host: '127.0.0.1', port, method: 'POST', path: '/api/message.php', agent,
        headers: { ...memberHeaders(sender.cookie), 'content-length': Buffer.byteLength(body) },
      }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          lastAnswerAt = performance.now();
          postLatencies.push(lastAnswerAt - t0);
          tracker.answered(text, lastAnswerAt);
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          if (res.statusCode !== 201) { tracker.cancel(text); if (failures.length < 5) failures.push(`${res.statusCode} ${Buffer.concat(chunks).toString().slice(0, 200)}`); }
          resolve();
        });
      });
      req.setTimeout(60_000, () => req.destroy(new Error('no answer within 60 s')));
      req.on('error', (err) => {
        statuses.error = (statuses.error ?? 0) + 1;
        tracker.cancel(text);
        if (failures.length < 5) failures.push(err.message);
        resolve();
      });
      req.end(body);
    });
    inFlight.add(p);
    p.then(() => inFlight.delete(p));
  };
  while (performance.now() - start < seconds * 1000) {
    const due = Math.floor(((performance.now() - start) / 1000) * rate);
    while (sent < due) sendOne();
    await sleep(2);
  }
  const elapsed = (performance.now() - start) / 1000;
  await Promise.all(inFlight);
  const waitUntil = performance.now() + 5000;
  while (tracker.pending() > 0 && performance.now() < waitUntil) await sleep(20);
  agent.destroy();
  return { sent, elapsed, answeredIn: (lastAnswerAt - start) / 1000, statuses, failures, postLatencies: postLatencies.sort((a, b) => a - b) };
}

/**
 * Every text sent: when it was sent, when its POST was answered, when its `message` event reached the recipient's
 * socket. The delivery latency is event - sent; event - answered shows the realtime path after the commit on its own
 * (the server answers after commit, so a queue in front of the send does not count there; negative: the event came
 * before the answer).
 */
function deliveryTracker() {
  const records = new Map();
  let unexpected = 0;
  return {
    expect: (text, t0) => records.set(text, { t0, answer: null, event: null }),
    answered: (text, at) => { const r = records.get(text); if (r) r.answer = at; },
    cancel: (text) => records.delete(text),
    onMessage: (event, at) => {
      const r = records.get(event.message?.text);
      if (!r || r.event !== null) { unexpected++; return; }
      r.event = at;
    },
    pending: () => { let n = 0; for (const r of records.values()) if (r.event === null) n++; return n; },
    result: () => {
      const all = [...records.values()];
      const delivered = all.filter((r) => r.event !== null);
      return {
        latencies: delivered.map((r) => r.event - r.t0).sort((a, b) => a - b),
        afterAnswer: delivered.filter((r) => r.answer !== null).map((r) => r.event - r.answer).sort((a, b) => a - b),
        missing: all.length - delivered.length,
        unexpected,
      };
    },
    reset: () => { records.clear(); unexpected = 0; },
  };
}

// ---------------------------------------------------------------- one scenario

const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;

async function memoryOf(server, probe) {
  const heap = await probe.memory();
  return { rssKb: rssKb(server.pid), heapKb: heap.heapUsed / 1024, externalKb: (heap.external + heap.arrayBuffers) / 1024 };
}

async function scenario({ title, goalP99, sendServer, socketServer, senders, recipients, pgDb }) {
  console.log(`\n== ${title}`);
  const tracker = deliveryTracker();
  const probe = await inspector(socketServer.inspectorUrl);
  try {
    // Warm-up: the send path and the socket path run once before anything is measured.
    const warm = await connectAll(socketServer.port, recipients.slice(0, WARMUP_SOCKETS), tracker.onMessage);
    const w = await sendAndMeasure({ port: sendServer.port, senders, recipients: recipients.slice(0, WARMUP_SOCKETS), rate: RATE, seconds: WARMUP_SECONDS, tracker });
    const wr = tracker.result();
    console.log(`   warm-up: ${w.sent} messages to ${WARMUP_SOCKETS} sockets in ${WARMUP_SECONDS} s, answers ${JSON.stringify(w.statuses)}, `
      + `delivered ${wr.latencies.length} (p50 ${ms(percentile(wr.latencies, 50))})`);
    await closeAll(warm);
    tracker.reset();
    await sleep(1500);

    const idle = await memoryOf(socketServer, probe);
    const t0 = performance.now();
    const sockets = await connectAll(socketServer.port, recipients, tracker.onMessage);
    const connectS = (performance.now() - t0) / 1000;
    await sleep(2000);
    const open = await memoryOf(socketServer, probe);
    const perSocket = (a, b) => (b - a) / sockets.length;
    const rssPer = perSocket(idle.rssKb, open.rssKb);
    console.log(`   ${sockets.length} sockets connected (each a distinct member, each said hello) in ${connectS.toFixed(1)} s `
      + `(${Math.round(sockets.length / connectS)}/s, 50 at a time)`);
    console.log(`   server memory idle: RSS ${mb(idle.rssKb)}, heap used ${mb(idle.heapKb)}, external+buffers ${mb(idle.externalKb)}; `
      + `with ${sockets.length} sockets: RSS ${mb(open.rssKb)}, heap used ${mb(open.heapKb)}, external+buffers ${mb(open.externalKb)} (after a full GC)`);
    console.log(`   per socket: RSS ${rssPer.toFixed(1)} kB, heap ${perSocket(idle.heapKb, open.heapKb).toFixed(1)} kB, `
      + `external+buffers ${perSocket(idle.externalKb, open.externalKb).toFixed(1)} kB  (goal <= ${GOALS.kbPerSocket} kB per socket: `
      + `${rssPer <= GOALS.kbPerSocket ? 'MET' : 'not met'}, by RSS)`);

    const account = cpuAccount({ serverPids: [...new Set([sendServer.pid, socketServer.pid])], pgDb, pgDbName: DB_NAME });
    await account.start();
    const s = await sendAndMeasure({ port: sendServer.port, senders, recipients, rate: RATE, seconds: SECONDS, tracker });
    const cpu = await account.stop();
    const r = tracker.result();
    const ok = s.statuses[201] ?? 0;
    const p99 = percentile(r.latencies, 99);
    console.log(`   sent ${s.sent} messages in ${s.elapsed.toFixed(1)} s (${(s.sent / s.elapsed).toFixed(0)}/s, asked ${RATE}/s) from ${senders.length} members `
      + `to random connected members; answers ${JSON.stringify(s.statuses)}${s.failures.length ? ` e.g. ${s.failures.join(' | ')}` : ''}`);
    const keptUp = s.answeredIn <= s.elapsed + 1;
    console.log(`   POST answered: p50 ${ms(percentile(s.postLatencies, 50))}, p99 ${ms(percentile(s.postLatencies, 99))}; the last answer came `
      + `${s.answeredIn.toFixed(1)} s after the first send (${(ok / s.answeredIn).toFixed(0)} answers/s): `
      + `${keptUp ? 'the server kept up with the rate' : `the server did NOT keep up with ${RATE}/s, requests queued (latencies below include that queue)`}`);
    console.log(`   delivered ${r.latencies.length} of ${ok} (missing after 5 s: ${r.missing}, unexpected events: ${r.unexpected})`);
    console.log(`   delivery latency POST -> socket: p50 ${ms(percentile(r.latencies, 50))}, p95 ${ms(percentile(r.latencies, 95))}, `
      + `p99 ${ms(p99)}, max ${ms(r.latencies.at(-1))}  (goal p99 <= ${goalP99} ms: ${p99 <= goalP99 ? 'MET' : 'not met'})`);
    console.log(`   socket event minus the POST's answer (the realtime path after commit, without any queue before the send): `
      + `p50 ${ms(percentile(r.afterAnswer, 50))}, p99 ${ms(percentile(r.afterAnswer, 99))} (negative: the event arrived first)`);
    console.log(`   ${cpu.text}`);
    await closeAll(sockets);
    return { p50: percentile(r.latencies, 50), p95: percentile(r.latencies, 95), p99, afterAnswerP99: percentile(r.afterAnswer, 99), rssPer, keptUp, answersPerSecond: ok / s.answeredIn, heapPer: perSocket(idle.heapKb, open.heapKb), failed: s.sent - ok + r.missing, goalP99 };
  } finally {
    probe.close();
  }
}

// ---------------------------------------------------------------- main

async function main() {
  console.log(`realtime-latency: node ${process.version}, ${loadLine()}, open files limit ${openFilesLimit()} `
    + `(this process and each server hold one per socket; raise with \`ulimit -n\` for more sockets)`);
  console.log(`  ${SOCKETS} sockets, ${RATE} messages/s for ${SECONDS} s from ${SENDERS} senders; PostgreSQL ${PG_BASE}/${DB_NAME}; `
    + `sending limits raised to ${RAISED_LIMIT}/min; the load generator (this process) shares the 2 cores with the server(s), PostgreSQL and Redis`);
  const limit = Number(openFilesLimit());
  if (Number.isFinite(limit) && limit < SOCKETS + 1000) throw new Error(`open files limit ${limit} is too low for ${SOCKETS} sockets: run \`ulimit -n 65536\` first`);

  const databaseUrl = await freshDatabase(DB_NAME);
  const pgDb = await connectPostgres(databaseUrl);
  const results = {};
  try {
    // The first server migrates and seeds the database; the members are written while it runs.
    let one = await startServer({ label: 'server (one instance)', databaseUrl, inspect: true });
    const { members: senders } = await createMembers(pgDb, { count: SENDERS, credits: 1_000_000, tag: 's' });
    const { members: recipients } = await createMembers(pgDb, { count: SOCKETS, credits: 0, tag: 'r' });
    console.log(`   database ready: ${SENDERS} senders (premium, 1,000,000 credits each through the ledger), ${SOCKETS} recipients, a session each`);

    if (only !== 'two') {
      console.log(`   server ready on port ${one.port} in ${(one.startupMs / 1000).toFixed(1)} s (pid ${one.pid}, no REDIS_URL: in-process bus)`);
      try {
        results.one = await scenario({ title: `one instance (no Redis), ${SOCKETS} sockets`, goalP99: GOALS.oneP99, sendServer: one, socketServer: one, senders, recipients, pgDb });
      } finally {
        await one.stop();
      }
    } else {
      await one.stop();
    }
    one = null;

    if (only !== 'one') {
      const redis = await startRedis();
      const [a, b] = await Promise.all([
        startServer({ label: 'server A', databaseUrl, redisUrl: redis.url, seed: false, inspect: true }),
        startServer({ label: 'server B', databaseUrl, redisUrl: redis.url, seed: false, inspect: true }),
      ]);
      console.log(`\n   servers A (port ${a.port}) and B (port ${b.port}) ready, both on ${PG_BASE}/${DB_NAME} and REDIS_URL=${redis.url} (${redis.label})`);
      try {
        results.two = await scenario({ title: `two instances through Redis: ${SOCKETS} sockets on B, messages sent to A`, goalP99: GOALS.twoP99, sendServer: a, socketServer: b, senders, recipients, pgDb });
      } finally {
        await Promise.all([a.stop(), b.stop()]);
        if (redis.child) await stopChild(redis.child);
      }
    }
  } finally {
    await pgDb.close();
  }

  console.log('\nsummary (the load generator shares the 2 cores with the servers, PostgreSQL and Redis; the machine is shared):');
  if (results.one) {
    const r = results.one;
    console.log(`  one instance:  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  (goal p99 <= ${GOALS.oneP99} ms: ${r.p99 <= GOALS.oneP99 ? 'MET' : 'not met'}); event after the answer p99 ${ms(r.afterAnswerP99)};  `
      + `${r.rssPer.toFixed(1)} kB RSS / ${r.heapPer.toFixed(1)} kB heap per socket (goal <= ${GOALS.kbPerSocket} kB: ${r.rssPer <= GOALS.kbPerSocket ? 'MET' : 'not met'})`
      + `${r.keptUp ? '' : `; the server answered only ${r.answersPerSecond.toFixed(0)} messages/s of the ${RATE}/s asked`}`);
  }
  if (results.two) {
    const r = results.two;
    console.log(`  two instances: p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  (goal p99 <= ${GOALS.twoP99} ms: ${r.p99 <= GOALS.twoP99 ? 'MET' : 'not met'}); event after the answer p99 ${ms(r.afterAnswerP99)};  `
      + `${r.rssPer.toFixed(1)} kB RSS / ${r.heapPer.toFixed(1)} kB heap per socket on B`
      + `${r.keptUp ? '' : `; A answered only ${r.answersPerSecond.toFixed(0)} messages/s of the ${RATE}/s asked`}`);
  }
  if (Object.values(results).some((r) => r.failed > 0)) {
    console.log('  SOME MESSAGES WERE REFUSED OR NEVER DELIVERED (see above)');
    process.exitCode = 1;
  }
}

main().then(
  async () => { await cleanup(); process.exit(process.exitCode ?? 0); },
  async (err) => { console.error(`\nrealtime-latency FAILED: ${err.stack ?? err.message}`); await cleanup(); process.exit(1); },
);
