// Paid messages per second through the real POST /api/message.php on PostgreSQL, against a bare Fastify JSON route
// measured the same way in the same run (this machine is shared and noisy: the ratio means more than the figure).
//
//   npm run chat-send -w bench
//
// 200 premium senders, each writing to its own recipient, every request a fresh client_id; autocannon with
// BENCH_CONNECTIONS (50) for BENCH_SECONDS (10) after a 2 s warm-up. The sending limits are raised for the run
// (MESSAGES_PER_MINUTE_PER_MEMBER / _PER_IP), so the limiter still runs but never refuses. At the end the ledger is
// checked: message debits = messages stored x message_credits, and every bench member's balance equals its
// transfers. Database: bench_chat (dropped and created; never `test`). The load generator shares the 2 cores.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { cleanup, createMembers, dropDatabase, freshDatabase, HOST, pg, startBare, startServer } from './lib/chat-bench.mjs';

const autocannon = createRequire(import.meta.url)('autocannon');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PAIRS = 200;
const GOAL = 1000;

function load(port, path, bodyFor, duration = SECONDS) {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon({
      url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration,
      requests: [{
        method: 'POST', path,
        setupRequest: (req) => {
          const { body, cookie } = bodyFor(n++);
          return { ...req, body: JSON.stringify(body), headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json', cookie } };
        },
      }],
    }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const dbName = 'bench_chat';
try {
  const databaseUrl = await freshDatabase(dbName);
  if (process.env.BENCH_LOG_SLOW) { const c = new pg.Client({ connectionString: databaseUrl }); await c.connect(); await c.query(`alter database ${dbName} set log_min_duration_statement = ${Number(process.env.BENCH_LOG_SLOW)}`); await c.end(); }
  const server = await startServer({ databaseUrl, nodeArgs: process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [], env: { MESSAGES_PER_MINUTE_PER_MEMBER: '10000000', MESSAGES_PER_MINUTE_PER_IP: '10000000' } });
  const bare = await startBare();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { siteId, members: senders } = await createMembers(db, PAIRS, 10_000_000, 's');
  const { members: recipients } = await createMembers(db, PAIRS, 0, 'r');
  const { rows: [{ message_credits: cost }] } = await db.query('select message_credits from sites where id = $1', [siteId]);
  const message = (i) => {
    const k = i % PAIRS;
    return { body: { profile: recipients[k].profileId, kind: 'text', text: `Hallo nummer ${i}, hoe gaat het vandaag met je?`, client_id: randomUUID() }, cookie: senders[k].cookie };
  };

  await load(server.port, '/api/message.php', message, 2);
  await load(bare.port, '/bare', message, 2);
  const real = await load(server.port, '/api/message.php', message);
  const base = await load(bare.port, '/bare', message);

  const { rows: [stored] } = await db.query('select count(*)::int as n from messages');
  const { rows: [debits] } = await db.query("select coalesce(sum(amount), 0)::bigint as total, count(*)::int as n from credit_transfers where kind = 'message' and site_id = $1", [siteId]);
  const { rows: mismatched } = await db.query(`
    select u.id from users u join ledger_accounts a on a.user_id = u.id
    where u.email like 'bench-%' and u.credits <> coalesce((select sum(amount) from credit_transfers where credit_account_id = a.id), 0)
                                                - coalesce((select sum(amount) from credit_transfers where debit_account_id = a.id), 0)`);
  await db.end();
  server.stop();
  bare.stop();
  if (process.env.BENCH_CPU_PROF) await new Promise((r) => server.child.once('exit', r));

  const rate = real.requests.average;
  const non201 = real.non2xx + real.errors;
  const exact = Number(debits.total) === stored.n * cost && debits.n === stored.n && mismatched.length === 0;
  console.log(`chat-send on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s, ${PAIRS} sender/recipient pairs, cost ${cost} credits`);
  console.log(`  paid messages:   ${rate.toFixed(0)} /s   p50 ${real.latency.p50} ms   p99 ${real.latency.p99} ms   (goal >= ${GOAL} /s)`);
  console.log(`  bare Fastify:    ${base.requests.average.toFixed(0)} /s   p50 ${base.latency.p50} ms   p99 ${base.latency.p99} ms`);
  console.log(`  ratio:           ${((rate / base.requests.average) * 100).toFixed(1)} % of bare`);
  console.log(`  answers not 201: ${non201} (timeouts ${real.timeouts})`);
  console.log(`  ledger exact:    ${exact ? 'yes' : 'NO'} (${stored.n} messages stored, ${debits.n} debits totalling ${debits.total} = ${stored.n} x ${cost}; ${mismatched.length} balances off)`);
  if (!exact || non201 > 0) process.exitCode = 1;
} finally {
  cleanup();
  await dropDatabase(dbName).catch(() => {});
}
