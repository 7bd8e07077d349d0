import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, newTotpSecret, totpCode, totpStep, verifyTotp } from './totp.js';

// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890", 8-digit codes; our 6 digits are their last six.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors', () => {
    expect(totpCode(RFC_SECRET, totpStep(new Date(59_000)))).toBe('287082');
    expect(totpCode(RFC_SECRET, totpStep(new Date(1_111_111_109_000)))).toBe('081804');
    expect(totpCode(RFC_SECRET, totpStep(new Date(2_000_000_000_000)))).toBe('279037');
  });
  it('round-trips base32 and makes 32-character secrets', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });
  it('accepts a code of the current step or a neighbour, once', () => {
    const now = new Date('2026-11-25T12:00:10Z');
    const step = totpStep(now);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step), now, 0)).toBe(step);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now, 0)).toBe(step - 1);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), now, 0)).toBeNull();
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step), now, step)).toBeNull();
    expect(verifyTotp(RFC_SECRET, '12345', now, 0)).toBeNull();
    expect(verifyTotp(RFC_SECRET, 'abcdef', now, 0)).toBeNull();
  });
});
