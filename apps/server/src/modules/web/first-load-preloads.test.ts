import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFirstLoadPreloads } from './first-load-preloads.js';

describe('first-load preloads', () => {
  it('names the locale\'s texts and the route\'s code as module preloads, escaped', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
    fs.writeFileSync(path.join(dir, 'first-load.json'), JSON.stringify({
      routes: { members: ['/assets/SearchPage-1.js', '/assets/x"y.js'] }, locales: { nl: ['/assets/nl-1.js'], de: ['/assets/de-1.js'] },
    }));
    const preloads = loadFirstLoadPreloads(dir);
    const links = preloads('members', 'nl');
    expect(links.match(/<link rel="modulepreload" crossorigin href="[^"]+">/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/nl-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/SearchPage-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/x&#34;y.js">',
    ]);
    expect(preloads('unknown-route', 'de')).toBe('\n    <link rel="modulepreload" crossorigin href="/assets/de-1.js">');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('names nothing without a build (development) or with an unreadable file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
    expect(loadFirstLoadPreloads(dir)('members', 'nl')).toBe('');
    fs.writeFileSync(path.join(dir, 'first-load.json'), '{not json');
    expect(loadFirstLoadPreloads(dir)('members', 'nl')).toBe('');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
