import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => { vi.unstubAllGlobals(); vi.resetModules(); document.head.innerHTML = ''; });

async function withMap(response: Response | Error) {
  const fetch = vi.fn(async () => { if (response instanceof Error) throw response; return response; });
  vi.stubGlobal('fetch', fetch);
  const { preloadRouteCode } = await import('./preload-route-code');
  return { fetch, preloadRouteCode };
}

const modulepreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname);

describe('fetching a page\'s code ahead without running it', () => {
  it('names the route\'s files in modulepreload links, skipping those the page has, and reads the map once', async () => {
    const { fetch, preloadRouteCode } = await withMap(new Response(JSON.stringify({ routes: { chats: ['/assets/ChatsPage-a.js', '/assets/Modal-b.js'], likes: ['/assets/LikesPage-c.js', '/assets/Modal-b.js'] } })));
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/Modal-b.js">';
    expect(await preloadRouteCode('chats')).toBe(true);
    expect(modulepreloads()).toEqual(['/assets/Modal-b.js', '/assets/ChatsPage-a.js']);
    expect(await preloadRouteCode('likes')).toBe(true);
    expect(modulepreloads()).toEqual(['/assets/Modal-b.js', '/assets/ChatsPage-a.js', '/assets/LikesPage-c.js']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says so when the map does not know the route or cannot be read, so the caller loads the page itself', async () => {
    const known = await withMap(new Response(JSON.stringify({ routes: { chats: [] } })));
    expect(await known.preloadRouteCode('settings')).toBe(false);
    vi.resetModules();
    // The development server answers any path with the app's page: not JSON.
    const dev = await withMap(new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }));
    expect(await dev.preloadRouteCode('chats')).toBe(false);
    vi.resetModules();
    const offline = await withMap(new TypeError('Failed to fetch'));
    expect(await offline.preloadRouteCode('chats')).toBe(false);
    expect(modulepreloads()).toEqual([]);
  });
});
