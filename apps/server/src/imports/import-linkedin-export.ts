import type { Readable } from 'node:stream';
import { checkImportFile, IMPORT_MAX_BYTES } from '@cadence/contract/linkedin/import-limits';
import type { TImportResult } from '@cadence/contract/linkedin/import-linkedin-data';
import type { Deps } from '../deps';
import { AppError } from '../errors/app-error';
import { importDurationSeconds } from '../metrics/cadence-metrics';
import { getInsights } from './get-insights';
import { claimImportSlot } from './import-slot';
import { readExportInWorker } from './read-export-in-worker';
import { saveUpload, sweepStaleUploads } from './save-upload';
import { saveImportedExport } from './save-imported-export';

/** An export as it arrives: the multipart file part, not yet read. */
export interface IncomingExport {
  filename: string;
  stream: Readable;
  /** From Content-Length: lets a too-large file be named with its real size. */
  declaredBytes: number | null;
  /** The multipart reader cut the file at its limit. */
  isTruncated(): boolean;
}

// The request holds a few hundred bytes of multipart framing around the file itself.
const MULTIPART_SLACK_BYTES = 64 * 1024;

/** The spec's two checks, before a byte is stored: a .zip name, and no more than 100 MB declared. */
export function refuseUnfitUpload(upload: IncomingExport): void {
  const declared = upload.declaredBytes ?? 0;
  const refused =
    checkImportFile({ name: upload.filename, size: 0 }) ??
    (declared > IMPORT_MAX_BYTES + MULTIPART_SLACK_BYTES ? checkImportFile({ name: upload.filename, size: declared }) : null);
  if (!refused) return;
  // Read what is left, so the client hears the answer instead of a reset connection.
  upload.stream.resume();
  throw new AppError(refused.startsWith('File too large') ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', refused);
}

/**
 * The whole import (issue 10): claim the member's one slot, stream the upload to a temporary file,
 * read it, summarise it, then replace the member's previous data in one transaction. Any failure
 * before that transaction commits leaves the previous import exactly as it was; the uploaded
 * archive is removed whatever happens.
 */
export async function importLinkedInExport(
  deps: Pick<Deps, 'database' | 'config'>,
  userId: string,
  upload: IncomingExport,
): Promise<TImportResult> {
  refuseUnfitUpload(upload);
  void sweepStaleUploads(deps.config.uploadDir);
  const slot = await claimImportSlot(deps.database, userId).catch((error: unknown) => {
    upload.stream.resume();
    throw error;
  });
  let saved: Awaited<ReturnType<typeof saveUpload>> | null = null;
  // From the claimed slot to the saved import: receiving, reading and saving.
  const timeImport = importDurationSeconds.startTimer();
  try {
    const expected = upload.declaredBytes ?? 0;
    saved = await saveUpload(deps.config.uploadDir, upload.stream, {
      declaredBytes: upload.declaredBytes,
      isTruncated: upload.isTruncated,
      onBytes: expected ? (bytes) => slot.progress('receiving', bytes / expected) : undefined,
    });
    slot.progress('reading', 0);
    const read = await readExportInWorker(saved.path, (stage, share) => slot.progress(stage, share));
    // The archive is never kept: gone as soon as it is read.
    await saved.remove();
    slot.progress('saving', 0);
    await slot.settle();
    const { postsProcessed, completedAt } = await saveImportedExport(deps.database, userId, slot.importId, read);
    // Drawn now, so the member's first look at the tab is instant, and proved drawable.
    const insights = await getInsights(deps, userId).catch(() => null);
    // An export with neither posts nor a profile (only connections, say) gives a tab of zeros.
    const insightsGenerated = Boolean(insights?.latest_import) && (postsProcessed > 0 || read.hasProfile);
    timeImport({ outcome: 'succeeded' });
    return {
      success: true,
      message: `Imported ${postsProcessed.toLocaleString('en-US')} post${postsProcessed === 1 ? '' : 's'} from your LinkedIn data.`,
      data: {
        posts_processed: postsProcessed,
        insights_generated: insightsGenerated,
        completed_at: completedAt.toISOString(),
        unknown_files: read.report.unknown_files,
      },
    };
  } catch (error) {
    timeImport({ outcome: 'failed' });
    await slot.release().catch(() => undefined);
    throw error;
  } finally {
    await saved?.remove();
  }
}
