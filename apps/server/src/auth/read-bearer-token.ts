/**
 * The token of an `Authorization: Bearer <token>` header, or undefined. The scheme is matched
 * case-insensitively (RFC 7235 §2.1): `bearer x` and `BEARER x` are the same credentials.
 */
export function readBearerToken(header: string | undefined): string | undefined {
  return /^bearer +(\S+) *$/i.exec(header ?? '')?.[1];
}
