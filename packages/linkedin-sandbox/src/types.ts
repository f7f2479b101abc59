import type { FastifyPluginAsync } from 'fastify';

export interface SandboxClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Shown on the consent page; the client id is shown when absent. */
  name?: string;
}

export interface SandboxMember {
  name: string;
  givenName: string;
  familyName: string;
  email: string;
  picture?: string;
  locale?: { country: string; language: string };
}

export const faultTargets = [
  'discovery',
  'jwks',
  'authorization',
  'token',
  'userinfo',
  'revoke',
  'posts.create',
  'posts.get',
  'posts.delete',
  // The Images, Documents and Videos APIs: initializeUpload, the PUT of the bytes, finalizeUpload
  // (videos) and the status read.
  'media.initialize',
  'media.upload',
  'media.finalize',
  'media.get',
  /** Not an answer: while set, each asset whose bytes are all in ends PROCESSING_FAILED (status unused). */
  'media.processing',
  'comments.create',
  'comments.list',
  'analytics.get',
] as const;

export type FaultTarget = (typeof faultTargets)[number];

export interface Fault {
  status: number;
  body?: unknown;
  delayMs?: number;
  /** How many requests the fault answers; until cleared when absent. */
  times?: number;
  /**
   * posts.create, comments.create and media.upload: accept and save first, then answer with the fault (after delayMs).
   * A 'lost response': a 5xx, or a delay past the client's time-out, for a post that exists.
   */
  afterAccept?: boolean;
  /** With afterAccept and a 2xx status: LinkedIn keeps only this many characters of the commentary (a silent cut). */
  keepCharacters?: number;
  /** With afterAccept: close the connection without any answer (after delayMs), whatever the status. */
  dropAnswer?: boolean;
}

export interface SandboxOptions {
  /** Public URL where the plugin is reachable, without a trailing slash. */
  baseUrl: string;
  clients: SandboxClient[];
  /** Signs the opaque access tokens so they stay valid across restarts (at least 16 characters). */
  secret: string;
  /** Pre-fills the consent page. */
  member?: Partial<SandboxMember>;
  /** LinkedIn's access tokens live 60 days. */
  tokenTtlSeconds?: number;
  /**
   * Serves /__sandbox/* behind this bearer token (16+ characters) so tests can steer the sandbox.
   * Without one there are no control routes: an app that mounts the sandbox must not expose them.
   */
  controlToken?: string;
  /** Posts one member may create per UTC day before the Posts API answers 429; defaults to 150. */
  dailyPostLimit?: number;
  /** How many recent months of `LinkedIn-Version` are active; defaults to 24 (see api-versions.ts). */
  activeVersionMonths?: number;
}

/** Inclusive range of active `LinkedIn-Version` months, as YYYYMM. */
export interface VersionWindow {
  oldest: string;
  newest: string;
}

/** A post the sandbox received, as tests read it back. */
export interface SandboxPostRecord {
  urn: string;
  author: string;
  /** The little-text commentary exactly as received. */
  commentary: string;
  /** What LinkedIn would show: escapes undone, hashtag templates as #tags, cut at a bare reserved character. */
  text: string;
  truncated: boolean;
  visibility: string;
  lifecycleState: string;
  /** The post's `content` (media, multiImage, poll or article) as received; null for a text post. */
  content: unknown;
  linkedInVersion: string;
  createdAt: string;
  deletedAt: string | null;
}

/** A media asset as tests read it back: what arrived, never the bytes. */
export interface SandboxAssetRecord {
  urn: string;
  kind: 'image' | 'document' | 'video';
  owner: string;
  status: 'WAITING_UPLOAD' | 'PROCESSING' | 'AVAILABLE' | 'PROCESSING_FAILED';
  /** sha256 (hex) of every byte received, in order; null until the upload is complete, or when parts came out of order. */
  sha256: string | null;
  sizeBytes: number;
  /** Videos: one entry per 4 MiB part. */
  parts: Array<{ firstByte: number; lastByte: number; sha256: string | null; sizeBytes: number; etag: string | null }>;
  createdAt: string;
}

/** A comment the sandbox received. */
export interface SandboxCommentRecord {
  commentUrn: string;
  object: string;
  actor: string;
  /** The little-text message exactly as received. */
  message: string;
  /** What LinkedIn would show. */
  text: string;
  truncated: boolean;
  createdAt: string;
}

export interface SandboxControls {
  setFault(target: FaultTarget, fault: Fault | null): void;
  clearFaults(): void;
  /** Affects tokens issued afterwards. */
  setTokenTtlSeconds(seconds: number): void;
  /** Replaces the member pre-filled on the consent page; fields left out take the defaults (Alex Morgan). */
  setMember(member: Partial<SandboxMember>): void;
  /** Every token issued so far answers 401 REVOKED_ACCESS_TOKEN; later sign-ins work as usual. */
  revokeAllTokens(): void;
  /** Back to the options given at creation, forgetting faults, pending sign-ins, revocations and posts. */
  reset(): void;
  /** Every post received since the last reset, oldest first, deleted ones included. */
  listPosts(): SandboxPostRecord[];
  setDailyPostLimit(limit: number): void;
  /** Pins the active `LinkedIn-Version` months; null goes back to the rolling window. */
  setSupportedVersions(window: VersionWindow | null): void;
  /** Every media asset initialized since the last reset, oldest first. */
  listAssets(): SandboxAssetRecord[];
  /** How long an asset stays PROCESSING once its bytes are in (0: AVAILABLE at once). */
  setMediaProcessingMs(ms: number): void;
  /** Every comment received since the last reset, oldest first. */
  listComments(): SandboxCommentRecord[];
}

export interface LinkedInSandbox {
  plugin: FastifyPluginAsync;
  controls: SandboxControls;
}
