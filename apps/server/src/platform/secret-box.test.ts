import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, openSecret, sealSecret } from './secret-box.js';

describe('sealed secrets', () => {
  const key = randomBytes(32);

  it('seals so that the stored value holds nothing of the secret, and opens it again', () => {
    const sealed = sealSecret(key, 'staff-totp', 'VONKJEADMINDEMOSECRETFORTOTPAPP2');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('VONKJE');
    expect(sealSecret(key, 'staff-totp', 'VONKJEADMINDEMOSECRETFORTOTPAPP2')).not.toBe(sealed); // a fresh IV each time
    expect(openSecret(key, 'staff-totp', sealed)).toBe('VONKJEADMINDEMOSECRETFORTOTPAPP2');
  });

  it('refuses another key, another purpose and a changed value', () => {
    const sealed = sealSecret(key, 'staff-totp', 'ABCDEF');
    expect(() => openSecret(randomBytes(32), 'staff-totp', sealed)).toThrow();
    expect(() => openSecret(key, 'other', sealed)).toThrow();
    const [, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => openSecret(key, 'staff-totp', `v1.${iv}.${tag}.${flipped.toString('base64url')}`)).toThrow();
    expect(() => openSecret(key, 'staff-totp', 'v1.broken')).toThrow();
  });

  it('passes a value stored before sealing existed through as it is', () => {
    expect(openSecret(key, 'staff-totp', 'ABCDEFGH234567')).toBe('ABCDEFGH234567');
  });
});
