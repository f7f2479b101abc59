import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'cadence';
const AUDIENCE = 'cadence-api';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

/** Short-lived bearer token naming the user and the session it belongs to (for revocation). */
export function signAccessToken(claims: AccessTokenClaims, key: Uint8Array): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key);
}

/** Returns the claims, or null for anything forged, tampered, expired or malformed. */
export async function readAccessToken(token: string, key: Uint8Array): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}
