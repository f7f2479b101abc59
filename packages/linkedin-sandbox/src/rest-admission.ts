import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokenClaims } from './access-tokens.ts';
import { checkApiVersion } from './api-versions.ts';
import { authenticateMember } from './bearer-auth.ts';
import { activeVersions } from './posts-store.ts';
import type { SandboxContext } from './sandbox-context.ts';

export interface Admitted {
  claims: AccessTokenClaims;
  version: string;
  personUrn: string;
}

/** LinkedIn's REST error body: `{status, message}` plus whatever codes the caller adds. */
export function sendError(reply: FastifyReply, status: number, body: Record<string, unknown>): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ status, ...body });
}

/**
 * What every versioned REST call (Posts, Images, Documents, Videos, Comments) must pass, in
 * LinkedIn's order: a live version, Rest.li 2.0.0, a valid token, and for writes the
 * w_member_social scope. Answers the failure itself. `resource` names the API in the 403 message
 * the way LinkedIn does ("partnerApiPostsExternal.CREATE.20250101").
 */
export function admit(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  action: 'CREATE' | 'GET' | 'DELETE' | 'ACTION',
  resource: string,
): Admitted | undefined {
  const version = checkApiVersion(request.headers['linkedin-version'], activeVersions(ctx.store.posts));
  if (!version.ok) {
    void reply.code(version.status).header('cache-control', 'no-store').send(version.body);
    return undefined;
  }
  if (request.headers['x-restli-protocol-version'] !== '2.0.0') {
    void sendError(reply, 400, { message: 'This API needs the header X-Restli-Protocol-Version: 2.0.0' });
    return undefined;
  }
  const claims = authenticateMember(ctx, request, reply);
  if (claims === undefined) return undefined;
  if (action !== 'GET' && !claims.scopes.includes('w_member_social')) {
    void sendError(reply, 403, {
      serviceErrorCode: 100,
      code: 'ACCESS_DENIED',
      message: `Not enough permissions to access: ${resource}.${action}.${version.version.slice(0, 6)}01`,
    });
    return undefined;
  }
  return { claims, version: version.version, personUrn: `urn:li:person:${claims.member.sub}` };
}
