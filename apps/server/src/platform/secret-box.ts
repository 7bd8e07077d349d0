import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (staff TOTP secrets) are stored sealed: AES-256-GCM under SECRETS_KEY, which lives
 * in the environment and never in the database, so a copy of the database (a backup, a leak) opens no console account.
 * Format `v1.<iv>.<tag>.<ciphertext>` (base64url); `purpose` is bound in as associated data, so a sealed value cannot be
 * moved to a column it was not made for.
 */
const PREFIX = 'v1.';

export const isSealed = (value: string) => value.startsWith(PREFIX);

export function sealSecret(key: Buffer, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(purpose));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.')}`;
}

/**
 * The plain secret; a value stored before sealing existed is returned as it is (the console seals those at start-up).
 * Throws for a value sealed under another key or for another purpose.
 */
export function openSecret(key: Buffer, purpose: string, value: string): string {
  if (!isSealed(value)) return value;
  const [iv, tag, sealed] = value.slice(PREFIX.length).split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed || iv.length !== 12 || tag.length !== 16) throw new Error('malformed sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(purpose)).setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}

/**
 * Development and tests only (production refuses to start without SECRETS_KEY): a fixed key, so a data folder keeps
 * working across restarts. It is public, in this file: nothing sealed with it is secret.
 */
export const DEVELOPMENT_SECRETS_KEY = createHash('sha256').update('vonkje development secrets key (not secret)').digest();
