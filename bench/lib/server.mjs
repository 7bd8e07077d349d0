// Starts the real server (built web app, fresh PGlite data folder, demo sites) for a bench script.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

export async function startServer(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const child = spawn('npm', ['run', 'start', '-w', 'apps/server'], {
    cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'], detached: true,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development', SEED_DEMO: 'true', LOG_LEVEL: 'warn', SMTP_URL: '', DATABASE_URL: '', REDIS_URL: '' },
  });
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 240; i++) {
    try { if ((await fetch(`${base}/api/settings.php`)).ok) break; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    stop: () => { try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ } fs.rmSync(dataDir, { recursive: true, force: true }); },
  };
}
