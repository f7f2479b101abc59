import { open as openFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../errors/app-error';

/**
 * Limits no real LinkedIn export comes near (a Complete archive holds about a hundred files and
 * inflates to a few hundred MB), checked on the central directory before anything is inflated.
 */
export const ARCHIVE_LIMITS = {
  maxEntries: 5_000,
  /** All entries together, as declared. */
  maxTotalInflatedBytes: 2 * 1024 ** 3,
  /** Text deflates 3-10×; a zip bomb 1,000×. Only entries past minRatioCheckedBytes are judged. */
  maxRatio: 100,
  minRatioCheckedBytes: 1024 * 1024,
};

const AS_SENT = 'Upload the export as LinkedIn sent it.';
const reject = (message: string) => new AppError('UNPROCESSABLE', message);
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

export const DAMAGED_ARCHIVE =
  'This ZIP archive is damaged or incomplete (it may not have finished downloading). Download your export from LinkedIn again and upload it.';

/** An archive whose central directory passed every check, ready to inflate entries one by one. */
export interface ExportArchive {
  /** Files only (folders left out), in archive order. */
  entries: Entry[];
  /** The entry's inflated bytes; the stream fails if the entry holds more than it declared. */
  openEntry(entry: Entry): Promise<Readable>;
  close(): void;
}

/**
 * Opens an uploaded export and checks it whole before a byte is inflated: ZIP signature, entry
 * count, encryption, paths that climb out of the archive, overlapping entries, declared sizes and
 * ratios. Every refusal is an AppError a person can act on.
 */
export async function openExportArchive(zipPath: string): Promise<ExportArchive> {
  await assertZipSignature(zipPath);
  const zip = await new Promise<ZipFile>((resolve, fail) =>
    yauzl.open(zipPath, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false }, (error, z) =>
      error ? fail(describeZipError(error)) : resolve(z),
    ),
  );
  try {
    if (zip.entryCount > ARCHIVE_LIMITS.maxEntries) {
      throw reject(
        `This archive holds ${zip.entryCount.toLocaleString('en-US')} files; a LinkedIn export holds far fewer. ${AS_SENT}`,
      );
    }
    const entries = await readCentralDirectory(zip);
    return {
      entries,
      openEntry: (entry) =>
        new Promise((resolve, fail) =>
          zip.openReadStream(entry, (error, stream) => (error ? fail(describeZipError(error, entry.fileName)) : resolve(stream))),
        ),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** A ZIP starts with a local file header, or with the end record when it is empty. */
async function assertZipSignature(zipPath: string) {
  const handle = await openFile(zipPath, 'r');
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    const signature = bytesRead === 4 ? buffer.readUInt32LE(0) : 0;
    if (signature !== 0x04034b50 && signature !== 0x06054b50) {
      throw reject('This file is not a ZIP archive. Upload the .zip file LinkedIn sent you, as it arrived.');
    }
  } finally {
    await handle.close();
  }
}

function readCentralDirectory(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, fail) => {
    const entries: Entry[] = [];
    const localHeaders = new Set<number>();
    let declaredTotal = 0;
    zip.on('error', (error: Error) => fail(describeZipError(error)));
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      const problem = checkEntry(entry, localHeaders, (declaredTotal += entry.uncompressedSize));
      if (problem) return fail(problem);
      if (!entry.fileName.endsWith('/')) entries.push(entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

function checkEntry(entry: Entry, localHeaders: Set<number>, declaredTotal: number): AppError | null {
  const name = entry.fileName;
  if (entry.isEncrypted()) return reject(`This archive is password-protected (${name}). ${AS_SENT}`);
  // Two entries sharing their data is how a small archive inflates to terabytes (overlapping bombs).
  if (localHeaders.has(entry.relativeOffsetOfLocalHeader)) {
    return reject(`This archive's files overlap one another, a trick no LinkedIn export uses. ${AS_SENT}`);
  }
  localHeaders.add(entry.relativeOffsetOfLocalHeader);
  const { uncompressedSize: inflated, compressedSize: deflated } = entry;
  if (inflated >= ARCHIVE_LIMITS.minRatioCheckedBytes && inflated > Math.max(deflated, 1) * ARCHIVE_LIMITS.maxRatio) {
    return reject(
      `This archive cannot be imported: ${name} would expand from ${mb(deflated)} to ${mb(inflated)}, far more than any LinkedIn export does (a zip bomb). ${AS_SENT}`,
    );
  }
  if (declaredTotal > ARCHIVE_LIMITS.maxTotalInflatedBytes) {
    return reject(
      `This archive cannot be imported: its files would expand to more than ${mb(ARCHIVE_LIMITS.maxTotalInflatedBytes)}, far more than any LinkedIn export (a zip bomb). ${AS_SENT}`,
    );
  }
  return null;
}

/** yauzl's and zlib's faults, said for a person. */
export function describeZipError(error: Error, entryName?: string): AppError {
  if (error instanceof AppError) return error;
  const message = error.message;
  if (/absolute path|invalid relative path|invalid characters in fileName/.test(message)) {
    const name = message.split(': ').slice(1).join(': ');
    return reject(`This archive holds a file whose path leads outside the archive (${name.slice(0, 80)}). ${AS_SENT}`);
  }
  if (/too many bytes in the stream/.test(message)) {
    return reject(
      `This archive cannot be imported: ${entryName ?? 'a file'} holds more data than the archive declares (a zip bomb). ${AS_SENT}`,
    );
  }
  if (/unsupported compression method/.test(message)) {
    return reject(`${entryName ?? 'A file'} is compressed in a way Cadence cannot read. ${AS_SENT}`);
  }
  if (/encrypt/.test(message)) return reject(`This archive is password-protected. ${AS_SENT}`);
  if (/multi-disk/.test(message)) return reject(`This archive is split into several parts. ${AS_SENT}`);
  return reject(DAMAGED_ARCHIVE);
}
