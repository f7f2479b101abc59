import type { Feed } from './topic-source';

/** Larger answers are cut off: no feed we read comes near it, and memory stays bounded. */
export const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchOutcome =
  | { kind: 'fresh'; status: number; body: string; validators: Validators; retryAfterMs: number | null }
  | { kind: 'not-modified'; status: 304; validators: Validators; retryAfterMs: number | null }
  | { kind: 'failed'; status: number | null; error: string; retryAfterMs: number | null };

export interface FetchFeedOptions {
  timeoutMs: number;
  userAgent: string;
  /** The caller's own budget; the fetch stops at whichever comes first. */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

const ACCEPT: Record<Feed['kind'], string> = {
  rss: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
  atom: 'application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
  'google-news': 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
  'hacker-news': 'application/json',
  reddit: 'application/json',
};

/**
 * One polite GET: a conditional request when we hold validators, a time-out, a size cap, and a
 * result instead of an exception whatever the network does.
 */
export async function fetchFeed(feed: Feed, validators: Validators, options: FetchFeedOptions): Promise<FetchOutcome> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const headers: Record<string, string> = { accept: ACCEPT[feed.kind], 'user-agent': options.userAgent };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  try {
    const response = await (options.fetch ?? fetch)(feed.url, { headers, signal, redirect: 'follow' });
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
    const received = {
      etag: response.headers.get('etag') ?? validators.etag,
      lastModified: response.headers.get('last-modified') ?? validators.lastModified,
    };
    if (response.status === 304) {
      await response.body?.cancel();
      return { kind: 'not-modified', status: 304, validators: received, retryAfterMs };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { kind: 'failed', status: response.status, error: `answered HTTP ${response.status}`, retryAfterMs };
    }
    const body = await readCapped(response);
    if (body === null)
      return { kind: 'failed', status: response.status, error: `answer larger than ${MAX_RESPONSE_BYTES} bytes`, retryAfterMs };
    return { kind: 'fresh', status: response.status, body, validators: received, retryAfterMs };
  } catch (error) {
    return { kind: 'failed', status: null, error: describeFailure(error, timeout, options.timeoutMs), retryAfterMs: null };
  }
}

/** The body as text, or null once it passes the cap (the rest is never downloaded). */
async function readCapped(response: Response): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_RESPONSE_BYTES) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return decode(Buffer.concat(chunks), response.headers.get('content-type'));
}

function decode(bytes: Buffer, contentType: string | null): string {
  const charset = /charset="?([\w-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    // An unknown charset label: UTF-8 reads most of it.
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : null;
}

function describeFailure(error: unknown, timeout: AbortSignal, timeoutMs: number): string {
  if (timeout.aborted) return `timed out after ${timeoutMs} ms`;
  const err = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err.name === 'AbortError') return 'cancelled: the request ran out of time';
  const code = err.cause?.code;
  return code ? `could not connect (${code})` : (err.cause?.message ?? err.message ?? 'network error');
}
