import type { TSessionResponse, TSessionUser } from '@cadence/contract/auth/session';
import { useSyncExternalStore } from 'react';
import { ApiError, setTokenSource } from '../api-client';

// The session calls (and the contract's zod schemas) load only when needed, keeping the landing
// page light for signed-out visitors.
const sessionApi = () => import('./session-api');
const SIGNED_IN_HINT = 'cadence_signed_in';

/** A cookie set at sign-in: without it there is no session to restore, so no call is made. */
export function hasSignedInHint(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${SIGNED_IN_HINT}=`));
}

function dropSignedInHint() {
  document.cookie = `${SIGNED_IN_HINT}=; Path=/; Max-Age=0; SameSite=Strict`;
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: TSessionUser }
  /** The server could not be asked at all: the app shows 'Something went wrong' with 'Reload'. */
  | { status: 'error'; message: string };

let state: AuthState = { status: 'loading' };
let accessToken: string | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<string | null> | null = null;
const listeners = new Set<() => void>();

function set(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

function accept(session: TSessionResponse) {
  accessToken = session.data.access_token;
  clearTimeout(refreshTimer);
  // Renew a minute before the access token lapses so calls rarely meet a 401.
  refreshTimer = setTimeout(() => void refresh(), Math.max(session.data.expires_in - 60, 30) * 1000);
  set({ status: 'signed-in', user: session.data.user });
}

function clear() {
  accessToken = null;
  dropSignedInHint();
  clearTimeout(refreshTimer);
  set({ status: 'signed-out' });
}

/**
 * Tabs of one browser share the refresh cookie, which rotates on every use: they take turns through
 * a Web Lock, so each one sends the cookie the previous one received. Without the Web Locks API,
 * tabs may still overlap; the server then answers the just-rotated token for a short grace window.
 */
function oneTabAtATime<T>(run: () => Promise<T>): Promise<T> {
  if (!('locks' in navigator)) return run();
  return navigator.locks.request('cadence-session-refresh', run) as Promise<T>;
}

/** One refresh at a time: within this tab the call is shared, across tabs they queue. */
export function refresh(): Promise<string | null> {
  refreshing ??= oneTabAtATime(() => sessionApi().then(({ refreshSession }) => refreshSession()))
    .then((session) => {
      accept(session);
      return accessToken;
    })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) clear();
      else if (state.status === 'loading') set({ status: 'error', message: 'Something went wrong' });
      return null;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

setTokenSource({ getAccessToken: () => accessToken, refreshAccessToken: refresh });

/** Called once at start: a refresh cookie from an earlier visit signs the member straight in. */
export function restoreSession(): Promise<string | null> {
  if (state.status !== 'loading') return Promise.resolve(accessToken);
  if (!hasSignedInHint()) {
    set({ status: 'signed-out' });
    return Promise.resolve(null);
  }
  return refresh();
}

/** Trades the popup's one-time code for a session. */
export async function signInWithCode(code: string): Promise<void> {
  const { createSession } = await sessionApi();
  accept(await createSession(code));
}

/**
 * Signs out on the server, then in this browser. When the server could not close the session the
 * member stays signed in here too (the error is thrown): the refresh cookie would sign them straight
 * back in anyway, so only a retry that reaches the server signs them out.
 */
export async function signOut(): Promise<void> {
  const { deleteSession } = await sessionApi();
  await deleteSession(accessToken);
  clear();
}

export function getAuthState(): AuthState {
  return state;
}

export function useAuth(): AuthState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
