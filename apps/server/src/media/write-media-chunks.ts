import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../errors/app-error';
import { MEDIA_CHUNK_BYTES } from './read-media-bytes';

export const INTERRUPTED = 'The upload was interrupted before the whole file arrived. Please try again.';

/**
 * Regroups a stream's pieces (busboy hands out 64 KiB or less) into chunks of exactly
 * MEDIA_CHUNK_BYTES, the last one shorter: readMediaBytes finds any byte's chunk by division. The
 * source is only read when the next chunk is asked for, so a slow database slows the upload
 * instead of filling memory (backpressure). A source that fails (the client went away, a broken
 * multipart body) ends in a 400 with a sentence. A chunk is valid until the next one is asked for:
 * the consumer must be done with it (inserted, hashed) by then.
 */
export async function* rechunk(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array, void, undefined> {
  const chunk = Buffer.allocUnsafe(MEDIA_CHUNK_BYTES);
  let filled = 0;
  try {
    for await (const piece of source) {
      let offset = 0;
      while (offset < piece.byteLength) {
        const taken = Math.min(piece.byteLength - offset, MEDIA_CHUNK_BYTES - filled);
        chunk.set(piece.subarray(offset, offset + taken), filled);
        filled += taken;
        offset += taken;
        if (filled === MEDIA_CHUNK_BYTES) {
          // The same buffer is filled again once the consumer asks for the next chunk, that is once
          // this one's INSERT is done: a 100 MB upload leaves no 100 buffers behind for the GC.
          yield chunk;
          filled = 0;
        }
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', INTERRUPTED);
  }
  if (filled > 0) yield chunk.subarray(0, filled);
}

export interface WrittenBytes {
  sizeBytes: number;
  sha256: string;
}

/**
 * Writes chunks into media_chunks, one INSERT per chunk, each awaited before the next chunk is
 * read; `checkSize` sees the running count first and throws to stop (a file over its kind's limit).
 */
export async function writeMediaChunks(
  db: Kysely<DB>,
  mediaId: string,
  chunks: AsyncIterable<Uint8Array>,
  checkSize: (bytesSoFar: number) => void = () => {},
): Promise<WrittenBytes> {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  let seq = 0;
  for await (const bytes of chunks) {
    sizeBytes += bytes.byteLength;
    checkSize(sizeBytes);
    hash.update(bytes);
    await db.insertInto('media_chunks').values({ media_id: mediaId, seq, bytes }).execute();
    seq += 1;
  }
  return { sizeBytes, sha256: hash.digest('hex') };
}
