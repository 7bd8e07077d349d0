import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

/** public/sw-push.js run against a fake service worker global: what the browser would do with our pushes. */
function loadWorker(pages: Array<{ url: string }> = []) {
  const source = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public/sw-push.js'), 'utf8');
  const handlers: Record<string, (event: unknown) => void> = {};
  const windows = pages.map((page) => ({
    ...page,
    postMessage: vi.fn(),
    focus: vi.fn(async (): Promise<unknown> => undefined),
    navigate: vi.fn(async (url: string) => ({ url })),
  }));
  for (const w of windows) w.focus = vi.fn(async () => w);
  const worker = {
    location: new URL('https://vonkje.example/sw-push.js?v=2'),
    addEventListener: (type: string, handler: (event: unknown) => void) => { handlers[type] = handler; },
    skipWaiting: vi.fn(),
    clients: { claim: vi.fn(), matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
    registration: { showNotification: vi.fn(async () => undefined) },
    navigator: { setAppBadge: vi.fn(async () => undefined), clearAppBadge: vi.fn(async () => undefined) },
  };
  new Function('self', 'fetch', source)(worker, vi.fn());
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Array<Promise<unknown>> = [];
    handlers[type]!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { worker, windows, dispatch };
}

const payload = { v: 1, kind: 'message', title: 'Je hebt een nieuw bericht', body: 'Open om te bekijken.', url: '/chats/7', tag: 'chat-7', badge: 3 };

describe('the push service worker', () => {
  it('shows a discreet notification grouped per conversation, sets the app badge and tells open pages', async () => {
    const { worker, windows, dispatch } = loadWorker([{ url: 'https://vonkje.example/members' }]);
    await dispatch('push', { data: { json: () => payload } });
    expect(worker.registration.showNotification).toHaveBeenCalledWith('Je hebt een nieuw bericht', expect.objectContaining({
      body: 'Open om te bekijken.', tag: 'chat-7', renotify: true, data: { url: 'https://vonkje.example/chats/7' },
    }));
    expect(worker.navigator.setAppBadge).toHaveBeenCalledWith(3);
    expect(windows[0]!.postMessage).toHaveBeenCalledWith({ type: 'push', payload });
  });

  it('still shows a notification for an unreadable push, and never opens another site', async () => {
    const { worker, dispatch } = loadWorker();
    await dispatch('push', { data: { json: () => { throw new Error('not JSON'); } } });
    expect(worker.registration.showNotification).toHaveBeenCalledWith('vonkje.example', expect.objectContaining({ data: { url: 'https://vonkje.example/' } }));
    await dispatch('push', { data: { json: () => ({ ...payload, url: 'https://evil.example/phish' }) } });
    expect(worker.registration.showNotification).toHaveBeenLastCalledWith(payload.title, expect.objectContaining({ data: { url: 'https://vonkje.example/' } }));
  });

  it('on a click focuses an open tab of the site and takes it to the page, or opens one', async () => {
    const click = (url: string) => ({ notification: { close: vi.fn(), data: { url } } });
    const open = loadWorker([{ url: 'https://vonkje.example/members' }]);
    await open.dispatch('notificationclick', click('https://vonkje.example/chats/7'));
    expect(open.windows[0]!.focus).toHaveBeenCalled();
    expect(open.windows[0]!.navigate).toHaveBeenCalledWith('https://vonkje.example/chats/7');
    expect(open.worker.clients.openWindow).not.toHaveBeenCalled();

    const none = loadWorker();
    await none.dispatch('notificationclick', click('https://vonkje.example/likes'));
    expect(none.worker.clients.openWindow).toHaveBeenCalledWith('https://vonkje.example/likes');
  });
});
