import { SignJWT, calculateJwkThumbprint, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { profileClaims, type SignedInMember } from './member-profile.ts';

export interface SigningKey {
  privateKey: CryptoKey;
  publicJwk: JWK;
  kid: string;
}

const idTokenTtlSeconds = 60 * 60;

/** A fresh key per start: clients find it through the JWKS by kid, as they must with LinkedIn's rotating keys. */
async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 2048 });
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { privateKey, kid, publicJwk: { ...jwk, kid, alg: 'RS256', use: 'sig' } };
}

let processKey: Promise<SigningKey> | undefined;

/**
 * One key per process, shared by every sandbox in it: an RSA key takes up to a second to generate
 * on a small machine, which test suites that build many apps would otherwise pay each time.
 */
export function processSigningKey(): Promise<SigningKey> {
  processKey ??= createSigningKey().catch((error: unknown) => {
    processKey = undefined;
    throw error;
  });
  return processKey;
}

export interface IdTokenInput {
  issuer: string;
  clientId: string;
  member: SignedInMember;
  scopes: readonly string[];
  nonce?: string;
  nowSeconds: number;
}

export async function signIdToken(key: SigningKey, input: IdTokenInput): Promise<string> {
  const { sub, ...claims } = profileClaims(input.member, input.scopes);
  return new SignJWT({ ...claims, ...(input.nonce === undefined ? {} : { nonce: input.nonce }) })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(input.issuer)
    .setAudience(input.clientId)
    .setSubject(String(sub))
    .setIssuedAt(input.nowSeconds)
    .setExpirationTime(input.nowSeconds + idTokenTtlSeconds)
    .sign(key.privateKey);
}
