import { createOpaqueToken, hashToken } from '../crypto/opaque-token';

/**
 * Login CSRF defence (decision 008): a sign-in is bound to the browser that started it through a
 * random value in this httpOnly cookie. SameSite=Lax, not Strict: the callback is reached by a
 * top-level redirect from LinkedIn, a cross-site navigation that Strict cookies do not ride along.
 */
export const SIGN_IN_COOKIE = 'cadence_sign_in';
/** Covers the callback (/api/auth/linkedin/callback) and the code exchange (/api/auth/session). */
export const SIGN_IN_COOKIE_PATH = '/api/auth';
/** As long as the OAuth state it belongs to. */
export const SIGN_IN_COOKIE_MAX_AGE_SECONDS = 10 * 60;

export const STARTED_IN_ANOTHER_BROWSER = 'This sign-in was started in another browser. Please sign in again from this one.';

/**
 * The value for the sign-in cookie: the one the browser already holds, so two sign-ins started in
 * the same browser both stay valid, else a new one.
 */
export function browserBindingFor(current: string | undefined): string {
  return current && /^[\w-]{43}$/.test(current) ? current : createOpaqueToken();
}

export const hashBrowserBinding = (value: string) => hashToken(value);

/** True only when the browser holds the cookie whose hash was stored; rows without one never match. */
export function isSameBrowser(cookieValue: string | undefined, storedHash: string | null): boolean {
  return Boolean(cookieValue && storedHash && hashToken(cookieValue) === storedHash);
}
