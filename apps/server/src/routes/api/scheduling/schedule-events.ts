import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveSessionExpiry } from '../../../auth/sessions';
import type { Deps } from '../../../deps';
import { caller } from '../../../plugins/authenticate';
import { createPostChangeHub } from '../../../scheduling/post-change-listener';

/** Proxies close a connection silent for a minute or so; a comment line every 25 s keeps it open. */
const KEEP_ALIVE_MS = 25_000;

/**
 * A tab that stops reading (frozen, suspended) would make its unsent events pile up in memory; past
 * this many bytes its stream is closed instead, and the browser reconnects and refetches once alive.
 */
const MAX_UNSENT_BYTES = 256 * 1024;

/**
 * GET /api/scheduling/events: the member's post changes as server-sent events (decision 015). The
 * browser reads it with fetch, so the bearer token stays in a header. The reply is hijacked: it
 * never ends on its own, and @fastify/compress (an onSend hook, skipped for hijacked replies) would
 * otherwise hold its small writes back. It costs one request of the rate limits when it opens, so a
 * browser reconnecting in a loop is still limited while an open stream costs nothing more.
 */
export const scheduleEventsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const hub = createPostChangeHub(deps.database);
  const open = new Set<() => void>();
  // Open streams would keep app.close() waiting for ever.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', async () => hub.close());

  app.get(
    '/events',
    {
      onRequest: app.authenticate,
      schema: {
        description:
          'Server-sent events (text/event-stream): a comment once listening, then an `event: post` with `{post_id, status}` (status `deleted` for a deleted post) for each change to one of your posts, and a `: keep-alive` comment every 25 s. The server may close the stream (restart, lost database connection, a sixth stream of yours, your session ended); reconnect and read the schedule afresh.',
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = caller(request);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies buffer responses unless told not to.
        'x-accel-buffering': 'no',
      });

      let ended = false;
      let unsubscribe = () => {};
      // Sign-out or a revoked session closes the stream through the hub; expiry is a known time.
      let expiresAt = Infinity;
      const keepAlive = setInterval(() => (Date.now() >= expiresAt ? end() : write(': keep-alive\n\n')), KEEP_ALIVE_MS);
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(keepAlive);
        unsubscribe();
        open.delete(end);
        stream.end();
      };
      const write = (chunk: string) => {
        if (ended) return;
        if (stream.writableLength > MAX_UNSENT_BYTES) end();
        else stream.write(chunk);
      };
      open.add(end);
      // The response's close, not the request's: it fires when the client goes away at any point.
      stream.on('close', end);
      stream.on('error', end);
      try {
        unsubscribe = await hub.subscribe(userId, sessionId, {
          send: (event) => write(`event: post\ndata: ${JSON.stringify(event)}\n\n`),
          close: end,
        });
      } catch (error) {
        request.log.error({ err: error }, 'Could not listen for post changes');
        end();
        return;
      }
      if (ended) {
        unsubscribe();
        return;
      }
      // A sign-out between app.authenticate's check and the hub's LISTEN went unheard: checked again
      // now that the hub hears them.
      let expiry: Date | null = null;
      try {
        expiry = await liveSessionExpiry(deps, sessionId, userId);
      } catch (error) {
        if (!ended) request.log.error({ err: error }, 'Could not check the session of a stream');
      }
      if (!expiry) {
        end();
        return;
      }
      expiresAt = expiry.getTime();
      // Written once listening: from this line on, no change of the member's posts is missed.
      write(': connected\n\n');
    },
  );
};
