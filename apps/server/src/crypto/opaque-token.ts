import { createHash, randomBytes } from 'node:crypto';

/** A random bearer secret (refresh tokens, one-time codes): 256 bits, URL-safe. */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes are stored: a database leak does not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
