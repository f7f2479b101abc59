import type { FastifyInstance, FastifyReply } from 'fastify';
import { NEWS_KINDS, type NewsKind } from './generate-news.ts';
import type { NewsFault, NewsSandboxControls } from './news-sandbox.ts';

/** What every news control route answers with, so a test can assert on it directly. */
export interface NewsSandboxState {
  faults: Record<string, NewsFault>;
  /** Requests answered so far: `total` and one count per kind. */
  requests: { total: number } & Record<NewsKind, number>;
}

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const maxFaultDelayMs = 120_000;
const maxFaultBodyLength = 100_000;
/** A kind or feed id ("reddit", "the-verge"), a subreddit ("r/marketing"), or "*". */
const targetPattern = /^(\*|[a-z0-9-]{1,100}|r\/[A-Za-z0-9_]{1,50})$/;

const isRecord = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);
const isIntegerIn = (input: unknown, min: number, max: number): input is number =>
  typeof input === 'number' && Number.isInteger(input) && input >= min && input <= max;

export function checkNewsFaultTarget(input: string): Checked<string> {
  if (targetPattern.test(input)) return { ok: true, value: input };
  return {
    ok: false,
    message: `Unknown fault target "${input}". Use a kind (${NEWS_KINDS.join(', ')}), a feed id, r/<subreddit> (as r%2F<subreddit> in the path) or *.`,
  };
}

export function checkNewsFault(input: unknown): Checked<NewsFault> {
  if (!isRecord(input)) return { ok: false, message: 'A fault must be an object like {"status": 503}.' };
  const extra = Object.keys(input).find((key) => !['status', 'body', 'delayMs'].includes(key));
  if (extra !== undefined) return { ok: false, message: `Unknown fault field "${extra}". Use status, body and delayMs.` };
  const { status, body, delayMs } = input;
  if (!isIntegerIn(status, 200, 599)) return { ok: false, message: 'status must be an integer from 200 to 599.' };
  if (delayMs !== undefined && !isIntegerIn(delayMs, 0, maxFaultDelayMs)) {
    return { ok: false, message: `delayMs must be an integer from 0 to ${maxFaultDelayMs}.` };
  }
  if (body !== undefined && (typeof body !== 'string' || body.length > maxFaultBodyLength)) {
    return { ok: false, message: `body must be a string of at most ${maxFaultBodyLength} characters (sent as the answer).` };
  }
  return { ok: true, value: { status, ...(body === undefined ? {} : { body }), ...(delayMs === undefined ? {} : { delayMs }) } };
}

export function newsSandboxState(controls: NewsSandboxControls): NewsSandboxState {
  const byKind = Object.fromEntries(NEWS_KINDS.map((kind) => [kind, controls.requestCount(kind)])) as Record<NewsKind, number>;
  return { faults: controls.faults(), requests: { total: controls.requestCount(), ...byKind } };
}

/**
 * The news sandbox's controls over HTTP, in the LinkedIn sandbox's `/__sandbox/...` style, for
 * browser tests that cannot reach the server's memory:
 *
 *   GET    /__sandbox/state             faults and request counts
 *   PUT    /__sandbox/faults/:target    {status, delayMs?, body?}; target as in setFault (r%2Fsub for a subreddit)
 *   DELETE /__sandbox/faults/:target    clears one fault
 *   DELETE /__sandbox/faults            clears every fault
 *   POST   /__sandbox/reset             no faults, counts back to zero
 *
 * The server's niche slugs are [a-z0-9-] only, so these paths never shadow a feed it reads.
 */
export function registerNewsControlRoutes(app: FastifyInstance, controls: NewsSandboxControls): void {
  const answer = (reply: FastifyReply) => reply.header('cache-control', 'no-store').send(newsSandboxState(controls));
  const badRequest = (reply: FastifyReply, message: string) =>
    reply.code(400).header('cache-control', 'no-store').send({ status: 400, message });

  app.get('/__sandbox/state', async (_request, reply) => answer(reply));

  app.put<{ Params: { target: string } }>('/__sandbox/faults/:target', async (request, reply) => {
    const target = checkNewsFaultTarget(request.params.target);
    if (!target.ok) return badRequest(reply, target.message);
    const fault = checkNewsFault(request.body);
    if (!fault.ok) return badRequest(reply, fault.message);
    controls.setFault(target.value, fault.value);
    return answer(reply);
  });

  app.delete<{ Params: { target: string } }>('/__sandbox/faults/:target', async (request, reply) => {
    const target = checkNewsFaultTarget(request.params.target);
    if (!target.ok) return badRequest(reply, target.message);
    controls.setFault(target.value, null);
    return answer(reply);
  });

  app.delete('/__sandbox/faults', async (_request, reply) => {
    controls.clearFaults();
    return answer(reply);
  });

  app.post('/__sandbox/reset', async (_request, reply) => {
    controls.reset();
    return answer(reply);
  });
}
