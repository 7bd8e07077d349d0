import webpush, { type RequestDetails } from 'web-push';
import type { VapidDetails } from './push-vapid-keys.js';

export interface PushDevice { endpoint: string; p256dh: string; auth: string }

export interface PushOptions {
  vapid: VapidDetails;
  /** How long the push service keeps the message for a device that is offline. */
  ttlSeconds: number;
  urgency: 'low' | 'normal' | 'high';
  /** Messages with one topic replace each other while the device is offline (at most 32 url-safe characters). */
  topic: string;
}

/** delivered; gone (the browser dropped the subscription: forget it); retry (try again later); refused (our fault). */
export type DeliveryOutcome = { outcome: 'delivered' | 'gone' | 'retry' | 'refused'; status: number | null };

const TIMEOUT_MS = 10_000;

/**
 * Sends one encrypted message to one device. web-push does the encryption (aes128gcm) and the VAPID signature; the
 * request itself is ours (fetch): it honours a timeout, never follows a redirect (the endpoint was checked, where
 * it redirects to was not), and reaches the tests' local push service over http.
 */
export async function deliverPush(device: PushDevice, payload: string, options: PushOptions): Promise<DeliveryOutcome> {
  let request: RequestDetails;
  try {
    request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
      TTL: options.ttlSeconds, urgency: options.urgency, topic: options.topic, vapidDetails: options.vapid, contentEncoding: 'aes128gcm',
    });
  } catch {
    // A key that is no point on the curve, or a broken site key pair: nothing to send, nothing a retry would change.
    return { outcome: 'refused', status: null };
  }
  // fetch measures the body itself; the rest (TTL, Urgency, Topic, Content-Encoding, Authorization) goes as is.
  const headers = Object.fromEntries(Object.entries(request.headers)
    .filter(([name]) => name.toLowerCase() !== 'content-length')
    .map(([name, value]) => [name, String(value)]));
  let status: number;
  try {
    const response = await fetch(request.endpoint, {
      method: 'POST', headers, body: request.body ?? undefined, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch {
    return { outcome: 'retry', status: null };
  }
  if (status >= 200 && status < 300) return { outcome: 'delivered', status };
  if (status === 404 || status === 410) return { outcome: 'gone', status };
  if (status === 429 || status >= 500) return { outcome: 'retry', status };
  return { outcome: 'refused', status };
}
