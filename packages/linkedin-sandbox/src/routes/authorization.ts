import type { FastifyInstance } from 'fastify';
import { consentPageInput, decideAuthorization } from '../authorization-decision.ts';
import { checkAuthorizationRequest } from '../authorization-request.ts';
import { renderConsentPage } from '../consent-page.ts';
import { faultHook } from '../faults.ts';
import { renderErrorPage, sendHtml } from '../html-page.ts';
import { readOAuthParams, redirectTo, redirectUriWith } from '../oauth-http.ts';
import type { SandboxContext } from '../sandbox-context.ts';
import { pendingAuthorizationTtlMs, randomId } from '../sandbox-store.ts';

export function registerAuthorizationRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/oauth/v2/authorization', { onRequest: faultHook(ctx.store, 'authorization') }, async (request, reply) => {
    const check = checkAuthorizationRequest(ctx, readOAuthParams(request.query));
    if (check.kind === 'error-page') return sendHtml(reply, 400, renderErrorPage(check.message));
    if (check.kind === 'error-redirect') {
      const { redirectUri, error, description, state } = check;
      return redirectTo(reply, redirectUriWith(redirectUri, { error, error_description: description, state }));
    }
    // The request stays on the server; the page carries only its random id, which also stops CSRF.
    const requestId = randomId();
    ctx.store.pendingAuthorizations.set(requestId, check.request, Date.now() + pendingAuthorizationTtlMs);
    return sendHtml(reply, 200, renderConsentPage(consentPageInput(ctx, requestId, check.request)));
  });

  app.post('/oauth/v2/authorization/decision', async (request, reply) => {
    const outcome = decideAuthorization(ctx, readOAuthParams(request.body));
    if (outcome.kind === 'error-page') return sendHtml(reply, 400, renderErrorPage(outcome.message));
    if (outcome.kind === 'invalid') return sendHtml(reply, 400, renderConsentPage(outcome.page));
    return redirectTo(reply, outcome.location);
  });
}
