import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const freePort = () => new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as AddressInfo;
    probe.close(() => resolve(port));
  });
});

/** A real server process (the demo seed gives it a site and a member), on PGlite in `dataDir` or on DATABASE_URL. */
async function startServer(dataDir: string, port: number, env: Record<string, string> = {}) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => { stderr += String(chunk); });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited: ${stderr}`);
    if (await fetch(`http://127.0.0.1:${port}/api/settings.php`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return child;
}

const exited = (child: ChildProcess) => new Promise<NodeJS.Signals | number | null>((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) return resolve(child.signalCode ?? child.exitCode);
  child.once('exit', (code, signal) => resolve(signal ?? code));
});

describe('a crash between "paid" at the provider and the credits', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payment-crash-'));
  let child: ChildProcess | null = null;
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) { child.kill('SIGTERM'); await exited(child); }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('grants the credits once after a restart', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = await startServer(dataDir, port, { FAILPOINT: 'payments.after_provider_paid' });
    let cookie = '';
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(base + url, {
        method, redirect: 'manual',
        headers: { cookie, ...(body ? { 'content-type': 'application/json', origin: base } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const set = res.headers.getSetCookie().find((c) => c.startsWith('auth.session='));
      if (set) cookie = set.split(';')[0]!;
      return { status: res.status, body: await res.json().catch(() => null) as any };
    };
    expect((await call('POST', '/api/user.php', { email: 'demo@example.com', password: 'vonkje-demo-2026' })).status).toBe(200);
    const before = (await call('GET', '/api/user.php')).body.user.credits as number;
    const pack = (await call('GET', '/api/packages.php')).body.packages[0];
    const created = await call('POST', '/api/payment.php', { package: pack.id, method: 'ideal', withdrawal_consent: true, idempotency_key: randomUUID() });
    expect(created.status).toBe(201);
    // The "bank" says paid; the webhook queues the sync job; the job fetches "paid" and the process dies right there.
    const victim = child;
    await fetch(base + new URL(created.body.checkout_url).pathname, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'status=paid' }).catch(() => null);
    expect(await exited(victim)).toBe('SIGKILL');

    child = await startServer(dataDir, port);
    let credits = before;
    for (let i = 0; i < 120 && credits === before; i++) {
      await new Promise((r) => setTimeout(r, 250));
      // Only the member record is read: the restart's own catch-up must grant the credits (not this page asking).
      credits = (await call('GET', '/api/user.php')).body.user.credits;
    }
    expect(credits).toBe(before + pack.credits + pack.bonus_credits);
    const payment = (await call('GET', `/api/payment.php?id=${created.body.payment.id}`)).body.payment;
    expect(payment.status).toBe('completed');
    await new Promise((r) => setTimeout(r, 1500));
    expect((await call('GET', '/api/user.php')).body.user.credits).toBe(before + pack.credits + pack.bonus_credits);
  }, 240_000);
});
