import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import { checkMediaSignature } from './media-url-signing';
import { readMediaBytes } from './read-media-bytes';
import { NO_SUCH_MEDIA } from './update-media-alt-text';

export interface MediaContent {
  mimeType: string;
  sizeBytes: number;
  /** The answer's status: 200 for the whole file, 206 for a range, 416 for a range outside it. */
  status: 200 | 206 | 416;
  /** Content-Range for a 206. */
  contentRange: string | null;
  contentLength: number;
  body: AsyncIterable<Uint8Array>;
}

/**
 * A signed link's bytes, whole or a range of them (a <video> seeks with Range). The signature is
 * the only key here (no bearer header travels in an <img>): a forged one answers 403, an expired
 * one 403 with what to do, a file since deleted 404.
 */
export async function openMediaContent(
  deps: Pick<Deps, 'database' | 'keys'>,
  mediaId: string,
  link: { expires: number; signature: string },
  rangeHeader: string | undefined,
): Promise<MediaContent> {
  const check = checkMediaSignature(deps.keys.mediaSigning, mediaId, link.expires, link.signature);
  if (check === 'invalid')
    throw new AppError('FORBIDDEN', 'This link to a file is not valid. Open the post again to get a fresh one.');
  if (check === 'expired')
    throw new AppError('FORBIDDEN', 'This link to a file has expired. Reload the page to get a fresh one.');
  const row = await deps.database.db
    .selectFrom('media')
    .select(['mime_type', 'size_bytes'])
    .where('id', '=', mediaId)
    .where('status', '=', 'ready')
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', NO_SUCH_MEDIA);
  const sizeBytes = Number(row.size_bytes);
  const range = parseRange(rangeHeader, sizeBytes);
  const { db } = deps.database;
  if (range === 'unsatisfiable') {
    return {
      mimeType: row.mime_type,
      sizeBytes,
      status: 416,
      contentRange: `bytes */${sizeBytes}`,
      contentLength: 0,
      body: [] as never,
    };
  }
  if (!range) {
    return {
      mimeType: row.mime_type,
      sizeBytes,
      status: 200,
      contentRange: null,
      contentLength: sizeBytes,
      body: readMediaBytes(db, mediaId),
    };
  }
  return {
    mimeType: row.mime_type,
    sizeBytes,
    status: 206,
    contentRange: `bytes ${range.start}-${range.end}/${sizeBytes}`,
    contentLength: range.end - range.start + 1,
    body: readMediaBytes(db, mediaId, range),
  };
}

/**
 * One `bytes=` range (RFC 9110 §14.1.2): `a-b`, `a-` or the last `-n` bytes. Several ranges, or a
 * header we cannot read, answer the whole file, as the RFC allows; a range past the end is 416.
 */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (!match[1] && !match[2])) return null;
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
