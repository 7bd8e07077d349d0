import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh data folder per run: the server seeds the demo sites into it.
const dataDir = path.join(os.tmpdir(), `e2e-data-${process.pid}`);

// The push journey's local push service speaks https like a real one: a certificate made for this run, which the
// server trusts through NODE_EXTRA_CA_CERTS (workers inherit the folder through the environment).
if (!process.env.E2E_PUSH_TLS_DIR) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-push-tls-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
  process.env.E2E_PUSH_TLS_DIR = dir;
}

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'npx tsx apps/server/test/reset-services.ts && npm run build -w apps/web && npm run start -w apps/server',
    cwd: '..',
    url: `http://localhost:${port}/api/settings.php`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development', SEED_DEMO: 'true', LOG_LEVEL: 'warn', SMTP_URL: '', SIGNUPS_PER_HOUR_PER_IP: '40',
      // The push journey's local push service stands in for the browser's.
      PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,127.0.0.1', NODE_EXTRA_CA_CERTS: path.join(process.env.E2E_PUSH_TLS_DIR, 'cert.pem') },
  },
});
