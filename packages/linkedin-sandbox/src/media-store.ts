import { createHash, randomBytes, type Hash } from 'node:crypto';

const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');

/**
 * Media assets as the Images, Documents and Videos APIs keep them
 * (learn.microsoft.com/linkedin/marketing/community-management/shares/images-api, documents-api,
 * videos-api). Only what arrived is kept: a running sha256 and a byte count, never the bytes, so
 * a 500 MB video costs the sandbox a few hundred bytes of memory.
 */
export type AssetKind = 'image' | 'document' | 'video';
/** The `status` values the three pages document for an asset. */
export type AssetStatus = 'WAITING_UPLOAD' | 'PROCESSING' | 'AVAILABLE' | 'PROCESSING_FAILED';

/**
 * LinkedIn cuts a video into parts of 4 MiB: the Videos API's example answers
 * `{"firstByte": 0, "lastByte": 4194303}` for the first part.
 */
export const videoPartBytes = 4 * 1024 * 1024;
/** Videos API: "The video file size must be between 75 KB and 500 MB" (the page's upload limits). */
export const videoMinBytes = 75 * 1024;
export const videoMaxBytes = 500 * 1024 * 1024;
/** How long an upload URL lives; the pages' examples answer an expiry about a day ahead. */
const uploadUrlTtlMs = 24 * 60 * 60 * 1000;
/** A long-running embedded sandbox must not grow without bound; the oldest assets go first. */
const maxStoredAssets = 100_000;

export interface AssetPart {
  firstByte: number;
  lastByte: number;
  /** Secret in the upload URL: LinkedIn's upload URLs are signed and need no bearer token. */
  uploadKey: string;
  etag: string | null;
  sha256: string | null;
  bytes: number;
}

export interface SandboxAsset {
  urn: string;
  kind: AssetKind;
  owner: string;
  status: AssetStatus;
  /** Declared by initializeUpload (videos only); null for images and documents. */
  fileSizeBytes: number | null;
  parts: AssetPart[];
  uploadToken: string;
  /** Over the whole file, when the parts arrived in order; null otherwise. */
  sha256: string | null;
  bytes: number;
  createdAt: number;
  uploadUrlExpiresAt: number;
  /** When PROCESSING ends; set on the last upload (images, documents) or on finalizeUpload (videos). */
  readyAt: number | null;
  /** Decided when processing starts: the media.processing fault makes it fail. */
  failsProcessing: boolean;
  /** A running hash over the parts uploaded so far, in order. */
  runningHash: Hash | null;
  nextPartInOrder: number;
}

export interface MediaState {
  byUrn: Map<string, SandboxAsset>;
  /** How long PROCESSING lasts once the bytes are in. */
  processingMs: number;
}

/** Documents and videos take LinkedIn a while; short enough for tests that poll. */
export const defaultProcessingMs = 300;

export function createMediaState(): MediaState {
  return { byUrn: new Map(), processingMs: defaultProcessingMs };
}

// Asset ids look like LinkedIn's ("C4E10AQFoyyAjHPMQuQ"): letters, digits, '-' and '_'.
const assetId = () => `C5${randomId(12).replace(/[^A-Za-z0-9_-]/g, 'x')}`;

function partsFor(kind: AssetKind, fileSizeBytes: number | null): Array<Pick<AssetPart, 'firstByte' | 'lastByte'>> {
  if (kind !== 'video' || fileSizeBytes === null) return [{ firstByte: 0, lastByte: -1 }];
  const parts: Array<Pick<AssetPart, 'firstByte' | 'lastByte'>> = [];
  for (let first = 0; first < fileSizeBytes; first += videoPartBytes) {
    parts.push({ firstByte: first, lastByte: Math.min(first + videoPartBytes, fileSizeBytes) - 1 });
  }
  return parts;
}

export function createAsset(
  state: MediaState,
  kind: AssetKind,
  owner: string,
  fileSizeBytes: number | null,
  now = Date.now(),
): SandboxAsset {
  const asset: SandboxAsset = {
    urn: `urn:li:${kind}:${assetId()}`,
    kind,
    owner,
    status: 'WAITING_UPLOAD',
    fileSizeBytes,
    parts: partsFor(kind, fileSizeBytes).map((range) => ({
      ...range,
      uploadKey: randomId(18),
      etag: null,
      sha256: null,
      bytes: 0,
    })),
    // The Videos API's example answers an empty uploadToken for a single-part upload; multi-part
    // uploads get one that finalizeUpload must repeat.
    uploadToken: kind === 'video' && (fileSizeBytes ?? 0) > videoPartBytes ? randomId(12) : '',
    sha256: null,
    bytes: 0,
    createdAt: now,
    uploadUrlExpiresAt: now + uploadUrlTtlMs,
    readyAt: null,
    failsProcessing: false,
    runningHash: createHash('sha256'),
    nextPartInOrder: 0,
  };
  state.byUrn.set(asset.urn, asset);
  if (state.byUrn.size > maxStoredAssets) {
    const oldest = state.byUrn.keys().next().value;
    if (oldest !== undefined) state.byUrn.delete(oldest);
  }
  return asset;
}

/** The status a read sees now: PROCESSING turns into AVAILABLE (or PROCESSING_FAILED) once its time is up. */
export function currentStatus(asset: SandboxAsset, now = Date.now()): AssetStatus {
  if (asset.status === 'PROCESSING' && asset.readyAt !== null && now >= asset.readyAt) {
    asset.status = asset.failsProcessing ? 'PROCESSING_FAILED' : 'AVAILABLE';
    asset.runningHash = null;
  }
  return asset.status;
}

/**
 * The whole-file hash to feed while part `index` streams in: a copy of the running one when the
 * part comes next in order, so a part that breaks off mid-way leaves the running hash untouched.
 */
export function wholeFileHashFor(asset: SandboxAsset, index: number): Hash | null {
  return index === asset.nextPartInOrder && asset.runningHash !== null ? asset.runningHash.copy() : null;
}

/** Records one part's bytes, hashed as they arrived; a re-upload of a part replaces it. */
export function recordPart(asset: SandboxAsset, index: number, sha256: string, bytes: number, wholeFile: Hash | null): string {
  const part = asset.parts[index]!;
  const sameBytesAgain = part.sha256 === sha256 && part.bytes === bytes;
  part.sha256 = sha256;
  part.bytes = bytes;
  // An ETag derived from the bytes: the same part sent again gets the same ETag, as with any store.
  part.etag = `/ambry-video/signedId/${sha256.slice(0, 32)}.bin`;
  if (wholeFile !== null) {
    asset.runningHash = wholeFile;
    asset.nextPartInOrder = index + 1;
  } else if (!sameBytesAgain) {
    // Out of order, or different bytes sent again: the whole-file hash can no longer be told; each part's still can.
    asset.runningHash = null;
  }
  asset.bytes = asset.parts.reduce((total, each) => total + each.bytes, 0);
  return part.etag;
}

/** Moves an asset whose bytes are all in to PROCESSING. */
export function startProcessing(asset: SandboxAsset, processingMs: number, fails: boolean, now = Date.now()): void {
  asset.sha256 = asset.runningHash === null ? null : asset.runningHash.digest('hex');
  asset.runningHash = null;
  if (asset.parts.length === 1) asset.sha256 = asset.parts[0]!.sha256;
  asset.status = 'PROCESSING';
  asset.failsProcessing = fails;
  asset.readyAt = now + processingMs;
}
