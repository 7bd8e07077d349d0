// Prints Lighthouse mobile figures (default mobile emulation and simulated throttling) for pages of the Dutch demo
// site: performance, accessibility, CLS, LCP, TBT and the JavaScript transferred, against the goals of issue 14.
// A path written member:/path is opened with a demo member's session; every other path as a first-time visitor.
// Usage: node bench/lighthouse.mjs [--no-build] [--runs=N] [--scripts] [path | member:path ...]
//   (default: / member:/members /landers/gallery /landers/tinderswipe; with --runs, the median run by performance;
//   --scripts lists each script with its size and when it was requested)
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { run, startServer } from './lib/server.mjs';

const GOALS = { performance: 0.95, accessibility: 1, cls: 0 };
const DEMO_MEMBER = { email: 'demo@example.com', password: 'vonkje-demo-2026' };
const DEFAULT_PAGES = ['/', 'member:/members', '/landers/gallery', '/landers/tinderswipe'];
// Outside the ports the test servers and the development server use.
const PORT = 3410;
const IDLE_PREFETCH_DELAY_MS = 2000;

const args = process.argv.slice(2);
const listScripts = args.includes('--scripts');
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 1) || 1);
const requested = args.filter((a) => a.startsWith('/') || a.startsWith('member:/'));
const pages = (requested.length ? requested : DEFAULT_PAGES).map((spec) =>
  spec.startsWith('member:') ? { path: spec.slice('member:'.length), asMember: true } : { path: spec, asMember: false });

/** Logs the demo member in the way the login form does and returns the Cookie header that carries the session. */
async function memberCookie(base) {
  const response = await fetch(`${base}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(DEMO_MEMBER),
  });
  if (!response.ok) throw new Error(`demo login failed: ${response.status} ${await response.text()}`);
  const session = response.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('auth.'));
  if (!session) throw new Error('demo login answered without a session cookie');
  return session;
}

function figures(lhr) {
  const { categories, audits } = lhr;
  const scripts = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    bestPractices: categories['best-practices']?.score ?? 0,
    seo: categories.seo?.score ?? 0,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    siMs: audits['speed-index']?.numericValue ?? NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsBytes: scripts?.transferSize ?? 0,
    jsFiles: scripts?.requestCount ?? 0,
    loadMs: audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity,
    scripts: (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script')
      .map((item) => ({ path: new URL(item.url).pathname, bytes: item.transferSize ?? 0, requestedAtMs: item.networkRequestTime ?? 0 })),
    // Weighted audits that failed: each is something to fix (most are all or nothing).
    accessibilityIssues: failedAudits(lhr, 'accessibility'),
    bestPracticeIssues: failedAudits(lhr, 'best-practices'),
  };
}

const failedAudits = ({ categories, audits }, category) => (categories[category]?.auditRefs ?? [])
  .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
  .map((ref) => `${ref.id}: ${audits[ref.id].title}${selectors(audits[ref.id])}`);

/** What an audit found, briefly: the elements (CSS selectors), else the messages or addresses. */
const selectors = (audit) => {
  const nodes = (audit.details?.items ?? []).map((item) => item.node?.selector ?? item.description ?? item.url).filter(Boolean).slice(0, 3);
  return nodes.length ? ` (${nodes.join(', ')})` : '';
};

function report(page, all) {
  const sorted = [...all].sort((a, b) => a.performance - b.performance);
  const f = sorted[Math.floor((sorted.length - 1) / 2)];
  const score = (value) => value.toFixed(2);
  const label = `${page.path}${page.asMember ? ' (logged in)' : ''}`;
  console.log(`\n${label}${all.length > 1 ? `: median of ${all.length} runs (performance ${sorted.map((r) => score(r.performance)).join(' ')})` : ''}`);
  console.log(`  performance ${score(f.performance)}  accessibility ${score(f.accessibility)}  best-practices ${score(f.bestPractices)}  seo ${score(f.seo)}`);
  // The idle prefetch starts no earlier than 2000 ms after the load event (spec 9): what is asked for from then on is
  // the next pages' code, not this page's.
  const prefetched = f.scripts.filter((script) => script.requestedAtMs >= f.loadMs + IDLE_PREFETCH_DELAY_MS).reduce((sum, script) => sum + script.bytes, 0);
  const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(`  FCP ${(f.fcpMs / 1000).toFixed(2)} s  SI ${(f.siMs / 1000).toFixed(2)} s  LCP ${(f.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(f.tbtMs)} ms  CLS ${f.cls.toFixed(3)}  JS ${kB(f.jsBytes)} transferred in ${f.jsFiles} files`
    + ` (${kB(f.jsBytes - prefetched)} for the page, ${kB(prefetched)} idle prefetch)`);
  for (const issue of f.accessibilityIssues) console.log(`  accessibility issue: ${issue}`);
  for (const issue of f.bestPracticeIssues) console.log(`  best-practices issue: ${issue}`);
  if (listScripts) {
    for (const script of f.scripts) console.log(`    ${(script.bytes / 1024).toFixed(1).padStart(6)} kB  at ${Math.round(script.requestedAtMs).toString().padStart(5)} ms  ${script.path}`);
  }
  const misses = [
    f.performance < GOALS.performance && `performance below ${GOALS.performance}`,
    f.accessibility < GOALS.accessibility && 'accessibility below 1.00',
    f.cls > GOALS.cls && 'CLS above 0',
  ].filter(Boolean);
  console.log(`  ${misses.length ? `goal missed: ${misses.join(', ')}` : 'goals met (performance ≥ 0.95, accessibility 1.00, CLS 0)'}`);
}

if (!args.includes('--no-build')) await run('npm', ['run', 'build', '-w', 'apps/web']);
const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const server = await startServer(PORT);
try {
  const cookie = pages.some((p) => p.asMember) ? await memberCookie(server.base) : null;
  for (const page of pages) {
    const all = [];
    let retries = 0;
    // Run 0 is a warm-up, not counted: the server draws and resizes each demo photo on its first request, work that
    // would compete with the browser for this machine's cores and make the first run's figures the server's.
    for (let i = -1; i < runs; i++) {
      const result = await lighthouse(server.base + page.path, {
        port: chrome.port, output: 'json', logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // The header goes with every request of the page (document, code, API), as the browser's cookie would.
        extraHeaders: page.asMember ? { Cookie: cookie } : undefined,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      // Now and then the trace of a load comes back without its navigation (NO_NAVSTART): that run is measured again.
      if (result.lhr.runtimeError?.code === 'NO_NAVSTART' && retries++ < 2) { i--; continue; }
      if (result.lhr.runtimeError) throw new Error(`${page.path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      // LIGHTHOUSE_SAVE=dir keeps each full report, for looking into a figure.
      if (process.env.LIGHTHOUSE_SAVE) {
        mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
        writeFileSync(`${process.env.LIGHTHOUSE_SAVE}/${page.path.replace(/\W+/g, '_')}-${i + 1}.json`, JSON.stringify(result.lhr));
      }
      if (i >= 0) all.push(figures(result.lhr));
    }
    report(page, all);
  }
} finally {
  await chrome.kill();
  server.stop();
}
