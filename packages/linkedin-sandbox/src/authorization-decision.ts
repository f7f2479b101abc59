import type { ConsentPageInput } from './consent-page.ts';
import { checkEmail, checkName } from './input-checks.ts';
import { signInMember, splitName } from './member-profile.ts';
import { redirectUriWith, type OAuthParams } from './oauth-http.ts';
import type { SandboxContext } from './sandbox-context.ts';
import { codeTtlMs, randomId, type PendingAuthorization } from './sandbox-store.ts';
import type { SandboxMember } from './types.ts';

export type DecisionOutcome =
  { kind: 'error-page'; message: string } | { kind: 'invalid'; page: ConsentPageInput } | { kind: 'redirect'; location: string };

export function consentPageInput(ctx: SandboxContext, requestId: string, request: PendingAuthorization): ConsentPageInput {
  const client = ctx.findClient(request.clientId);
  return {
    appName: client?.name ?? request.clientId,
    scopes: request.scopes,
    requestId,
    name: ctx.store.member.name,
    email: ctx.store.member.email,
    redirectUri: request.redirectUri,
  };
}

/** The member as typed on the consent page; the configured member's extras apply while it is still them. */
function memberFromForm(configured: SandboxMember, name: string, email: string): SandboxMember {
  const sameName = name === configured.name;
  const samePerson = sameName && email.toLowerCase() === configured.email.toLowerCase();
  return {
    name,
    email,
    ...(sameName ? { givenName: configured.givenName, familyName: configured.familyName } : splitName(name)),
    ...(samePerson && configured.picture !== undefined ? { picture: configured.picture } : {}),
    ...(configured.locale === undefined ? {} : { locale: configured.locale }),
  };
}

export function decideAuthorization(ctx: SandboxContext, params: OAuthParams): DecisionOutcome {
  const requestId = params.get('request_id');
  const request = requestId === undefined ? undefined : ctx.store.pendingAuthorizations.get(requestId);
  if (requestId === undefined || request === undefined) {
    return { kind: 'error-page', message: 'This sign-in request has expired or was already answered.' };
  }
  const decision = params.get('decision');
  if (decision === 'cancel') {
    ctx.store.pendingAuthorizations.delete(requestId);
    const location = redirectUriWith(request.redirectUri, {
      error: 'user_cancelled_login',
      error_description: 'The user cancelled LinkedIn login',
      state: request.state,
    });
    return { kind: 'redirect', location };
  }
  if (decision !== 'allow') return { kind: 'error-page', message: 'Choose Allow or Cancel.' };

  const name = checkName(params.get('name'));
  const email = checkEmail(params.get('email'));
  if (!name.ok || !email.ok) {
    const page = consentPageInput(ctx, requestId, request);
    return {
      kind: 'invalid',
      page: {
        ...page,
        name: params.get('name') ?? '',
        email: params.get('email') ?? '',
        errors: { ...(name.ok ? {} : { name: name.message }), ...(email.ok ? {} : { email: email.message }) },
      },
    };
  }

  ctx.store.pendingAuthorizations.delete(requestId);
  const code = randomId(48);
  const member = signInMember(ctx.baseUrl, memberFromForm(ctx.store.member, name.value, email.value));
  ctx.store.codes.set(
    code,
    {
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      scopes: request.scopes,
      ...(request.nonce === undefined ? {} : { nonce: request.nonce }),
      ...(request.codeChallenge === undefined ? {} : { codeChallenge: request.codeChallenge }),
      member,
      redeemed: false,
      tokenIds: [],
    },
    Date.now() + codeTtlMs,
  );
  return { kind: 'redirect', location: redirectUriWith(request.redirectUri, { code, state: request.state }) };
}
