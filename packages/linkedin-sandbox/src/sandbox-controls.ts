import {
  checkDailyPostLimit,
  checkProcessingMs,
  checkFault,
  checkFaultTarget,
  checkMember,
  checkTokenTtl,
  checkVersionWindow,
  valueOrThrow,
} from './input-checks.ts';
import { resolveMember } from './member-profile.ts';
import { assetRecord, commentRecord } from './media-records.ts';
import { postRecord } from './posts-store.ts';
import type { SandboxContext } from './sandbox-context.ts';
import { resetStore, revokeAllTokens } from './sandbox-store.ts';
import type { Fault, FaultTarget, SandboxControls, SandboxMember } from './types.ts';

export interface SandboxState {
  faults: Partial<Record<FaultTarget, Fault>>;
  tokenTtlSeconds: number;
  member: SandboxMember;
}

export function createSandboxControls(ctx: SandboxContext): SandboxControls {
  const { store } = ctx;
  return {
    setFault(target, fault) {
      const checkedTarget = valueOrThrow(checkFaultTarget(target));
      if (fault === null) store.faults.delete(checkedTarget);
      else store.faults.set(checkedTarget, valueOrThrow(checkFault(fault)));
    },
    clearFaults() {
      store.faults.clear();
    },
    setTokenTtlSeconds(seconds) {
      store.tokenTtlSeconds = valueOrThrow(checkTokenTtl(seconds));
    },
    setMember(member) {
      store.member = resolveMember(valueOrThrow(checkMember(member)));
    },
    revokeAllTokens() {
      revokeAllTokens(store);
    },
    reset() {
      resetStore(store, ctx.initialOptions);
    },
    listPosts() {
      return [...store.posts.byUrn.values()].map(postRecord);
    },
    setDailyPostLimit(limit) {
      store.posts.dailyPostLimit = valueOrThrow(checkDailyPostLimit(limit));
    },
    setSupportedVersions(window) {
      store.posts.pinnedVersions = window === null ? null : valueOrThrow(checkVersionWindow(window));
    },
    listAssets() {
      return [...store.media.byUrn.values()].map((asset) => assetRecord(asset));
    },
    setMediaProcessingMs(ms) {
      store.media.processingMs = valueOrThrow(checkProcessingMs(ms));
    },
    listComments() {
      return [...store.comments.byPost.values()]
        .flat()
        .sort((a, b) => a.createdAt - b.createdAt)
        .map(commentRecord);
    },
  };
}

export function sandboxState(ctx: SandboxContext): SandboxState {
  return {
    faults: Object.fromEntries(ctx.store.faults),
    tokenTtlSeconds: ctx.store.tokenTtlSeconds,
    member: ctx.store.member,
  };
}
