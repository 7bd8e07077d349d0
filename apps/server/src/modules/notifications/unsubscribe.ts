import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isNotificationType, type NotificationType } from '@app/shared';
import { unsubscribeKeys, users } from '../../db/schema/index.js';
import type { AppDeps, SiteWithCompany } from '../../kernel/deps.js';
import type { DbOrTx } from '../../platform/db.js';
import { siteBaseUrl } from '../mail/account-mail.job.js';

/**
 * One-click unsubscribe links (RFC 8058). A token is `<user id>.<type>.<mac>`, the mac HMAC-SHA256 (128 bits kept)
 * over site, member and type under a random key per member (unsubscribe_keys). So a link needs no login and no
 * configured secret, cannot be guessed or turned into another member's or another type's link, works for as long as
 * the mail lives, and all of a member's links stop together if their key row is deleted.
 */
const MAC_BYTES = 16;
const TOKEN_SHAPE = /^(\d{1,10})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{22})$/;

export interface UnsubscribeLink {
  url: string;
  headers: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

const mac = (key: string, siteId: number, userId: number, type: NotificationType) =>
  createHmac('sha256', Buffer.from(key, 'base64url')).update(`unsubscribe:v1:${siteId}:${userId}:${type}`).digest().subarray(0, MAC_BYTES);

/** The member's key, created on first use; concurrent first uses agree on one row. */
async function keyOf(db: DbOrTx, userId: number): Promise<string> {
  await db.insert(unsubscribeKeys).values({ userId, secret: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ secret: unsubscribeKeys.secret }).from(unsubscribeKeys).where(eq(unsubscribeKeys.userId, userId));
  return row!.secret;
}

/**
 * For the senders of notification mails: the link for the mail's footer and the two headers that make mail clients
 * offer one-click unsubscribe. The link switches off this one type's e-mails.
 */
export async function unsubscribeLink(
  deps: Pick<AppDeps, 'db' | 'config'>, site: SiteWithCompany, userId: number, type: NotificationType,
): Promise<UnsubscribeLink> {
  const token = `${userId}.${type}.${mac(await keyOf(deps.db, userId), site.id, userId, type).toString('base64url')}`;
  const url = `${siteBaseUrl(site, deps.config.publicUrl)}/api/unsubscribe.php?token=${token}`;
  return { url, headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

/** The member and type a token stands for on this site, or null for anything forged, foreign or malformed. */
export async function verifyUnsubscribeToken(db: DbOrTx, siteId: number, token: string): Promise<{ userId: number; type: NotificationType; language: string } | null> {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const [, id, type, given] = match;
  const userId = Number(id);
  if (!isNotificationType(type!) || userId > 2_147_483_647) return null;
  const [row] = await db.select({ secret: unsubscribeKeys.secret, siteId: users.siteId, language: users.language })
    .from(unsubscribeKeys).innerJoin(users, eq(users.id, unsubscribeKeys.userId)).where(eq(unsubscribeKeys.userId, userId));
  if (!row || row.siteId !== siteId) return null;
  const expected = mac(row.secret, siteId, userId, type);
  const actual = Buffer.from(given!, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, type, language: row.language };
}
