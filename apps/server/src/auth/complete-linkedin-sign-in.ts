import type { TLinkedInCallbackQuery } from '@cadence/contract/auth/authorize';
import type { TSignInErrorCode } from '@cadence/contract/auth/sign-in-error';
import { sql } from 'kysely';
import { encryptSecret } from '../crypto/encrypt-secret';
import { createOpaqueToken, hashToken } from '../crypto/opaque-token';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import type { LinkedInGrant } from '../linkedin/linkedin-auth';
import { isSameBrowser } from './browser-binding';
import { signInErrorCodeOf, signInFailedUrl } from './sign-in-failed-url';

const LOGIN_CODE_TTL_SECONDS = 120;

/** LinkedIn's error codes the app's callback page knows; any other becomes the generic one. */
const LINKEDIN_ERRORS: readonly TSignInErrorCode[] = ['user_cancelled_login', 'user_cancelled_authorize', 'access_denied'];

/**
 * Handles LinkedIn's redirect back to us and decides where the popup goes next: the app's
 * /auth/callback with a one-time code, or with an error code (never LinkedIn's text, which anyone can
 * put in this URL, so it must not be shown under our name). `browserBinding` is the
 * sign-in cookie this browser sent; without the one set when this sign-in started, nothing is
 * issued, so a callback link sent to someone else cannot sign their browser in (login CSRF).
 */
export async function completeLinkedInSignIn(
  deps: Pick<Deps, 'database' | 'linkedinAuth' | 'keys'>,
  query: TLinkedInCallbackQuery,
  rawQuery: URLSearchParams,
  browserBinding: string | undefined,
): Promise<URL> {
  const pending = query.state ? await takeSignInState(deps, query.state) : undefined;
  if (!pending) {
    throw new AppError('BAD_REQUEST', 'This sign-in link is invalid or has expired. Close this window and sign in again.');
  }
  if (!isSameBrowser(browserBinding, pending.browser_binding_hash)) {
    throw new AppError(
      'FORBIDDEN',
      'This sign-in was started in another browser. Close this window and sign in again from this one.',
    );
  }
  const fail = (code: TSignInErrorCode) => signInFailedUrl(pending.frontend_url, code);

  if (query.error) {
    return fail(LINKEDIN_ERRORS.find((code) => code === query.error) ?? 'linkedin_sign_in_failed');
  }
  if (!query.code) return fail('no_authorization_code');

  let grant: LinkedInGrant;
  try {
    grant = await deps.linkedinAuth.redeemCode(rawQuery, {
      state: pending.state,
      nonce: pending.nonce,
      codeVerifier: pending.code_verifier,
    });
  } catch (error) {
    return fail(signInErrorCodeOf(error));
  }
  if (!grant.member.email) return fail('email_not_shared');

  const { userId, email } = await saveMemberAndConnection(deps, grant);
  const code = createOpaqueToken();
  await deps.database.db
    .insertInto('login_codes')
    .values({
      code_hash: hashToken(code),
      user_id: userId,
      browser_binding_hash: pending.browser_binding_hash,
      expires_at: new Date(Date.now() + LOGIN_CODE_TTL_SECONDS * 1000),
    })
    .execute();

  const target = new URL('/auth/callback', pending.frontend_url);
  target.searchParams.set('success', 'linkedin_connected');
  target.searchParams.set('email', email);
  target.searchParams.set('linkedin_id', grant.member.sub);
  target.searchParams.set('code', code);
  return target;
}

/** Single use: the row is deleted as it is read, so a replayed callback finds nothing. */
async function takeSignInState(deps: Pick<Deps, 'database'>, state: string) {
  return deps.database.db
    .deleteFrom('oauth_states')
    .where('state', '=', state)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

async function saveMemberAndConnection(deps: Pick<Deps, 'database' | 'keys'>, grant: LinkedInGrant) {
  const { member } = grant;
  const email = member.email!;
  return deps.database.db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({ email, linkedin_sub: member.sub, name: member.name, picture_url: member.picture })
      .onConflict((oc) =>
        oc
          .column('linkedin_sub')
          .doUpdateSet({ email, name: member.name, picture_url: member.picture, updated_at: sql<Date>`now()` }),
      )
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    const connection = {
      account_name: member.name ?? email,
      account_avatar_url: member.picture,
      access_token_enc: encryptSecret(grant.accessToken, deps.keys.tokenEncryption),
      scopes: grant.scope,
      expires_at: new Date(Date.now() + grant.expiresIn * 1000),
      revoked_at: null,
      // A new sign-in may grant r_member_postAnalytics: analytics calls are tried again (issue 28).
      analytics_refused_at: null,
    };
    await trx
      .insertInto('linkedin_connections')
      .values({ user_id: user.id, linkedin_sub: member.sub, ...connection })
      .onConflict((oc) => oc.columns(['user_id', 'linkedin_sub']).doUpdateSet({ ...connection, updated_at: sql<Date>`now()` }))
      .execute();
    return { userId: user.id, email: user.email };
  });
}
