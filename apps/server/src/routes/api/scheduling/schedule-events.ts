import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { caller } from '../../../plugins/authenticate';
import { createPostChangeHub } from '../../../scheduling/post-change-listener';

/** Proxies close a connection silent for a minute or so; a comment line every 25 s keeps it open. */
const KEEP_ALIVE_MS = 25_000;

/**
 * GET /api/scheduling/events: the member's post changes as server-sent events (decision 015). The
 * browser reads it with fetch, so the bearer token stays in a header. The reply is hijacked: it
 * never ends on its own, and compression would hold its small writes back.
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
          'Server-sent events (text/event-stream): an `event: post` with `{post_id, status}` for each change to one of your posts; `event: resync` when changes may have been missed.',
      },
    },
    async (request, reply) => {
      const { userId } = caller(request);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      stream.write(': connected\n\n');

      let ended = false;
      const write = (chunk: string) => {
        if (!ended) stream.write(chunk);
      };
      const keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      let unsubscribe = () => {};
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(keepAlive);
        unsubscribe();
        open.delete(end);
        stream.end();
      };
      open.add(end);
      request.raw.on('close', end);
      try {
        unsubscribe = await hub.subscribe(userId, {
          send: (event) => write(`event: post\ndata: ${JSON.stringify(event)}\n\n`),
          resync: () => write('event: resync\ndata: {}\n\n'),
          close: end,
        });
        if (ended) unsubscribe();
      } catch (error) {
        request.log.error({ err: error }, 'Could not listen for post changes');
        end();
      }
    },
  );
};
