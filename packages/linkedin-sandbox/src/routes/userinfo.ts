import type { FastifyInstance } from 'fastify';
import { authenticateMember } from '../bearer-auth.ts';
import { faultHook } from '../faults.ts';
import { profileClaims } from '../member-profile.ts';
import type { SandboxContext } from '../sandbox-context.ts';

export function registerUserinfoRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/v2/userinfo', { onRequest: faultHook(ctx.store, 'userinfo') }, async (request, reply) => {
    const claims = authenticateMember(ctx, request, reply);
    if (claims === undefined) return reply;
    return reply.header('cache-control', 'no-store').send(profileClaims(claims.member, claims.scopes));
  });
}
