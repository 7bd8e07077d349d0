import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `Authorization: Bearer <MAIL_EVENTS_SECRET>`, compared in constant time. Both sides are hashed first, so neither
 * the comparison nor a length check tells anything about the secret.
 */
export function hasMailEventsSecret(authorization: string | undefined, secret: string): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(secret));
}
