import { isSignInErrorCode, type TSignInErrorCode } from '@cadence/contract/auth/sign-in-error';
import { AppError } from '../errors/app-error';

/** The app's /auth/callback with an error code; the page says it in its own words (contract's sign-in-error.ts). */
export function signInFailedUrl(frontendOrigin: string, code: TSignInErrorCode): URL {
  const target = new URL('/auth/callback', frontendOrigin);
  target.searchParams.set('error', code);
  return target;
}

/** The code a failed call to LinkedIn names in its AppError (linkedin-auth.ts), else the generic one. */
export function signInErrorCodeOf(error: unknown): TSignInErrorCode {
  const code = error instanceof AppError ? error.details?.signInError : undefined;
  return isSignInErrorCode(code) ? code : 'linkedin_sign_in_failed';
}
