import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './encrypt-secret';

const key = randomBytes(32);

describe('encryptSecret', () => {
  it('round-trips any text and never repeats a ciphertext', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const a = encryptSecret(text, key);
        expect(decryptSecret(a, key)).toBe(text);
        expect(encryptSecret(text, key)).not.toBe(a);
      }),
    );
  });

  it('refuses a tampered ciphertext or the wrong key', () => {
    const sealed = encryptSecret('AQX-linkedin-token', key);
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => decryptSecret(parts.join('.'), key)).toThrow();
    expect(() => decryptSecret(sealed, randomBytes(32))).toThrow();
    expect(() => decryptSecret('plain-token', key)).toThrow();
  });
});
