// Prints the gzip size of the JavaScript a first-time visitor's browser loads for a page (default: / and /login).
// Usage: node bench/initial-js.mjs [--no-build] [path ...]
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { run, startServer } from './lib/server.mjs';

const args = process.argv.slice(2);
const paths = args.filter((a) => a.startsWith('/'));
if (!args.includes('--no-build')) await run('npm', ['run', 'build', '-w', 'apps/web']);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const server = await startServer(3197);
try {
  for (const pagePath of paths.length ? paths : ['/', '/login']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
    });
    await page.goto(server.base + pagePath, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`\nJavaScript loaded for ${pagePath} (${scripts.length} files):`);
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(7)} kB gzip  ${(s.raw / 1024).toFixed(1).padStart(7)} kB raw  ${s.url}`);
    console.log(`  ${(total / 1024).toFixed(1).padStart(7)} kB gzip in total (budget 150 kB)`);
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
