import { randomBytes } from 'node:crypto';
import { ExpiringMap } from './expiring-map.ts';
import type { SignedInMember } from './member-profile.ts';
import { resolveMember } from './member-profile.ts';
import { createCommentsState, type CommentsState } from './comments-store.ts';
import { createMediaState, type MediaState } from './media-store.ts';
import { createPostsState, type PostsOptions, type PostsState } from './posts-store.ts';
import type { Fault, FaultTarget, SandboxMember, SandboxOptions } from './types.ts';

/** An authorization request waiting for the member to press Allow or Cancel. */
export interface PendingAuthorization {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state?: string;
  nonce?: string;
  codeChallenge?: string;
}

export interface IssuedCode {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  nonce?: string;
  codeChallenge?: string;
  member: SignedInMember;
  redeemed: boolean;
  /** Access tokens minted from this code, revoked if the code is ever replayed. */
  tokenIds: { jti: string; expiresAt: number }[];
}

export const linkedInTokenTtlSeconds = 60 * 24 * 60 * 60;
export const pendingAuthorizationTtlMs = 30 * 60 * 1000;
export const codeTtlMs = 30 * 60 * 1000;

const maxPendingEntries = 10_000;
const maxRevokedEntries = 100_000;

export interface SandboxStore {
  faults: Map<FaultTarget, Fault>;
  tokenTtlSeconds: number;
  member: SandboxMember;
  pendingAuthorizations: ExpiringMap<string, PendingAuthorization>;
  codes: ExpiringMap<string, IssuedCode>;
  /** Kept until the token would have expired anyway. */
  revokedTokenIds: ExpiringMap<string, true>;
  /**
   * Tokens carry the epoch they were minted in; "revoke all" retires the epoch. Tokens from
   * earlier runs carry epochs this process never retired, so they stay valid across restarts.
   */
  epoch: string;
  retiredEpochs: Set<string>;
  posts: PostsState;
  media: MediaState;
  comments: CommentsState;
}

/** The creation options a reset goes back to. */
export type StoreOptions = Pick<SandboxOptions, 'member' | 'tokenTtlSeconds'> & PostsOptions;

export function randomId(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export function createSandboxStore(options: StoreOptions): SandboxStore {
  return {
    faults: new Map(),
    tokenTtlSeconds: options.tokenTtlSeconds ?? linkedInTokenTtlSeconds,
    member: resolveMember(options.member),
    pendingAuthorizations: new ExpiringMap(maxPendingEntries),
    codes: new ExpiringMap(maxPendingEntries),
    revokedTokenIds: new ExpiringMap(maxRevokedEntries),
    epoch: randomId(9),
    retiredEpochs: new Set(),
    posts: createPostsState(options),
    media: createMediaState(),
    comments: createCommentsState(),
  };
}

export function revokeAllTokens(store: SandboxStore): void {
  store.retiredEpochs.add(store.epoch);
  store.epoch = randomId(9);
}

/** Back to the state of a fresh start, which forgets revocations just as a restart would. */
export function resetStore(store: SandboxStore, options: StoreOptions): void {
  Object.assign(store, createSandboxStore(options));
}
