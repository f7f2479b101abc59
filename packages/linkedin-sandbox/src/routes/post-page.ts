import type { FastifyInstance } from 'fastify';
import { escapeHtml, renderPage, sendHtml } from '../html-page.ts';
import type { SandboxContext } from '../sandbox-context.ts';

/**
 * LinkedIn's public post address, so "View on LinkedIn" works in the embedded default too. The
 * text is shown as the feed would show it, which makes a truncated post plain to see.
 */
export function registerPostPageRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: { urn: string } }>('/feed/update/:urn', async (request, reply) => {
    const post = ctx.store.posts.byUrn.get(request.params.urn);
    if (post === undefined || post.deletedAt !== null) {
      return sendHtml(
        reply,
        404,
        renderPage(
          'Post not found',
          '<div class="card"><h1>This post cannot be displayed</h1><p>It was deleted, or it never existed in this sandbox.</p></div>',
        ),
      );
    }
    const when = new Date(post.createdAt).toISOString().replace('T', ' ').slice(0, 16);
    const body =
      `<article class="card"><h1>${escapeHtml(post.authorName)}</h1>` +
      `<p><time datetime="${new Date(post.createdAt).toISOString()}">${when} UTC</time> · ${escapeHtml(post.visibility.toLowerCase())}</p>` +
      `<div style="white-space:pre-wrap;overflow-wrap:anywhere">${escapeHtml(post.text)}</div></article>`;
    return sendHtml(reply, 200, renderPage('Post', body));
  });
}
