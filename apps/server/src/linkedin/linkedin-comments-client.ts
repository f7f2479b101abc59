import { z } from 'zod';
import { escapeLittleText } from './escape-little-text';
import { failure, LinkedInApiError, readJson, send, type LinkedInApiTarget } from './linkedin-posts-client';

/**
 * LinkedIn's Comments API over fetch
 * (learn.microsoft.com/linkedin/marketing/community-management/shares/comments-api):
 * `POST /rest/socialActions/{url-encoded post urn}/comments` with `{actor, object, message: {text}}`
 * answers 201 with the comment, its URN in `commentUrn`; `GET` on the same path lists the post's
 * comments as `{paging, elements}`. Comments have no duplicate check, so a comment whose answer
 * was lost is settled by listing the post's comments, not by sending it again.
 */
export interface LinkedInComment {
  commentUrn: string;
  actor: string;
  /** The little text LinkedIn kept: compare with `escapeLittleText(what was meant)`. */
  text: string;
}

export interface LinkedInCommentsClient {
  /** `text` is what the member wants shown; it is escaped as little text here. */
  createComment(
    accessToken: string,
    comment: { actorSub: string; postUrn: string; text: string },
  ): Promise<{ commentUrn: string }>;
  listComments(accessToken: string, postUrn: string): Promise<LinkedInComment[]>;
}

const PAGE_SIZE = 100;
/** Enough for any post Cadence comments on; a bound so a looping answer cannot hold a worker. */
const MAX_PAGES = 50;

const ZComment = z
  .object({
    commentUrn: z.string().optional(),
    $URN: z.string().optional(),
    id: z.string().optional(),
    object: z.string().optional(),
    actor: z.string(),
    message: z.object({ text: z.string() }).loose(),
  })
  .loose();
const ZCommentsPage = z
  .object({
    paging: z.object({ total: z.number().optional() }).loose().optional(),
    elements: z.array(ZComment),
  })
  .loose();

const isCommentUrn = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.startsWith('urn:li:comment:(');

/** The comment's URN wherever LinkedIn put it: `commentUrn`, `$URN`, or built from `object` and `id`. */
function commentUrnOf(comment: z.infer<typeof ZComment>): string | undefined {
  if (isCommentUrn(comment.commentUrn)) return comment.commentUrn;
  if (isCommentUrn(comment.$URN)) return comment.$URN;
  if (comment.object !== undefined && comment.id !== undefined && /^\d+$/.test(comment.id)) {
    return `urn:li:comment:(${comment.object},${comment.id})`;
  }
  return undefined;
}

export function linkedInCommentsClient(target: LinkedInApiTarget): LinkedInCommentsClient {
  const commentsPath = (postUrn: string) => `/rest/socialActions/${encodeURIComponent(postUrn)}/comments`;

  return {
    async createComment(accessToken, { actorSub, postUrn, text }) {
      const response = await send(target, 'POST', commentsPath(postUrn), accessToken, {
        actor: `urn:li:person:${actorSub}`,
        object: postUrn,
        // A comment's text is little text too: a bare "(" would silently cut it short.
        message: { text: escapeLittleText(text) },
      });
      if (response.status !== 201) throw await failure(response);
      const header = response.headers.get('x-restli-id');
      const parsed = ZComment.safeParse(await readJson(response));
      const commentUrn = (parsed.success ? commentUrnOf(parsed.data) : undefined) ?? (isCommentUrn(header) ? header : undefined);
      if (commentUrn === undefined) {
        throw new LinkedInApiError('bad_answer', 'LinkedIn answered 201 without the comment’s URN', { httpStatus: 201 });
      }
      return { commentUrn };
    },

    async listComments(accessToken, postUrn) {
      const comments: LinkedInComment[] = [];
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const start = page * PAGE_SIZE;
        const response = await send(target, 'GET', `${commentsPath(postUrn)}?start=${start}&count=${PAGE_SIZE}`, accessToken);
        if (response.status !== 200) throw await failure(response);
        const parsed = ZCommentsPage.safeParse(await readJson(response));
        if (!parsed.success) {
          throw new LinkedInApiError('bad_answer', `LinkedIn answered an unexpected comments page: ${parsed.error.message}`);
        }
        for (const element of parsed.data.elements) {
          const commentUrn = commentUrnOf(element);
          if (commentUrn !== undefined) comments.push({ commentUrn, actor: element.actor, text: element.message.text });
        }
        const total = parsed.data.paging?.total;
        const seen = start + parsed.data.elements.length;
        if (
          parsed.data.elements.length === 0 ||
          (total !== undefined ? seen >= total : parsed.data.elements.length < PAGE_SIZE)
        ) {
          break;
        }
      }
      return comments;
    },
  };
}
