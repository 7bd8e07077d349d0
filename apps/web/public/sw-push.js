// Push service worker, registered as /sw-push.js?v=2 (spec 7). Notifications are handled here once push is
// enabled for a site; until then it only takes control so a registration already made stays valid.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
