// Realtime delivery latency: BENCH_SOCKETS (2000) members connected to /api/realtime on one instance, messages sent
// over HTTP at BENCH_RATE (200) per second for BENCH_SECONDS (15) to randomly chosen connected members; latency is
// from just before the POST to the socket receiving the `message` event (one clock, this process). Also the server's
// memory with the sockets open against before. Then the same across two instances through Redis (sockets on B,
// messages sent to A). PostgreSQL database bench_realtime (dropped and created); Redis at 127.0.0.1:6379.
// The load generator, both servers and PostgreSQL share this machine's 2 cores.
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import { cleanup, createMembers, dropDatabase, freshDatabase, HOST, percentile, pg, serverDir, sleep, startServer } from './lib/chat-bench.mjs';

const { WebSocket } = createRequire(`${serverDir}/package.json`)('ws');
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const SENDERS = 100;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
/** The server runs as `node --import tsx src/main.ts`: its pid is the child's (spawned directly, not through npm). */

function post(port, path, cookie, body) {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), cookie } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end(data);
  });
}

async function connectAll(port, members, pending) {
  const sockets = [];
  for (let i = 0; i < members.length; i += 100) {
    await Promise.all(members.slice(i, i + 100).map((m) => new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { host: HOST, origin: `http://${HOST}`, cookie: m.cookie } });
      ws.on('message', (data) => {
        const event = JSON.parse(String(data));
        if (event.type === 'hello') return resolve();
        if (event.type === 'message') {
          const started = pending.get(event.message.text);
          if (started !== undefined) { pending.delete(event.message.text); pending.latencies.push(performance.now() - started); }
        }
      });
      ws.once('error', reject);
      sockets.push(ws);
    })));
  }
  return sockets;
}

async function run(label, sendPort, socketPort, senders, receivers, serverPid) {
  const pending = new Map();
  pending.latencies = [];
  const rssBefore = rssKb(serverPid);
  const sockets = await connectAll(socketPort, receivers, pending);
  await sleep(2000);
  const rssAfter = rssKb(serverPid);
  const statuses = new Map();
  const interval = 1000 / RATE;
  const started = performance.now();
  let sent = 0;
  const inFlight = [];
  while (performance.now() - started < SECONDS * 1000) {
    const due = Math.floor((performance.now() - started) / interval);
    while (sent < due) {
      const text = `m${sent}-${randomUUID().slice(0, 8)}`;
      const sender = senders[sent % senders.length];
      const receiver = receivers[Math.floor(Math.random() * receivers.length)];
      pending.set(text, performance.now());
      inFlight.push(post(sendPort, '/api/message.php', sender.cookie, { profile: receiver.profileId, kind: 'text', text, client_id: randomUUID() })
        .then((s) => statuses.set(s, (statuses.get(s) ?? 0) + 1), () => statuses.set('error', (statuses.get('error') ?? 0) + 1)));
      sent++;
    }
    await sleep(Math.max(1, interval / 2));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  await sleep(2000);
  for (const ws of sockets) ws.terminate();
  const l = [...pending.latencies].sort((a, b) => a - b);
  console.log(`${label}`);
  console.log(`  sockets: ${sockets.length}; messages asked ${RATE}/s for ${SECONDS} s, sent ${sent} (${(sent / elapsed).toFixed(0)}/s), answers ${JSON.stringify(Object.fromEntries(statuses))}`);
  console.log(`  delivered: ${l.length}; latency POST->socket p50 ${percentile(l, 50)?.toFixed(1)} ms, p95 ${percentile(l, 95)?.toFixed(1)} ms, p99 ${percentile(l, 99)?.toFixed(1)} ms`);
  console.log(`  server RSS: idle ${(rssBefore / 1024).toFixed(0)} MB, with sockets ${(rssAfter / 1024).toFixed(0)} MB: ${((rssAfter - rssBefore) / sockets.length).toFixed(1)} kB per socket (goal <= 100 kB)`);
  return l;
}

const dbName = 'bench_realtime';
try {
  const databaseUrl = await freshDatabase(dbName);
  const env = { MESSAGES_PER_MINUTE_PER_MEMBER: '10000000', MESSAGES_PER_MINUTE_PER_IP: '10000000' };
  const a = await startServer({ databaseUrl, redisUrl: 'redis://127.0.0.1:6379', env });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { members: senders } = await createMembers(db, SENDERS, 10_000_000, 's');
  const { members: receivers } = await createMembers(db, SOCKETS, 0, 'r');
  const one = await run(`one instance (PostgreSQL + Redis): goal p99 <= 50 ms`, a.port, a.port, senders, receivers, a.pid);
  const b = await startServer({ databaseUrl, redisUrl: 'redis://127.0.0.1:6379', seed: false, env });
  const two = await run(`two instances through Redis (sockets on B, sends to A): goal p99 <= 100 ms`, a.port, b.port, senders, receivers, b.pid);
  await db.end();
  if (!one.length || !two.length) process.exitCode = 1;
} finally {
  cleanup();
  await dropDatabase(dbName).catch(() => {});
}
