import type { FastifyReply } from 'fastify';

/** OAuth parameters from a query string or form body; empty values count as absent (RFC 6749 §3.1). */
export interface OAuthParams {
  get(name: string): string | undefined;
  /** Names sent more than once, which OAuth forbids. */
  repeated: string[];
}

export function readOAuthParams(input: unknown): OAuthParams {
  const values = new Map<string, string>();
  const repeated: string[] = [];
  if (typeof input === 'object' && input !== null) {
    for (const [name, value] of Object.entries(input)) {
      if (Array.isArray(value)) repeated.push(name);
      else if (typeof value === 'string' && value !== '') values.set(name, value);
    }
  }
  return { get: (name) => values.get(name), repeated };
}

export function sendOAuthError(reply: FastifyReply, status: 400 | 401, error: string, description: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('pragma', 'no-cache')
    .send({ error, error_description: description });
}

export function redirectUriWith(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.href;
}

export function redirectTo(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(302).header('cache-control', 'no-store').header('location', location).send();
}
