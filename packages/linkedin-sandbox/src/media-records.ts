import type { SandboxComment } from './comments-store.ts';
import { currentStatus, type SandboxAsset } from './media-store.ts';
import type { SandboxAssetRecord, SandboxCommentRecord } from './types.ts';

export function assetRecord(asset: SandboxAsset, now = Date.now()): SandboxAssetRecord {
  return {
    urn: asset.urn,
    kind: asset.kind,
    owner: asset.owner,
    status: currentStatus(asset, now),
    sha256: asset.sha256,
    sizeBytes: asset.bytes,
    parts: asset.parts.map((part) => ({
      firstByte: part.firstByte,
      lastByte: part.lastByte,
      sha256: part.sha256,
      sizeBytes: part.bytes,
      etag: part.etag,
    })),
    createdAt: new Date(asset.createdAt).toISOString(),
  };
}

export function commentRecord(comment: SandboxComment): SandboxCommentRecord {
  return {
    commentUrn: comment.commentUrn,
    object: comment.object,
    actor: comment.actor,
    message: comment.message,
    text: comment.text,
    truncated: comment.truncated,
    createdAt: new Date(comment.createdAt).toISOString(),
  };
}
