import { randomBytes } from 'node:crypto';
import { newTotpSecret, totpUri } from '../../../platform/totp.js';

/** The name an authenticator app lists the console's codes under (with the staff member's address). */
export const TOTP_ISSUER = 'Console';

/** A generated password: 120 random bits in 20 URL-safe characters (shown once, then only its argon2id hash exists). */
export const generatePassword = () => randomBytes(15).toString('base64url');

/** A fresh TOTP secret and the otpauth:// URI an authenticator app reads (as a QR code or typed in). */
export function newTotpSetup(email: string, secret = newTotpSecret()) {
  return { totp_secret: secret, otpauth_uri: totpUri(TOTP_ISSUER, email, secret) };
}
