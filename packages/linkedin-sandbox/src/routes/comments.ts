import type { FastifyInstance } from 'fastify';
import { acceptedFaultOf, answerAfterAccept, faultHook } from '../faults.ts';
import { isRecord } from '../input-checks.ts';
import { nextCommentId, saveComment, type SandboxComment } from '../comments-store.ts';
import { parseLittleText } from '../little-text.ts';
import { admit, sendError } from '../rest-admission.ts';
import type { SandboxContext } from '../sandbox-context.ts';

/**
 * The Comments API (learn.microsoft.com/linkedin/marketing/community-management/shares/comments-api):
 * `POST /rest/socialActions/{url-encoded post urn}/comments` with `{actor, object, message: {text}}`
 * answers 201 with the created comment in the body, its URN in `commentUrn`; `GET` on the same
 * path lists a post's comments as `{paging, elements}`.
 */

const commentsResource = 'partnerApiSocialActions';
/** LinkedIn's site caps a comment at 1,250 characters. */
const maxCommentLength = 1250;
const defaultPageSize = 10;
const maxPageSize = 100;

/** A comment as the page's examples show it. */
function commentBody(comment: SandboxComment) {
  const stamp = { actor: comment.actor, time: comment.createdAt };
  return {
    actor: comment.actor,
    commentUrn: comment.commentUrn,
    created: stamp,
    id: comment.id,
    lastModified: stamp,
    likesSummary: { selectedLikes: [], aggregatedTotalLikes: 0, likedByCurrentUser: false, totalLikes: 0 },
    // What LinkedIn kept of the little text, as the Posts API answers commentary.
    message: { attributes: [], text: parseLittleText(comment.message).kept },
    object: comment.object,
    $URN: comment.commentUrn,
  };
}

export function registerCommentsRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const livePost = (urn: string) => {
    const post = ctx.store.posts.byUrn.get(urn);
    return post === undefined || post.deletedAt !== null ? undefined : post;
  };

  app.post<{ Params: { target: string } }>(
    '/rest/socialActions/:target/comments',
    { onRequest: faultHook(ctx.store, 'comments.create') },
    async (request, reply) => {
      const admitted = admit(ctx, request, reply, 'CREATE', commentsResource);
      if (admitted === undefined) return reply;
      const { target } = request.params;
      const body = request.body;
      if (!isRecord(body) || !isRecord(body.message) || typeof body.message.text !== 'string') {
        return sendError(reply, 422, {
          message: 'ERROR :: /message/text :: field is required but not found and has no default value\n',
        });
      }
      if (typeof body.actor !== 'string' || body.actor !== admitted.personUrn) {
        return sendError(reply, 403, {
          serviceErrorCode: 100,
          code: 'ACCESS_DENIED',
          message: `Member ${admitted.personUrn} is not permitted to comment as ${String(body.actor)}`,
        });
      }
      if (livePost(target) === undefined) return sendError(reply, 404, { message: `Post ${target} does not exist` });
      if (body.object !== target) {
        return sendError(reply, 422, { message: `ERROR :: /object :: must be the post in the URL, ${target}\n` });
      }
      const shown = parseLittleText(body.message.text);
      if (shown.text.length > maxCommentLength) {
        return sendError(reply, 422, {
          message: `ERROR :: /message/text :: length of text exceeds ${maxCommentLength} characters\n`,
        });
      }
      const keep = acceptedFaultOf(request)?.keepCharacters;
      const message = keep === undefined ? body.message.text : body.message.text.slice(0, keep);
      const kept = parseLittleText(message);
      const id = nextCommentId(ctx.store.comments);
      const comment: SandboxComment = {
        commentUrn: `urn:li:comment:(${target},${id})`,
        id,
        object: target,
        actor: body.actor,
        message,
        text: kept.text,
        truncated: kept.truncated,
        createdAt: Date.now(),
      };
      saveComment(ctx.store.comments, comment);
      const lost = await answerAfterAccept(request, reply, 'comments.create');
      if (lost !== undefined) return lost;
      return reply.code(201).header('cache-control', 'no-store').send(commentBody(comment));
    },
  );

  app.get<{ Params: { target: string }; Querystring: { start?: string; count?: string } }>(
    '/rest/socialActions/:target/comments',
    { onRequest: faultHook(ctx.store, 'comments.list') },
    async (request, reply) => {
      const admitted = admit(ctx, request, reply, 'GET', commentsResource);
      if (admitted === undefined) return reply;
      const { target } = request.params;
      if (livePost(target) === undefined) return sendError(reply, 404, { message: `Post ${target} does not exist` });
      const start = Math.max(0, Number.parseInt(request.query.start ?? '0', 10) || 0);
      const count = Math.min(maxPageSize, Math.max(1, Number.parseInt(request.query.count ?? '', 10) || defaultPageSize));
      const all = ctx.store.comments.byPost.get(target) ?? [];
      return reply.header('cache-control', 'no-store').send({
        paging: { start, count, total: all.length, links: [] },
        elements: all.slice(start, start + count).map(commentBody),
      });
    },
  );
}
