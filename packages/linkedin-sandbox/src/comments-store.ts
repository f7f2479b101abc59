import { randomInt } from 'node:crypto';

/**
 * A comment as the Comments API keeps it
 * (learn.microsoft.com/linkedin/marketing/community-management/shares/comments-api).
 */
export interface SandboxComment {
  /** `urn:li:comment:(<post urn>,<id>)`, as the page's examples write it. */
  commentUrn: string;
  id: string;
  /** The post (share or ugcPost) commented on. */
  object: string;
  actor: string;
  /** The little-text message exactly as received. */
  message: string;
  /** What LinkedIn shows: escapes undone, cut at the first bare reserved character. */
  text: string;
  truncated: boolean;
  createdAt: number;
}

export interface CommentsState {
  byPost: Map<string, SandboxComment[]>;
  nextId: bigint;
}

const maxCommentsPerPost = 10_000;

export function createCommentsState(): CommentsState {
  // Comment ids are 19-digit numbers, like the page's "6636062862760562688".
  return { byPost: new Map(), nextId: 6_600_000_000_000_000_000n + BigInt(randomInt(0, 2 ** 47)) };
}

export function nextCommentId(state: CommentsState): string {
  const id = state.nextId;
  state.nextId += 1n;
  return String(id);
}

export function saveComment(state: CommentsState, comment: SandboxComment): void {
  const comments = state.byPost.get(comment.object) ?? [];
  comments.push(comment);
  if (comments.length > maxCommentsPerPost) comments.shift();
  state.byPost.set(comment.object, comments);
}
