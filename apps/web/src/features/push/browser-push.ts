/**
 * The browser's side of web push: the service worker (spec 7: /sw-push.js?v=2, scope "/"), the permission and the
 * subscription. Nothing here talks to our server.
 */
export const PUSH_WORKER_URL = '/sw-push.js?v=2';

export const isPushCapable = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

export const isPermissionDenied = () => Notification.permission === 'denied';

/** The site's VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** The subscription this browser holds for the site, if any (without registering the worker). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Registers (or updates) the worker and waits until it is active: PushManager needs an active worker. */
export async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/**
 * This browser's subscription with the site's key: the existing one, or a new one (the permission must be granted).
 * A subscription made with another key (the site's pair was replaced) can no longer receive: it is renewed.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  const registration = await activeRegistration();
  const key = applicationServerKey(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}
