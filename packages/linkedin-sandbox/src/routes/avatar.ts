import type { FastifyInstance } from 'fastify';
import { renderAvatarSvg } from '../avatar-svg.ts';

export function registerAvatarRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string }; Querystring: { initials?: unknown } }>('/media/avatar/:file', async (request, reply) => {
    const sub = /^([A-Za-z0-9_-]{1,64})\.svg$/.exec(request.params.file)?.[1];
    if (sub === undefined) return reply.code(404).send({ status: 404, message: 'No such avatar' });
    const given = request.query.initials;
    const initials = typeof given === 'string' && /^[\p{L}\p{N}]{1,2}$/u.test(given) ? given : '';
    return (
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        // Opened directly, an SVG is a document: this keeps it inert.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        .send(renderAvatarSvg(sub, initials))
    );
  });
}
