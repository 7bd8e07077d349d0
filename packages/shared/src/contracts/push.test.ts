import { describe, expect, it } from 'vitest';
import { pushSubscriptionBodySchema, pushSubscriptionSchema } from './push.js';

const p256dh = `B${'x'.repeat(86)}`;
const auth = 'y'.repeat(22);
const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';

describe('push subscription contract', () => {
  it('takes the browser JSON, unpadded (Chrome, Firefox, Safari) or padded', () => {
    expect(pushSubscriptionSchema.safeParse({ endpoint, expirationTime: null, keys: { p256dh, auth } }).success).toBe(true);
    expect(pushSubscriptionSchema.safeParse({ endpoint, keys: { p256dh: `${p256dh}=`, auth: `${auth}==` } }).success).toBe(true);
  });

  it('refuses keys of the wrong size or kind, and endpoints that are not https', () => {
    for (const keys of [{ p256dh: `A${'x'.repeat(86)}`, auth }, { p256dh: p256dh.slice(1), auth }, { p256dh, auth: `${auth}a` }, { p256dh, auth: 'y+/'.repeat(7) + 'y' }]) {
      const result = pushSubscriptionSchema.safeParse({ endpoint, keys });
      expect(result.success, JSON.stringify(keys)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('push_subscription_invalid');
    }
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'http://fcm.googleapis.com/x', keys: { p256dh, auth } }).success).toBe(false);
  });

  it('removes with {subscription: null}', () => {
    expect(pushSubscriptionBodySchema.parse({ subscription: null })).toEqual({ subscription: null });
  });
});
