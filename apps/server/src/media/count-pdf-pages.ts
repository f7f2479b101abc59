import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../errors/app-error';
import { readMediaRange } from './read-media-bytes';
import { readPdfPageCount } from './read-pdf-page-count';

/** pdf.js asks for the bytes it needs in ranges this size: the trailer, the cross-reference, the page tree's root. */
const RANGE_CHUNK_BYTES = 64 * 1024;

/**
 * A stored PDF's page count: from its cross-reference by readPdfPageCount (a few small reads), else
 * by pdf.js through a range transport over the stored chunks: it
 * reads the trailer, the cross-reference and the page tree's root, not the pages, so a 100 MB PDF
 * costs a few hundred kilobytes of reads (disableAutoFetch). A damaged or password-protected PDF
 * answers 400 with what to do.
 */
export async function countPdfPages(db: Kysely<DB>, mediaId: string, sizeBytes: number): Promise<number> {
  const read = (start: number, length: number) => readMediaRange(db, mediaId, start, Math.min(length, sizeBytes - start));
  const counted = await readPdfPageCount(read, sizeBytes);
  if (counted !== null) return counted;
  // What the cross-reference reader does not follow (encryption, damage, rare layouts) goes to
  // pdf.js, loaded then and not at start: a process that never meets such a file never holds it.
  const { getDocument, PDFDataRangeTransport } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const initial = await readMediaRange(db, mediaId, 0, Math.min(sizeBytes, RANGE_CHUNK_BYTES));
  const transport = new PDFDataRangeTransport(sizeBytes, initial);
  transport.requestDataRange = (begin: number, end: number) => {
    readMediaRange(db, mediaId, begin, end - begin).then(
      (bytes) => transport.onDataRange(begin, bytes),
      // pdf.js waits for a range that never comes; destroying the task below ends the wait.
      () => void task.destroy(),
    );
  };
  const task = getDocument({
    range: transport,
    length: sizeBytes,
    rangeChunkSize: RANGE_CHUNK_BYTES,
    disableAutoFetch: true,
    disableStream: true,
    disableFontFace: true,
    isEvalSupported: false,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    return document.numPages;
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException') {
      throw new AppError(
        'BAD_REQUEST',
        'That PDF is protected by a password, so LinkedIn could not show it. Save it without one and try again.',
      );
    }
    throw new AppError('BAD_REQUEST', 'That PDF could not be read; it may be damaged. Export it again and try once more.');
  } finally {
    await task.destroy();
  }
}
