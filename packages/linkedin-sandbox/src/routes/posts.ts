import type { FastifyInstance } from 'fastify';
import { acceptedFaultOf, answerAfterAccept, faultHook } from '../faults.ts';
import { parseLittleText } from '../little-text.ts';
import { checkContentAssets, readPostContent } from '../post-content.ts';
import { readPostInput } from '../post-request.ts';
import { findDuplicate, nextShareUrn, postsCreatedToday, savePost, type SandboxPost } from '../posts-store.ts';
import { admit, sendError } from '../rest-admission.ts';
import type { SandboxContext } from '../sandbox-context.ts';

const maxCommentaryLength = 3000;
const postsResource = 'partnerApiPostsExternal';

/**
 * LinkedIn's answer to a repeated post: no top-level code; DUPLICATE_POST sits in
 * `errorDetails.inputErrors[].code` and the message names the post LinkedIn already has. Shape as
 * captured from the Posts API by peers (Arisamiga/Linkedin-RSS issue 5) and recorded in the design
 * brief §3, with the field path the Posts API's schema errors use ("ERROR :: /commentary :: …").
 */
export function duplicatePostBody(urn: string) {
  return {
    message: `ERROR :: /commentary :: Content is a duplicate of ${urn}`,
    errorDetailType: 'com.linkedin.common.error.BadRequest',
    errorDetails: {
      inputErrors: [
        { description: 'Duplicate post is detected', input: { inputPath: { fieldPath: '/commentary' } }, code: 'DUPLICATE_POST' },
      ],
    },
  };
}

function postBody(post: SandboxPost) {
  return {
    id: post.urn,
    author: post.author,
    // What LinkedIn kept: a read-back is the only way a client can see a silent truncation.
    commentary: parseLittleText(post.commentary).kept,
    visibility: post.visibility,
    distribution: post.distribution,
    lifecycleState: post.lifecycleState,
    isReshareDisabledByAuthor: post.isReshareDisabledByAuthor,
    ...(post.content === null ? {} : { content: post.content }),
    createdAt: post.createdAt,
    publishedAt: post.createdAt,
    lastModifiedAt: post.createdAt,
    lifecycleStateInfo: { isEditedByAuthor: false },
  };
}

// Posts are read through ctx.store on every request: a reset replaces the whole posts state.
export function registerPostsRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/rest/posts', { onRequest: faultHook(ctx.store, 'posts.create') }, async (request, reply) => {
    const admitted = admit(ctx, request, reply, 'CREATE', postsResource);
    if (admitted === undefined) return reply;
    const input = readPostInput(request.body);
    if (!input.ok) return sendError(reply, input.status, { message: input.message });
    const keep = acceptedFaultOf(request)?.keepCharacters;
    const post = keep === undefined ? input.value : { ...input.value, commentary: input.value.commentary.slice(0, keep) };
    if (post.author !== admitted.personUrn) {
      return sendError(reply, 403, {
        serviceErrorCode: 100,
        code: 'ACCESS_DENIED',
        message: `Member ${admitted.personUrn} is not permitted to post as ${post.author}`,
      });
    }
    if (post.content !== undefined) {
      const content = readPostContent(post.content);
      const assets = content.ok ? checkContentAssets(ctx.store.media, post.author, content.assets) : content;
      if (!assets.ok) return sendError(reply, assets.status, assets.body);
    }
    const shown = parseLittleText(post.commentary);
    if (shown.text.length > maxCommentaryLength) {
      return sendError(reply, 422, {
        message: `ERROR :: /commentary :: length of text exceeds ${maxCommentaryLength} characters\n`,
      });
    }
    const now = Date.now();
    const duplicate = findDuplicate(ctx.store.posts, post.author, post.commentary, now);
    if (duplicate !== undefined) {
      return sendError(reply, 422, duplicatePostBody(duplicate.urn));
    }
    if (postsCreatedToday(ctx.store.posts, post.author, now) >= ctx.store.posts.dailyPostLimit) {
      return sendError(reply, 429, {
        serviceErrorCode: 101,
        code: 'TOO_MANY_REQUESTS',
        message: 'Resource level throttle MEMBER DAY limit for calls to this resource is reached.',
      });
    }
    const urn = nextShareUrn(ctx.store.posts);
    savePost(ctx.store.posts, {
      urn,
      ...post,
      content: post.content ?? null,
      authorName: admitted.claims.member.name,
      text: shown.text,
      truncated: shown.truncated,
      linkedInVersion: admitted.version,
      createdAt: now,
      deletedAt: null,
    });
    const lost = await answerAfterAccept(request, reply, 'posts.create');
    if (lost !== undefined) return lost;
    // LinkedIn answers 201 with an empty body, even when it has just cut the text short.
    return reply.code(201).header('x-restli-id', urn).header('cache-control', 'no-store').send();
  });

  app.get<{ Params: { urn: string } }>(
    '/rest/posts/:urn',
    { onRequest: faultHook(ctx.store, 'posts.get') },
    async (request, reply) => {
      const admitted = admit(ctx, request, reply, 'GET', postsResource);
      if (admitted === undefined) return reply;
      const post = ctx.store.posts.byUrn.get(request.params.urn);
      if (post === undefined || post.deletedAt !== null)
        return sendError(reply, 404, { message: `Post ${request.params.urn} does not exist` });
      if (post.author !== admitted.personUrn)
        return sendError(reply, 403, {
          serviceErrorCode: 100,
          code: 'ACCESS_DENIED',
          message: 'Not enough permissions to access this post',
        });
      return reply.header('cache-control', 'no-store').send(postBody(post));
    },
  );

  app.delete<{ Params: { urn: string } }>(
    '/rest/posts/:urn',
    { onRequest: faultHook(ctx.store, 'posts.delete') },
    async (request, reply) => {
      const admitted = admit(ctx, request, reply, 'DELETE', postsResource);
      if (admitted === undefined) return reply;
      const post = ctx.store.posts.byUrn.get(request.params.urn);
      if (post === undefined) return sendError(reply, 404, { message: `Post ${request.params.urn} does not exist` });
      if (post.author !== admitted.personUrn)
        return sendError(reply, 403, {
          serviceErrorCode: 100,
          code: 'ACCESS_DENIED',
          message: 'Not enough permissions to delete this post',
        });
      // Idempotent, as on LinkedIn: deleting a deleted post answers 204 again.
      post.deletedAt ??= Date.now();
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
}
