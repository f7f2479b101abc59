import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SignedInMember } from './member-profile.ts';

/** What an access token carries; clients see only an opaque string, as with LinkedIn. */
export interface AccessTokenClaims {
  member: SignedInMember;
  scopes: string[];
  clientId: string;
  /** Seconds since the epoch. */
  iat: number;
  exp: number;
  jti: string;
  /** The store epoch the token was minted in; see SandboxStore.epoch. */
  epoch: string;
}

export type AccessTokenCheck = { ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

// LinkedIn's tokens start with "AQ"; keeping the prefix makes sandbox tokens look familiar in logs.
const prefix = 'AQ';

function sign(secret: string, signedPart: string): Buffer {
  return createHmac('sha256', secret).update(signedPart).digest();
}

/**
 * Self-contained (payload + HMAC) rather than stored, so tokens survive a restart of the sandbox
 * just as LinkedIn's survive a restart of our server.
 */
export function issueAccessToken(secret: string, claims: AccessTokenClaims): string {
  const signedPart = prefix + Buffer.from(JSON.stringify({ v: 1, ...claims })).toString('base64url');
  return `${signedPart}.${sign(secret, signedPart).toString('base64url')}`;
}

export function readAccessToken(secret: string, token: string, nowSeconds = Math.floor(Date.now() / 1000)): AccessTokenCheck {
  const dot = token.lastIndexOf('.');
  if (!token.startsWith(prefix) || dot === -1) return { ok: false, reason: 'invalid' };
  const signedPart = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = sign(secret, signedPart);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const claims = parseClaims(Buffer.from(signedPart.slice(prefix.length), 'base64url').toString('utf8'));
  if (claims === undefined) return { ok: false, reason: 'invalid' };
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

function parseClaims(json: string): AccessTokenClaims | undefined {
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { v, member, scopes, clientId, iat, exp, jti, epoch } = parsed as Record<string, unknown>;
    // The signature proves we wrote it; the version guards against tokens of an older format.
    if (
      v !== 1 ||
      typeof member !== 'object' ||
      member === null ||
      !Array.isArray(scopes) ||
      typeof clientId !== 'string' ||
      typeof iat !== 'number' ||
      typeof exp !== 'number' ||
      typeof jti !== 'string' ||
      typeof epoch !== 'string'
    ) {
      return undefined;
    }
    return { member: member as SignedInMember, scopes: scopes.map(String), clientId, iat, exp, jti, epoch };
  } catch {
    return undefined;
  }
}
