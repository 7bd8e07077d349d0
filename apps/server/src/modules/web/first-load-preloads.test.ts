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

  it('names the later part of the texts only for the routes that show it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
    fs.writeFileSync(path.join(dir, 'first-load.json'), JSON.stringify({
      routes: { members: ['/assets/SearchPage-1.js'], chats: ['/assets/ChatsPage-1.js'] },
      locales: { nl: ['/assets/nl-first.js'] }, laterLocales: { nl: ['/assets/nl-later.js'] }, laterTextRoutes: ['chats'],
    }));
    const hrefs = (route: string | null) => [...loadFirstLoadPreloads(dir)(route, 'nl').matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs('members')).toEqual(['/assets/nl-first.js', '/assets/SearchPage-1.js']);
    expect(hrefs('chats')).toEqual(['/assets/nl-first.js', '/assets/nl-later.js', '/assets/ChatsPage-1.js']);
    expect(hrefs(null)).toEqual(['/assets/nl-first.js']);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('links the page\'s own stylesheets', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
    fs.writeFileSync(path.join(dir, 'first-load.json'), JSON.stringify({
      routes: { members: ['/assets/SearchPage-1.js'], login: [] }, styles: { members: ['/assets/likes-1.css'] }, locales: {},
    }));
    const preloads = loadFirstLoadPreloads(dir);
    expect(preloads('members', 'nl')).toBe('\n    <link rel="modulepreload" crossorigin href="/assets/SearchPage-1.js">'
      + '\n    <link rel="stylesheet" crossorigin href="/assets/likes-1.css">');
    expect(preloads('login', 'nl')).not.toContain('stylesheet');
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
