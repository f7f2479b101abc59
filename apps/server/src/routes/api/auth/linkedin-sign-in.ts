import { ZAuthorizeQuerySchema, ZLinkedInCallbackQuerySchema } from '@cadence/contract/auth/authorize';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  browserBindingFor,
  hashBrowserBinding,
  SIGN_IN_COOKIE,
  SIGN_IN_COOKIE_MAX_AGE_SECONDS,
  SIGN_IN_COOKIE_PATH,
} from '../../../auth/browser-binding';
import { checkFrontendUrl } from '../../../auth/check-frontend-url';
import { completeLinkedInSignIn } from '../../../auth/complete-linkedin-sign-in';
import { signInErrorCodeOf, signInFailedUrl } from '../../../auth/sign-in-failed-url';
import { startLinkedInSignIn } from '../../../auth/start-linkedin-sign-in';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors/app-error';
import { renderNotice } from '../../../render-notice';

// Sign-in starts are cheap to ask for and each writes a row: keep one address from flooding them.
const signInRateLimit = { max: 30, timeWindow: '1 minute' };

export const linkedInSignInRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const secure = deps.config.publicUrl.startsWith('https://');

  app.get(
    '/linkedin/authorize',
    { schema: { querystring: ZAuthorizeQuerySchema }, config: { rateLimit: signInRateLimit } },
    async (request, reply) => {
      const origin = checkFrontendUrl(request.query.frontend_url, deps.config.allowedFrontendOrigins);
      const binding = browserBindingFor(request.cookies[SIGN_IN_COOKIE]);
      try {
        const linkedIn = await startLinkedInSignIn(deps, origin, hashBrowserBinding(binding));
        return reply
          .setCookie(SIGN_IN_COOKIE, binding, {
            path: SIGN_IN_COOKIE_PATH,
            httpOnly: true,
            sameSite: 'lax',
            secure,
            maxAge: SIGN_IN_COOKIE_MAX_AGE_SECONDS,
          })
          .redirect(linkedIn.href);
      } catch (error) {
        // The popup is showing this answer: send it back to the app with a message, not raw JSON.
        if (!(error instanceof AppError)) throw error;
        return reply.redirect(signInFailedUrl(origin, signInErrorCodeOf(error)).href);
      }
    },
  );

  app.get(
    '/linkedin/callback',
    { schema: { querystring: ZLinkedInCallbackQuerySchema }, config: { rateLimit: signInRateLimit } },
    async (request, reply) => {
      const raw = new URLSearchParams(request.raw.url?.split('?')[1] ?? '');
      try {
        return reply.redirect((await completeLinkedInSignIn(deps, request.query, raw, request.cookies[SIGN_IN_COOKIE])).href);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        // Nobody to hand the result to (forged or stale state, another browser): tell the person in the popup.
        return reply
          .status(error.statusCode)
          .type('text/html; charset=utf-8')
          .send(renderNotice('Sign-in could not be completed', error.message));
      }
    },
  );
};
