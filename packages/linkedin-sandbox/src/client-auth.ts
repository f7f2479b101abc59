import { createHash, timingSafeEqual } from 'node:crypto';
import type { OAuthParams } from './oauth-http.ts';
import type { SandboxContext } from './sandbox-context.ts';
import type { SandboxClient } from './types.ts';

function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, so the comparison time says nothing about the secret.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** client_secret_post only, as LinkedIn: credentials in the form body, never in an Authorization header. */
export function authenticateClient(ctx: SandboxContext, params: OAuthParams): SandboxClient | undefined {
  const clientId = params.get('client_id');
  const clientSecret = params.get('client_secret');
  if (clientId === undefined || clientSecret === undefined) return undefined;
  if (params.repeated.includes('client_id') || params.repeated.includes('client_secret')) return undefined;
  const client = ctx.findClient(clientId);
  if (client === undefined || !sameSecret(clientSecret, client.clientSecret)) return undefined;
  return client;
}
