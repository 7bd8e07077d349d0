import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBus } from '../../platform/bus.js';
import { createSite, createTestApp, loggedInMember, openSocket, type TestContext } from '../../../test/helpers.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const onServices = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

const freePort = () => new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as AddressInfo;
    probe.close(() => resolve(port));
  });
});

/** Instance B: a second server process on the same PostgreSQL and Redis (or, embedded, a second app on one database and bus). */
async function secondInstance(first: TestContext): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  if (!onServices) {
    const other = await createTestApp({}, { pglite: first.pglite, bus: first.deps.bus });
    await other.app.listen({ port, host: '127.0.0.1' });
    return { port, stop: () => other.close() };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'instance-b-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => { stderr += String(chunk); });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance B exited: ${stderr}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/settings.php`).then(() => true, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`instance B did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    stop: () => new Promise((resolve) => {
      child.once('exit', () => { fs.rmSync(dataDir, { recursive: true, force: true }); resolve(); });
      child.kill('SIGTERM');
    }),
  };
}

/** fetch() will not send another Host header; node:http does. */
function postJson(port: number, host: string, jar: Map<string, string>, url: string, body: unknown) {
  return new Promise<number>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: url, method: 'POST', headers: {
      host, origin: `http://${host}`, 'content-type': 'application/json', cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    } }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode ?? 0)); });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe(onServices ? 'two server processes on one PostgreSQL and Redis' : 'two app instances on one embedded database and bus', () => {
  let first: TestContext;
  let portA = 0;
  let b: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    // Instance A gets a bus of its own making; on the embedded database B shares it (in-process), else both use Redis.
    first = await createTestApp({}, onServices ? {} : { bus: createLocalBus() });
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    portA = (first.app.server.address() as AddressInfo).port;
    b = await secondInstance(first);
  }, 60_000);
  afterAll(async () => {
    await b?.stop();
    await first?.close();
  });

  it('a message sent through instance A reaches a socket on instance B, and back', async () => {
    const site = await createSite(first);
    const anna = await loggedInMember(first, site, { credits: 100 });
    const bas = await loggedInMember(first, site, { credits: 100 });
    const basOnB = await openSocket(b.port, bas.client);
    const annaOnA = await openSocket(portA, anna.client);
    await Promise.all([basOnB.waitFor((e) => e.type === 'hello'), annaOnA.waitFor((e) => e.type === 'hello')]);

    const sent = await anna.client.post('/api/message.php', { profile: bas.profile.id, kind: 'text', text: 'Via A', client_id: randomUUID() });
    expect(sent.status).toBe(201);
    expect((await basOnB.waitFor((e) => e.type === 'message')).message.text).toBe('Via A');

    // Bas answers through instance B's HTTP; Anna's socket on A hears it.
    const status = await postJson(b.port, site.domain, bas.client.jar, '/api/message.php', { profile: anna.profile.id, kind: 'text', text: 'Via B', client_id: randomUUID() });
    expect(status).toBe(201);
    expect((await annaOnA.waitFor((e) => e.type === 'message' && !e.message.from_me)).message.text).toBe('Via B');
    await Promise.all([basOnB.close(), annaOnA.close()]);
  });
});
