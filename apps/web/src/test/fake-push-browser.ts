import { vi } from 'vitest';

/** Test support: a browser with push, as far as the app uses it (service worker, PushManager, Notification). */

/** The site's VAPID public key: an uncompressed P-256 point, base64url. */
export const SITE_KEY = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
export const SITE_KEY_BYTES = new Uint8Array(Buffer.from(SITE_KEY, 'base64url'));
let endpointCounter = 0;

/** A browser with a service worker, a PushManager and the Notification permission, as far as the app uses them. */
export function fakeBrowser({ permission = 'default', answer = 'granted', subscribed = false }: { permission?: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean } = {}) {
  const endpoint = `https://fcm.googleapis.com/fcm/send/device-${++endpointCounter}`;
  const keys = { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) };
  const subscription = {
    endpoint,
    options: { applicationServerKey: subscribed ? SITE_KEY_BYTES.buffer : null as ArrayBuffer | null },
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
    unsubscribe: vi.fn(async () => { current = null; return true; }),
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      subscription.options.applicationServerKey = options.applicationServerKey.buffer as ArrayBuffer;
      current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(async () => registration), ready: Promise.resolve(registration), getRegistration: vi.fn(async () => registration),
    addEventListener: vi.fn((_type: string, _listener: unknown) => undefined),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  const notification = { permission, requestPermission: vi.fn(async () => { notification.permission = answer; return answer; }) };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  return { serviceWorker, pushManager, notification, subscription, endpoint, keys };
}


/** Takes the fake browser away again (call after each test). */
export function removeFakeBrowser() {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
}
