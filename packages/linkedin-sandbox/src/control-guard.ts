import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Registers `register`'s routes behind the control token (its length is checked by the callers at
 * start-up). Control routes can read every member's
 * posts and revoke every token, so they answer only `Authorization: Bearer <token>` (compared in
 * constant time) and only JSON bodies: a cross-site form or `text/plain` POST never gets through.
 */
export async function registerGuardedControls(
  app: FastifyInstance,
  controlToken: string,
  register: (controls: FastifyInstance) => void,
): Promise<void> {
  const expected = digest(controlToken);
  await app.register(async (controls) => {
    controls.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      // Hashing first gives equal lengths, so timingSafeEqual never throws and leaks no length.
      if (!timingSafeEqual(digest(given), expected)) {
        return reply
          .code(401)
          .header('cache-control', 'no-store')
          .send({ status: 401, message: 'Send the sandbox control token as Authorization: Bearer <token>.' });
      }
      const type = request.headers['content-type'];
      if (type !== undefined && !/^application\/json\s*(;|$)/i.test(type)) {
        return reply
          .code(415)
          .header('cache-control', 'no-store')
          .send({ status: 415, message: 'Sandbox controls accept JSON bodies only.' });
      }
      return undefined;
    });
    register(controls);
  });
}
