import { z } from 'zod';

/** Devices one member may keep subscribed: a new one pushes out the oldest, so a script cannot pile up endpoints. */
export const PUSH_DEVICES_MAX = 10;
/** Push services hand out endpoints of a few hundred characters; anything far longer is not one. */
export const PUSH_ENDPOINT_MAX = 1024;

const invalid = { error: 'push_subscription_invalid' } as const;

const isHttpsUrl = (value: string) => {
  try { return new URL(value).protocol === 'https:'; } catch { return false; }
};

/** Base64url of exactly `bytes` bytes, with or without padding (browsers send it unpadded). */
const base64urlOf = (bytes: number) => {
  const chars = Math.ceil((bytes * 4) / 3);
  return z.string(invalid).regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,${(4 - (chars % 4)) % 4}}$`), invalid);
};

/**
 * The browser's PushSubscription as JSON (subscription.toJSON()): the push service's https endpoint and the keys
 * our payload is encrypted with (p256dh: an uncompressed P-256 point of 65 bytes, so its base64 starts with "B";
 * auth: 16 random bytes).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string(invalid).max(PUSH_ENDPOINT_MAX, invalid).refine(isHttpsUrl, invalid),
  expirationTime: z.number(invalid).nullable().optional(),
  keys: z.object({
    p256dh: base64urlOf(65).refine((key) => key.startsWith('B'), invalid),
    auth: base64urlOf(16),
  }, invalid),
}, invalid);
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/**
 * POST /api/user.php?push=1 (spec 7): `{subscription}` saves this device's subscription for the logged-in member;
 * `{subscription: null}` removes this device's (the one saved with this login, or the given endpoint).
 */
export const pushSubscriptionBodySchema = z.object({
  subscription: pushSubscriptionSchema.nullable(),
  endpoint: z.string(invalid).max(PUSH_ENDPOINT_MAX, invalid).optional(),
}, invalid);
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** POST /api/user.php: a login, or with ?push=1 the push subscription. */
export const userPostQuerySchema = z.object({ push: z.literal('1').optional() });

/**
 * What a push message carries (encrypted; kept small): a localised title and a generic body for the lock screen,
 * the page to open, the tag that groups one conversation's notifications, and the app badge (unread + new likes).
 * Never a message text or a name.
 */
export const pushPayloadSchema = z.object({
  v: z.literal(1),
  kind: z.enum(['message', 'new_conversation', 'like', 'match']),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  badge: z.number().int().min(0),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
