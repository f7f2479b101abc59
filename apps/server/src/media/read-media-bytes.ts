import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Every chunk but a media's last holds exactly this many bytes (decision 034), so a byte's chunk is its offset / size. */
export const MEDIA_CHUNK_BYTES = 1024 * 1024;
/** Chunks fetched per query: few round trips, and at most 4 MiB held at once. */
const CHUNKS_PER_QUERY = 4;

export interface ByteRange {
  /** First byte, from 0. */
  start?: number;
  /** Last byte, inclusive (as in HTTP Range and fs.createReadStream); absent: to the end. */
  end?: number;
}

/**
 * A media's bytes, or a range of them, read a few chunks per query: a 500 MB video streams out in
 * constant memory. Ends early, without an error, if the media is gone meanwhile; the caller knows
 * its size (size_bytes) and can tell.
 */
export async function* readMediaBytes(
  db: Kysely<DB>,
  mediaId: string,
  range: ByteRange = {},
): AsyncGenerator<Uint8Array, void, undefined> {
  const start = Math.max(0, range.start ?? 0);
  const end = range.end ?? Number.POSITIVE_INFINITY;
  if (end < start) return;
  let seq = Math.floor(start / MEDIA_CHUNK_BYTES);
  const lastSeq = Number.isFinite(end) ? Math.floor(end / MEDIA_CHUNK_BYTES) : Number.MAX_SAFE_INTEGER;
  while (seq <= lastSeq) {
    const rows = await db
      .selectFrom('media_chunks')
      .select(['seq', 'bytes'])
      .where('media_id', '=', mediaId)
      .where('seq', '>=', seq)
      .where('seq', '<', Math.min(seq + CHUNKS_PER_QUERY, lastSeq + 1))
      .orderBy('seq')
      .execute();
    for (const row of rows) {
      if (row.seq !== seq) return;
      const chunkStart = row.seq * MEDIA_CHUNK_BYTES;
      const from = Math.max(0, start - chunkStart);
      const to = Math.min(row.bytes.byteLength, end - chunkStart + 1);
      if (from < to) yield from === 0 && to === row.bytes.byteLength ? row.bytes : row.bytes.subarray(from, to);
      if (row.bytes.byteLength < MEDIA_CHUNK_BYTES) return;
      seq += 1;
    }
    if (rows.length < CHUNKS_PER_QUERY) return;
  }
}

/** A range of a media's bytes in one buffer, for the small reads the inspectors make (headers, directories). */
export async function readMediaRange(db: Kysely<DB>, mediaId: string, start: number, length: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const part of readMediaBytes(db, mediaId, { start, end: start + length - 1 })) parts.push(part);
  return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
}
