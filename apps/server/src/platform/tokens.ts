import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: for sessions and mailed links. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as SHA-256: they are random, so no salt or slow hash is needed. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
