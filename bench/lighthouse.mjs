// Prints Lighthouse scores (accessibility first) for pages of the demo site, as a first-time visitor sees them.
// Usage: node bench/lighthouse.mjs [--no-build] [path ...]   (default: / and /login)
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { run, startServer } from './lib/server.mjs';

const args = process.argv.slice(2);
const paths = args.filter((a) => a.startsWith('/'));
if (!args.includes('--no-build')) await run('npm', ['run', 'build', '-w', 'apps/web']);
const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const server = await startServer(3198);
try {
  for (const pagePath of paths.length ? paths : ['/', '/login']) {
    const result = await lighthouse(server.base + pagePath, {
      port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility', 'best-practices', 'seo', 'performance'],
    });
    const { categories, audits } = result.lhr;
    const score = (id) => (categories[id]?.score ?? 0).toFixed(2);
    console.log(`${pagePath}: accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  seo ${score('seo')}  performance ${score('performance')}`);
    const metric = (id) => audits[id]?.displayValue ?? '-';
    console.log(`  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}  transfer ${metric('total-byte-weight')}`);
    for (const audit of Object.values(audits)) {
      for (const category of ['accessibility', 'best-practices']) {
        if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary' && categories[category].auditRefs.some((r) => r.id === audit.id && r.weight > 0)) {
          console.log(`  ${category} issue: ${audit.id}: ${audit.title}`);
        }
      }
    }
  }
} finally {
  await chrome.kill();
  server.stop();
}
