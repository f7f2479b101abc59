import { randomInt } from 'node:crypto';
import { defaultActiveVersionMonths, rollingVersionWindow } from './api-versions.ts';
import type { SandboxOptions, SandboxPostRecord, VersionWindow } from './types.ts';

/** A post as the sandbox keeps it: what arrived, and what LinkedIn would show of it. */
export interface SandboxPost {
  urn: string;
  author: string;
  authorName: string;
  /** The little-text commentary exactly as received. */
  commentary: string;
  /** The text LinkedIn shows: escapes undone, templates rendered, cut at the first bare reserved character. */
  text: string;
  truncated: boolean;
  visibility: string;
  lifecycleState: string;
  distribution: unknown;
  isReshareDisabledByAuthor: boolean;
  /** The post's `content` (media, multiImage, poll or article) as received; null for a text post. */
  content: unknown;
  linkedInVersion: string;
  createdAt: number;
  deletedAt: number | null;
}

export interface PostsState {
  byUrn: Map<string, SandboxPost>;
  /** Latest post per author and commentary, for LinkedIn's 24-hour duplicate check. */
  latestByContent: Map<string, string>;
  /** Posts created per author on one UTC day; LinkedIn's daily limits reset at midnight UTC. */
  dailyCounts: Map<string, { day: string; count: number }>;
  nextShareId: bigint;
  dailyPostLimit: number;
  activeVersionMonths: number;
  /** Set by a test to pin the window; null follows the calendar. */
  pinnedVersions: VersionWindow | null;
}

export type PostsOptions = Pick<SandboxOptions, 'dailyPostLimit' | 'activeVersionMonths'>;

/** LinkedIn lets a member create about 150 posts a day. */
export const defaultDailyPostLimit = 150;
export const duplicateWindowMs = 24 * 60 * 60 * 1000;
/** A long-running embedded sandbox must not grow without bound; the oldest posts go first. */
const maxStoredPosts = 100_000;

export function createPostsState(options: PostsOptions): PostsState {
  return {
    byUrn: new Map(),
    latestByContent: new Map(),
    dailyCounts: new Map(),
    // Share ids are 19-digit numbers starting with 7, like LinkedIn's.
    nextShareId: 7_000_000_000_000_000_000n + BigInt(randomInt(0, 2 ** 47)),
    dailyPostLimit: options.dailyPostLimit ?? defaultDailyPostLimit,
    activeVersionMonths: options.activeVersionMonths ?? defaultActiveVersionMonths,
    pinnedVersions: null,
  };
}

export function activeVersions(state: PostsState, now = new Date()): VersionWindow {
  return state.pinnedVersions ?? rollingVersionWindow(state.activeVersionMonths, now);
}

const contentKey = (author: string, commentary: string) => `${author}\u0000${commentary}`;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The live post by the same author with the same commentary from the last 24 hours, if any. */
export function findDuplicate(state: PostsState, author: string, commentary: string, now = Date.now()): SandboxPost | undefined {
  const urn = state.latestByContent.get(contentKey(author, commentary));
  const post = urn === undefined ? undefined : state.byUrn.get(urn);
  if (post === undefined || post.deletedAt !== null || now - post.createdAt >= duplicateWindowMs) return undefined;
  return post;
}

export function postsCreatedToday(state: PostsState, author: string, now = Date.now()): number {
  const counted = state.dailyCounts.get(author);
  return counted !== undefined && counted.day === utcDay(now) ? counted.count : 0;
}

export function nextShareUrn(state: PostsState): string {
  const id = state.nextShareId;
  state.nextShareId += 1n;
  return `urn:li:share:${id}`;
}

export function savePost(state: PostsState, post: SandboxPost): void {
  state.byUrn.set(post.urn, post);
  state.latestByContent.set(contentKey(post.author, post.commentary), post.urn);
  const day = utcDay(post.createdAt);
  state.dailyCounts.set(post.author, { day, count: postsCreatedToday(state, post.author, post.createdAt) + 1 });
  if (state.byUrn.size > maxStoredPosts) {
    const oldest = state.byUrn.values().next().value;
    if (oldest === undefined) return;
    state.byUrn.delete(oldest.urn);
    const key = contentKey(oldest.author, oldest.commentary);
    if (state.latestByContent.get(key) === oldest.urn) state.latestByContent.delete(key);
  }
}

export function postRecord(post: SandboxPost): SandboxPostRecord {
  return {
    urn: post.urn,
    author: post.author,
    commentary: post.commentary,
    text: post.text,
    truncated: post.truncated,
    visibility: post.visibility,
    lifecycleState: post.lifecycleState,
    content: post.content,
    linkedInVersion: post.linkedInVersion,
    createdAt: new Date(post.createdAt).toISOString(),
    deletedAt: post.deletedAt === null ? null : new Date(post.deletedAt).toISOString(),
  };
}
