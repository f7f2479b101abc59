import { ZGeneratePostRequestSchema, ZGeneratePostResponseSchema } from '@cadence/contract/content/generate-post';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors/app-error';
import { caller } from '../../../plugins/authenticate';
import type { GeneratePostRequest } from '../../../writing/generate-post';
import { generatePost } from '../../../writing/generate-post';
import { StreamStoppedError } from '../../../writing/stream-with-model';

/**
 * POST /api/content/generate-post/stream: generate-post with the model's text shown as it is
 * written, as server-sent events. The reply is hijacked (like /api/scheduling/events) so each
 * event leaves at once; the client closing the connection aborts the model call.
 */
export const generatePostStreamRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/generate-post/stream',
    {
      onRequest: app.authenticate,
      schema: {
        description:
          'Server-sent events (text/event-stream): `event: delta` with `{text}`, the post text written so far (not yet validated), while a language model writes; then one `event: done` carrying exactly what POST /api/content/generate-post answers, or one `event: error` with `{success: false, error, code}`. The offline writer answers a single `done`. Closing the connection stops the model.',
        body: ZGeneratePostRequestSchema,
      },
      // The same budget as generate-post: a streamed draft costs the same model call.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => streamDraft(deps, request, reply, request.body),
  );
};

/**
 * Writes one draft as server-sent events on a hijacked reply: `delta`s while a model writes, then
 * `done` with generate-post's answer, or `error` with a message for the member.
 */
export async function streamDraft(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: GeneratePostRequest,
): Promise<void> {
  const { userId } = caller(request);
  const stopped = new AbortController();
  reply.hijack();
  const stream = reply.raw;
  stream.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  // The response's close before its end: the member stopped or went away.
  stream.on('close', () => {
    if (!stream.writableFinished) stopped.abort();
  });
  const send = (event: string, data: unknown) => {
    if (!stream.destroyed && !stream.writableEnded) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  try {
    const data = await generatePost(deps, userId, body, {
      stream: { signal: stopped.signal, onDelta: (text) => send('delta', { text }) },
    });
    send('done', ZGeneratePostResponseSchema.parse({ success: true, data }));
  } catch (error) {
    if (error instanceof StreamStoppedError || stopped.signal.aborted) {
      request.log.info('The member stopped a streamed draft');
    } else if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.warn({ err: error, details: error.details }, error.message);
      send('error', { success: false, error: error.message, code: error.code });
    } else {
      request.log.error({ err: error }, 'unhandled error in a streamed draft');
      send('error', { success: false, error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    }
  } finally {
    if (!stream.writableEnded) stream.end();
  }
}
