import type { FastifyReply, FastifyRequest } from 'fastify';
import { readAccessToken, type AccessTokenClaims } from './access-tokens.ts';
import type { SandboxContext } from './sandbox-context.ts';

export type BearerCheck = { ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'invalid' | 'expired' | 'revoked' };

export function checkBearerToken(ctx: SandboxContext, authorization: string | undefined): BearerCheck {
  const match = /^Bearer +(\S+)\s*$/i.exec(authorization ?? '');
  if (match?.[1] === undefined) return { ok: false, reason: 'invalid' };
  const result = readAccessToken(ctx.secret, match[1]);
  if (!result.ok) return result;
  const { jti, epoch } = result.claims;
  if (ctx.store.revokedTokenIds.get(jti) !== undefined || ctx.store.retiredEpochs.has(epoch))
    return { ok: false, reason: 'revoked' };
  return result;
}

/** LinkedIn's REST error shape for a token it will not accept. */
export function invalidTokenBody(reason: 'invalid' | 'expired' | 'revoked') {
  return reason === 'revoked'
    ? {
        status: 401,
        serviceErrorCode: 65601,
        code: 'REVOKED_ACCESS_TOKEN',
        message: 'The token used in the request has been revoked by the user',
      }
    : { status: 401, serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN', message: 'Invalid access token' };
}

/**
 * Shared by every API route (userinfo now, the Posts API later): answers 401 itself and returns
 * undefined when the caller is not a signed-in member.
 */
export function authenticateMember(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
): AccessTokenClaims | undefined {
  const result = checkBearerToken(ctx, request.headers.authorization);
  if (result.ok) return result.claims;
  void reply.code(401).header('cache-control', 'no-store').send(invalidTokenBody(result.reason));
  return undefined;
}
