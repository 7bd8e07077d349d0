// Push service worker, registered as /sw-push.js?v=2 (spec 7); its scope is the whole site.
// The server sends small encrypted messages (apps/server/src/modules/notifications/push-payload.ts):
// { v, kind, title, body, url, tag, badge }: a localised title, a body that says nothing (lock screens are seen by
// others: no names, no message text), the page to open, one tag per conversation and the app badge.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Only a path of this site is ever opened: a payload cannot send the member elsewhere. */
function sitePath(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

function readPayload(event) {
  try {
    const data = event.data ? event.data.json() : null;
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}

// Spec 3: the app badge is unread messages plus new likes, set here so the icon is right before the app opens.
function setBadge(count) {
  const nav = self.navigator;
  if (typeof count !== 'number' || !nav || !('setAppBadge' in nav)) return Promise.resolve();
  return (count > 0 ? nav.setAppBadge(count) : nav.clearAppBadge()).catch(() => undefined);
}

// Open pages learn of it (the push state's lastMessage).
async function tellPages(payload) {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: 'push', payload });
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  // Browsers require a visible notification for every push; without a usable title the site's name stands in.
  const title = typeof payload.title === 'string' && payload.title ? payload.title : self.location.hostname;
  const tag = typeof payload.tag === 'string' && payload.tag ? payload.tag : 'general';
  event.waitUntil(Promise.all([
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag,
      // A new message in a conversation replaces its notification and still alerts.
      renotify: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: sitePath(payload.url) },
    }),
    setBadge(payload.badge),
    tellPages(payload),
  ]));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sitePath(event.notification.data && event.notification.data.url);
  event.waitUntil((async () => {
    const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const page = pages.find((client) => client.url === url) || pages.find((client) => new URL(client.url).origin === self.location.origin);
    if (!page) return self.clients.openWindow(url);
    const focused = await page.focus();
    if (focused.url !== url && 'navigate' in focused) await focused.navigate(url).catch(() => self.clients.openWindow(url));
    return focused;
  })());
});

// The browser renewed the subscription: subscribe again with the same key and tell the site (the login's cookie goes along).
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil((async () => {
    const options = event.oldSubscription && event.oldSubscription.options;
    const subscription = event.newSubscription
      || (options ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: options.applicationServerKey }) : null);
    if (!subscription) return;
    await fetch('/api/user.php?push=1', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ subscription: subscription.toJSON() }),
    }).catch(() => undefined);
  })());
});
