import type { TParsedFileReport } from '@cadence/contract/linkedin/import-linkedin-data';
import type { Entry } from 'yauzl';
import { AppError } from '../errors/app-error';
import { EXPORT_FILES, findExportFile, type ExportFile } from './export-files';
import { emptyExport, type LinkedInExport } from './linkedin-export';
import { describeZipError, openExportArchive } from './open-export-archive';
import { readExportCsv } from './read-export-csv';

export interface ParseReport {
  files: TParsedFileReport[];
  unknown_files: string[];
  skipped_files: Array<{ path: string; reason: string }>;
}

export interface ParsedExport {
  data: LinkedInExport;
  report: ParseReport;
}

/** Told as reading goes: the share of the export's readable bytes inflated so far (0-1). */
export type ParseProgress = (share: number) => void;

export const NOT_AN_EXPORT =
  'This ZIP holds none of the files of a LinkedIn data export (Profile.csv, Shares.csv, Connections.csv, …). Check that you uploaded the archive LinkedIn sent you.';

// Small files first: a profile with no posts is still worth a report if a large file fails later.
const readingOrder = new Map(EXPORT_FILES.map((f, i) => [f, i]));

/**
 * Reads every file of design.md §4 that the archive holds, wherever it sits and however it is
 * cased, each as a stream through a real CSV parser; messages.csv is listed as skipped and never
 * inflated; files Cadence does not read are listed, never an error.
 */
export async function parseLinkedInExport(zipPath: string, onProgress?: ParseProgress): Promise<ParsedExport> {
  const archive = await openExportArchive(zipPath);
  try {
    const report: ParseReport = { files: [], unknown_files: [], skipped_files: [] };
    const toRead: Array<{ entry: Entry; file: ExportFile }> = [];
    for (const entry of archive.entries) {
      const file = findExportFile(entry.fileName);
      if (file === 'messages') {
        report.skipped_files.push({ path: entry.fileName, reason: 'Private messages: not needed for insights, so never opened' });
      } else if (file) toRead.push({ entry, file });
      else report.unknown_files.push(entry.fileName);
    }
    if (toRead.length === 0) throw new AppError('UNPROCESSABLE', NOT_AN_EXPORT);
    toRead.sort(
      (a, b) => readingOrder.get(a.file)! - readingOrder.get(b.file)! || a.entry.fileName.localeCompare(b.entry.fileName),
    );

    const data = emptyExport();
    const totalBytes = toRead.reduce((sum, { entry }) => sum + entry.uncompressedSize, 0) || 1;
    let doneBytes = 0;
    for (const { entry, file } of toRead) {
      const stream = await archive.openEntry(entry);
      let entryBytes = 0;
      if (onProgress) {
        stream.on('data', (chunk: Buffer) => {
          entryBytes += chunk.length;
          onProgress(Math.min(1, (doneBytes + entryBytes) / totalBytes));
        });
      }
      let inflateError: Error | null = null;
      stream.on('error', (error: Error) => (inflateError ??= error));
      const result = await readExportCsv(stream, file.layout, file.rows(data)).catch((error: Error) => {
        inflateError ??= error;
        return null;
      });
      // A stream that failed while inflating (a lying size, corrupt data) fails the whole import:
      // what it held cannot be trusted, and the member's previous import stays as it was.
      if (inflateError || !result) throw describeZipError(inflateError ?? new Error('unreadable entry'), entry.fileName);
      doneBytes += entry.uncompressedSize;
      report.files.push({
        path: entry.fileName,
        kind: file.kind,
        columns: result.columns,
        rows_read: result.rowsRead,
        rows_skipped: result.rowsSkipped,
        skipped: result.skipped,
        problem: result.problem,
      });
    }
    return { data, report };
  } finally {
    archive.close();
  }
}
