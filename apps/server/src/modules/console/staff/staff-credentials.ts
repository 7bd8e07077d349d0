import { randomBytes } from 'node:crypto';
import type { Config } from '../../../config.js';
import { openSecret, sealSecret } from '../../../platform/secret-box.js';
import { newTotpSecret, totpUri } from '../../../platform/totp.js';

/** The name an authenticator app lists the console's codes under (with the staff member's address). */
export const TOTP_ISSUER = 'Console';

/** A generated password: 120 random bits in 20 URL-safe characters (shown once, then only its argon2id hash exists). */
export const generatePassword = () => randomBytes(15).toString('base64url');

/** A fresh TOTP secret and the otpauth:// URI an authenticator app reads (as a QR code or typed in). */
export function newTotpSetup(email: string, secret = newTotpSecret()) {
  return { totp_secret: secret, otpauth_uri: totpUri(TOTP_ISSUER, email, secret) };
}

const TOTP_PURPOSE = 'staff.totp_secret';

/** The TOTP secret as the staff table keeps it: sealed under SECRETS_KEY (platform/secret-box.ts). */
export const sealTotpSecret = (config: Pick<Config, 'secretsKey'>, secret: string) => sealSecret(config.secretsKey, TOTP_PURPOSE, secret);

/** The stored TOTP secret, opened; null when it was sealed under another key (the login then fails like a wrong code). */
export function openTotpSecret(config: Pick<Config, 'secretsKey'>, stored: string): string | null {
  try {
    return openSecret(config.secretsKey, TOTP_PURPOSE, stored);
  } catch {
    return null;
  }
}
