import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { generateItems, type Channel, type NewsKind } from './generate-news.ts';
import { registerGuardedControls } from '../control-guard.ts';
import { registerNewsControlRoutes } from './news-control-routes.ts';
import { renderAtom, renderGoogleNews, renderHackerNews, renderReddit, renderRss } from './render-news.ts';

export interface NewsFault {
  status: number;
  delayMs?: number;
  /** Sent instead of the usual answer (a malformed feed, an HTML error page). */
  body?: string;
}

/** A kind ("reddit"), a feed id ("the-verge"), a subreddit ("r/marketing"), or "*" for everything. */
export type NewsFaultTarget = NewsKind | '*' | (string & {});

export interface NewsSandboxControls {
  setFault(target: NewsFaultTarget, fault: NewsFault | null): void;
  clearFaults(): void;
  /** The faults set now, by target. */
  faults(): Record<string, NewsFault>;
  /** Requests answered so far, by kind: lets tests see that cached paths fetch nothing. */
  requestCount(kind?: NewsKind): number;
  reset(): void;
}

export interface NewsSandboxOptions {
  now?: () => Date;
  /** Another seed tells another (equally realistic) story. */
  seed?: number;
  /** Serves /__sandbox/* behind this bearer token (16+ characters); without one there are none. */
  controlToken?: string;
}

export interface NewsSandbox {
  plugin: FastifyPluginAsync;
  controls: NewsSandboxControls;
}

/** Feeds move on every ten minutes; between, they answer the same body, so 304s happen. */
const REFRESH_MS = 10 * 60_000;

/**
 * Stand-ins for the topic sources Cadence reads (RSS and Atom feeds, the Hacker News search
 * API, Reddit listings and Google News search), answering in their real formats with stories
 * timed relative to now. Paths start with the niche, then follow the real service's path:
 *
 *   /:niche/hn/api/v1/search_by_date?query=…   /:niche/reddit/r/:sub/hot.json
 *   /:niche/google-news/rss/search?q=…          /:niche/feeds/:id.rss | /:niche/feeds/:id.atom
 */
export function createNewsSandbox(options: NewsSandboxOptions = {}): NewsSandbox {
  if (options.controlToken !== undefined && options.controlToken.length < 16) {
    throw new TypeError('The sandbox control token must be at least 16 characters.');
  }
  const now = options.now ?? (() => new Date());
  const seed = options.seed ?? 1;
  const faults = new Map<string, NewsFault>();
  const counts = new Map<NewsKind, number>();

  const controls: NewsSandboxControls = {
    setFault(target, fault) {
      if (fault === null) faults.delete(target);
      else {
        if (!Number.isInteger(fault.status) || fault.status < 200 || fault.status > 599)
          throw new TypeError('A fault needs an HTTP status from 200 to 599');
        faults.set(target, fault);
      }
    },
    clearFaults() {
      faults.clear();
    },
    faults: () => Object.fromEntries(faults),
    requestCount: (kind) => (kind ? (counts.get(kind) ?? 0) : [...counts.values()].reduce((a, b) => a + b, 0)),
    reset() {
      faults.clear();
      counts.clear();
    },
  };

  const answer = async (request: FastifyRequest, reply: FastifyReply, channel: Channel, targets: string[], render: Render) => {
    counts.set(channel.kind, (counts.get(channel.kind) ?? 0) + 1);
    const fault = [...targets, channel.kind, '*'].map((t) => faults.get(t)).find((f) => f !== undefined);
    if (fault?.delayMs) await sleep(fault.delayMs);
    if (fault && (fault.status !== 200 || fault.body !== undefined)) {
      return reply
        .code(fault.status)
        .type(fault.body?.trimStart().startsWith('<') ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(fault.body ?? `News sandbox fault on ${channel.kind}`);
    }
    const anchor = Math.floor(now().getTime() / REFRESH_MS) * REFRESH_MS;
    const items = generateItems(channel, anchor, seed);
    const { body, type } = render(items, new Date(anchor));
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
    const lastModified = new Date(Math.max(anchor - REFRESH_MS, ...items.map((i) => i.publishedAt.getTime()))).toUTCString();
    reply.header('etag', etag).header('last-modified', lastModified).header('cache-control', 'public, max-age=300');
    if (notModified(request, etag, lastModified)) return reply.code(304).send();
    return reply.type(type).send(body);
  };

  const plugin: FastifyPluginAsync = async (app) => {
    // The same controls over HTTP (GET /__sandbox/state, PUT/DELETE /__sandbox/faults/:target, …),
    // only behind a token: an app that mounts the news sandbox must not let anyone steer it.
    const { controlToken } = options;
    if (controlToken !== undefined)
      await registerGuardedControls(app, controlToken, (guarded) => registerNewsControlRoutes(guarded, controls));

    app.get<{ Params: { niche: string }; Querystring: Record<string, string | undefined> }>(
      '/:niche/hn/api/v1/:endpoint',
      async (request, reply) => {
        const { niche } = request.params;
        const q = request.query;
        const hitsPerPage = clampInt(q.hitsPerPage, 1, 1000, 20);
        const minPoints = /points>(\d+)/.exec(q.numericFilters ?? '')?.[1];
        const channel: Channel = {
          niche,
          kind: 'hacker-news',
          name: `${q.tags ?? ''}|${q.query ?? ''}`,
          query: q.query,
          minPoints: minPoints ? Number(minPoints) : undefined,
          limit: hitsPerPage,
        };
        return answer(request, reply, channel, [], (items) => ({
          body: JSON.stringify(renderHackerNews(q.query ?? '', items, hitsPerPage)),
          type: 'application/json; charset=utf-8',
        }));
      },
    );

    app.get<{ Params: { niche: string; sub: string; listing: string }; Querystring: Record<string, string | undefined> }>(
      '/:niche/reddit/r/:sub/:listing',
      async (request, reply) => {
        const { niche, sub, listing } = request.params;
        if (!/^(hot|new|top|rising)\.json$/.test(listing)) return reply.code(404).send({ message: 'Not Found', error: 404 });
        const channel: Channel = {
          niche,
          kind: 'reddit',
          name: sub.toLowerCase(),
          limit: clampInt(request.query.limit, 1, 100, 25),
        };
        return answer(request, reply, channel, [`r/${sub}`], (items, built) => ({
          body: JSON.stringify(renderReddit(sub, items, built)),
          type: 'application/json; charset=UTF-8',
        }));
      },
    );

    app.get<{ Params: { niche: string }; Querystring: Record<string, string | undefined> }>(
      '/:niche/google-news/rss/search',
      async (request, reply) => {
        const q = request.query.q ?? '';
        const channel: Channel = { niche: request.params.niche, kind: 'google-news', name: q, query: q, limit: 100 };
        return answer(request, reply, channel, [], (items, built) => ({
          body: renderGoogleNews(q, items, built),
          type: 'application/xml; charset=utf-8',
        }));
      },
    );

    app.get<{ Params: { niche: string; file: string } }>('/:niche/feeds/:file', async (request, reply) => {
      const match = /^([a-z0-9-]+)\.(rss|atom)$/.exec(request.params.file);
      if (!match) return reply.code(404).type('text/html').send('<html><body><h1>404 Not Found</h1></body></html>');
      const [, id, format] = match as unknown as [string, string, 'rss' | 'atom'];
      const channel: Channel = { niche: request.params.niche, kind: format, name: id, limit: 30 };
      return answer(request, reply, channel, [id], (items, built) =>
        format === 'rss'
          ? { body: renderRss(id, items, built), type: 'application/rss+xml; charset=utf-8' }
          : { body: renderAtom(id, items, built), type: 'application/atom+xml; charset=utf-8' },
      );
    });
  };

  return { plugin, controls };
}

type Render = (items: ReturnType<typeof generateItems>, built: Date) => { body: string; type: string };

/** RFC 9110 §13.1: If-None-Match wins when present; If-Modified-Since is compared to the second. */
function notModified(request: FastifyRequest, etag: string, lastModified: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Date.parse(lastModified) <= since;
}

function clampInt(value: string | undefined, min: number, max: number, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
}
