/**
 * What /auth/callback?error= carries: a code, never a sentence. The page shows its own text for a
 * code it knows and SIGN_IN_FAILED for any other, so a crafted link cannot put its words (a phone
 * number to call, a "locked account") on our origin.
 */
export const SIGN_IN_ERROR_TEXTS = {
  // LinkedIn's own codes, passed on as LinkedIn sent them.
  user_cancelled_login: 'You cancelled the LinkedIn sign-in.',
  user_cancelled_authorize: 'You declined to give Cadence access to your LinkedIn account.',
  access_denied: 'LinkedIn access was denied.',
  // The server's.
  linkedin_unreachable: 'LinkedIn sign-in is unreachable right now. Please try again in a minute.',
  linkedin_refused: 'LinkedIn refused the sign-in. Please try again.',
  linkedin_unverified: 'LinkedIn’s answer could not be verified, so the sign-in was stopped. Please try again.',
  no_authorization_code: 'LinkedIn did not return an authorization code.',
  no_identity_token: 'LinkedIn did not return an identity token.',
  email_not_shared: 'LinkedIn did not share your email address, which Cadence needs to sign you in.',
  linkedin_sign_in_failed: 'LinkedIn sign-in failed. Please try again.',
} as const;

export type TSignInErrorCode = keyof typeof SIGN_IN_ERROR_TEXTS;

/** The spec's default popup error, for a code this page does not know. */
export const SIGN_IN_FAILED = 'Authentication failed';

export const isSignInErrorCode = (code: unknown): code is TSignInErrorCode =>
  typeof code === 'string' && Object.hasOwn(SIGN_IN_ERROR_TEXTS, code);

export const signInErrorText = (code: string): string => (isSignInErrorCode(code) ? SIGN_IN_ERROR_TEXTS[code] : SIGN_IN_FAILED);
