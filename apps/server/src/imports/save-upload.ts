import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTooLargeMessage, IMPORT_MAX_BYTES } from '@cadence/contract/linkedin/import-limits';
import { AppError } from '../errors/app-error';

/** A file this old was left by a process that died mid-import. */
const STALE_UPLOAD_MS = 60 * 60 * 1000;

export interface SavedUpload {
  path: string;
  bytes: number;
  /** Removes the file; safe to call twice. */
  remove(): Promise<void>;
}

/**
 * Streams an upload to a private temporary file, counting as it goes: past 100 MB it stops, removes
 * what it wrote and answers the spec's message with the size the client declared (or what had
 * arrived). `onBytes` hears the running count, for the progress bar.
 */
export async function saveUpload(
  uploadDir: string,
  source: Readable,
  options: { declaredBytes: number | null; isTruncated: () => boolean; onBytes?: (bytes: number) => void },
): Promise<SavedUpload> {
  await mkdir(uploadDir, { recursive: true, mode: 0o700 });
  const filePath = path.join(uploadDir, `${randomUUID()}.zip`);
  const saved: SavedUpload = { path: filePath, bytes: 0, remove: () => rm(filePath, { force: true }) };
  const tooLarge = (bytes: number) =>
    new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage(Math.max(bytes, options.declaredBytes ?? 0)));
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      saved.bytes += chunk.length;
      if (saved.bytes > IMPORT_MAX_BYTES) return callback(tooLarge(saved.bytes));
      options.onBytes?.(saved.bytes);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(filePath, { flags: 'wx', mode: 0o600 }));
    // The multipart reader stops at its own limit without an error: a cut file is a file too large.
    if (options.isTruncated()) throw tooLarge(saved.bytes + 1);
    return saved;
  } catch (error) {
    await saved.remove();
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', 'The upload was interrupted before the whole file arrived. Please try again.');
  }
}

const swept = new Set<string>();

/** Once per process and folder: removes uploads a crashed process left behind (the archive is never kept). */
export async function sweepStaleUploads(uploadDir: string, now = Date.now()): Promise<void> {
  if (swept.has(uploadDir)) return;
  swept.add(uploadDir);
  const names = await readdir(uploadDir).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(uploadDir, name);
      const info = await stat(file).catch(() => null);
      if (info && now - info.mtimeMs > STALE_UPLOAD_MS) await rm(file, { force: true });
    }),
  );
}
