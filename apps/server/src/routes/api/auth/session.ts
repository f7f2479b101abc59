import { ZProfileResponseSchema } from '@cadence/contract/auth/get-profile';
import { ZCreateSessionRequestSchema, ZSessionResponseSchema, ZSignOutResponseSchema } from '@cadence/contract/auth/session';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGN_IN_COOKIE, SIGN_IN_COOKIE_PATH } from '../../../auth/browser-binding';
import { getProfile } from '../../../auth/get-profile';
import { readBearerToken } from '../../../auth/read-bearer-token';
import {
  exchangeLoginCode,
  REFRESH_TOKEN_TTL_DAYS,
  refreshSession,
  revokeSession,
  type IssuedSession,
} from '../../../auth/sessions';
import { readAccessToken } from '../../../auth/access-tokens';
import type { Deps } from '../../../deps';
import { caller } from '../../../plugins/authenticate';

export const REFRESH_COOKIE = 'cadence_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth/session';
/**
 * Readable by scripts and secret-free: it only tells the SPA a session may exist, so signed-out
 * visitors get the landing page without a refresh round-trip or the auth code.
 */
export const SIGNED_IN_HINT_COOKIE = 'cadence_signed_in';
const sessionRateLimit = { max: 60, timeWindow: '1 minute' };

export const sessionRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // The refresh token lives only in an httpOnly cookie scoped to these routes: scripts never see it.
  const cookiePath = REFRESH_COOKIE_PATH;
  const secure = deps.config.publicUrl.startsWith('https://');
  const sendSession = (reply: FastifyReply, session: IssuedSession) => {
    if (session.refreshToken) {
      reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
        path: cookiePath,
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: REFRESH_TOKEN_TTL_DAYS * 86_400,
      });
    }
    return reply
      .setCookie(SIGNED_IN_HINT_COOKIE, '1', { path: '/', sameSite: 'strict', secure, maxAge: REFRESH_TOKEN_TTL_DAYS * 86_400 })
      .send({ success: true, data: { access_token: session.accessToken, expires_in: session.expiresIn, user: session.user } });
  };

  app.post(
    '/session',
    {
      schema: { body: ZCreateSessionRequestSchema, response: { 200: ZSessionResponseSchema } },
      config: { rateLimit: sessionRateLimit },
    },
    async (request, reply) => {
      const session = await exchangeLoginCode(
        deps,
        request.body.code,
        request.cookies[SIGN_IN_COOKIE],
        request.headers['user-agent'],
      );
      // The sign-in it bound is over.
      reply.clearCookie(SIGN_IN_COOKIE, { path: SIGN_IN_COOKIE_PATH });
      return sendSession(reply, session);
    },
  );

  app.post(
    '/session/refresh',
    { schema: { response: { 200: ZSessionResponseSchema } }, config: { rateLimit: sessionRateLimit } },
    async (request, reply) => sendSession(reply, await refreshSession(deps, request.cookies[REFRESH_COOKIE])),
  );

  app.delete('/session', { schema: { response: { 200: ZSignOutResponseSchema } } }, async (request, reply) => {
    const token = readBearerToken(request.headers.authorization);
    const claims = token ? await readAccessToken(token, deps.keys.sessionSigning) : null;
    await revokeSession(deps, { sessionId: claims?.sessionId, refreshToken: request.cookies[REFRESH_COOKIE] });
    return reply
      .clearCookie(REFRESH_COOKIE, { path: cookiePath })
      .clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' })
      .send({ success: true as const });
  });

  app.get(
    '/profile',
    { onRequest: app.authenticate, schema: { response: { 200: ZProfileResponseSchema } } },
    async (request) => ({ success: true as const, data: await getProfile(deps, caller(request).userId) }),
  );
};
