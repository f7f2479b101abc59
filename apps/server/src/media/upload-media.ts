import type { Readable } from 'node:stream';
import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '@cadence/contract/media/media-limits';
import type { TMedia } from '@cadence/contract/media/media';
import type { MediaKind } from '../db/schema';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import { describeBytes } from './describe-bytes';
import { inspectMedia } from './inspect-media';
import { sniffMediaKind, WHAT_WE_TAKE } from './sniff-media-kind';
import { MEDIA_COLUMNS, toMedia } from './to-media';
import { rechunk, writeMediaChunks } from './write-media-chunks';

export interface IncomingMedia {
  fileName: string;
  altText: string | null;
  stream: Readable;
  /** The request's Content-Length, for the size a refusal names when the file is cut off early. */
  declaredBytes: number | null;
  /** True when the multipart reader stopped at its own limit (the largest kind's) without an error. */
  isTruncated: () => boolean;
}

const LIMITS: Record<MediaKind, { maxBytes: number; noun: string }> = {
  image: { maxBytes: IMAGE_MAX_BYTES, noun: 'Images' },
  document: { maxBytes: DOCUMENT_MAX_BYTES, noun: 'Documents' },
  video: { maxBytes: VIDEO_MAX_BYTES, noun: 'Videos' },
};

/**
 * Stores an upload a chunk at a time (decision 034): the first chunk decides the kind from the
 * bytes, the row is created as 'receiving', each further chunk is counted against the kind's limit
 * and inserted before the next is read, then the stored file is inspected against LinkedIn's limits
 * and marked 'ready'. Any refusal or failure removes the row and its chunks: nothing is kept.
 */
export async function uploadMedia(
  deps: Pick<Deps, 'database' | 'keys'>,
  userId: string,
  incoming: IncomingMedia,
): Promise<TMedia> {
  const { db } = deps.database;
  // Not destroyed when we stop early: the rest is drained below, so the client reads our answer.
  const chunks = rechunk(incoming.stream.iterator({ destroyOnReturn: false }));
  let mediaId: string | null = null;
  try {
    const first = await chunks.next();
    if (first.done) throw new AppError('BAD_REQUEST', `That file is empty. Choose ${WHAT_WE_TAKE}.`);
    const sniffed = await sniffMediaKind(first.value);
    const limit = LIMITS[sniffed.kind];
    const tooLarge = (bytesSoFar: number) =>
      new AppError(
        'PAYLOAD_TOO_LARGE',
        `${limit.noun} can be at most ${describeBytes(limit.maxBytes)}; this one is ${describeBytes(Math.max(bytesSoFar, incoming.declaredBytes ?? 0))}.`,
      );
    const created = await db
      .insertInto('media')
      .values({
        user_id: userId,
        kind: sniffed.kind,
        mime_type: sniffed.mimeType,
        file_name: cleanFileName(incoming.fileName, sniffed.kind),
        alt_text: incoming.altText,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    mediaId = created.id;
    const written = await writeMediaChunks(db, mediaId, prepend(first.value, chunks), (bytesSoFar) => {
      if (bytesSoFar > limit.maxBytes) throw tooLarge(bytesSoFar);
    });
    if (incoming.isTruncated()) throw tooLarge(written.sizeBytes + 1);
    const facts = await inspectMedia(db, mediaId, sniffed, written.sizeBytes);
    const ready = await db
      .updateTable('media')
      .set({
        status: 'ready',
        mime_type: facts.mimeType,
        size_bytes: written.sizeBytes,
        sha256: written.sha256,
        width: facts.width,
        height: facts.height,
        pages: facts.pages,
        duration_ms: facts.durationMs,
      })
      .where('id', '=', mediaId)
      .returning(MEDIA_COLUMNS)
      .executeTakeFirstOrThrow();
    return toMedia(ready, deps);
  } catch (error) {
    if (mediaId) await db.deleteFrom('media').where('id', '=', mediaId).execute();
    // Detach our reader (a stream with a 'readable' listener never flows), then let the rest drain.
    await chunks.return();
    incoming.stream.resume();
    throw error;
  }
}

/** Removes a stored upload the request then turned out not to want (a second file in the same body). */
export async function discardMedia(deps: Pick<Deps, 'database'>, userId: string, mediaId: string): Promise<void> {
  await deps.database.db.deleteFrom('media').where('id', '=', mediaId).where('user_id', '=', userId).execute();
}

async function* prepend(first: Uint8Array, rest: AsyncGenerator<Uint8Array, void, undefined>) {
  yield first;
  yield* rest;
}

/** The name as the member knows it, without any folder a browser sent along; a default when none came. */
function cleanFileName(name: string, kind: MediaKind): string {
  const base = name.split(/[\\/]/).pop()?.trim().slice(0, 255);
  return base || { image: 'image', document: 'document', video: 'video' }[kind];
}
