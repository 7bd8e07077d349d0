import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh data folder per run: the server seeds the demo sites into it.
const dataDir = path.join(os.tmpdir(), `e2e-data-${process.pid}`);

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
    command: 'npm run build -w apps/web && npm run start -w apps/server',
    cwd: '..',
    url: `http://localhost:${port}/api/settings.php`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development', SEED_DEMO: 'true', LOG_LEVEL: 'warn', SMTP_URL: '', SIGNUPS_PER_HOUR_PER_IP: '40' },
  },
});
