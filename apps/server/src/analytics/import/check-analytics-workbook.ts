import { open as openFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../errors/app-error';
import { describeZipError, openExportArchive } from '../../imports/open-export-archive';

/**
 * Limits no creator analytics export comes near: LinkedIn's own holds five small sheets (a year of
 * days, at most a hundred post rows) and inflates to well under a megabyte; a generated one with
 * 2,000 posts to about 1 MB. Checked on the central directory before anything is inflated.
 */
export const WORKBOOK_LIMITS = {
  maxEntries: 200,
  maxTotalInflatedBytes: 64 * 1024 * 1024,
};

export const AS_DOWNLOADED = 'Upload the .xlsx file exactly as linkedin.com/analytics gave it (Content → Export).';
const reject = (message: string) => new AppError('UNPROCESSABLE', message);
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

/**
 * An .xlsx is a ZIP archive. Before the spreadsheet library sees a byte, the file is checked the
 * way the data export is (signature; entry count, encryption, overlapping entries, declared sizes
 * and ratios from the central directory), then every entry is inflated once through yauzl, which
 * stops an entry that holds more than it declares: the library's own unzipper trusts local headers,
 * so it only ever reads an archive whose every size has been proved.
 */
export async function checkAnalyticsWorkbook(filePath: string): Promise<void> {
  await assertZipSignature(filePath);
  const archive = await openExportArchive(filePath).catch((error: Error) => {
    throw retell(describeZipError(error));
  });
  try {
    if (archive.entries.length > WORKBOOK_LIMITS.maxEntries) {
      throw reject(
        `This file holds ${archive.entries.length} parts; LinkedIn's analytics export holds about a dozen. ${AS_DOWNLOADED}`,
      );
    }
    const declared = archive.entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > WORKBOOK_LIMITS.maxTotalInflatedBytes) {
      throw reject(
        `This file would expand to ${mb(declared)}, far more than any LinkedIn analytics export (a zip bomb). ${AS_DOWNLOADED}`,
      );
    }
    for (const entry of archive.entries) {
      const stream = await archive.openEntry(entry);
      await pipeline(stream, new Writable({ write: (_chunk, _encoding, done) => done() })).catch((error: Error) => {
        throw retell(describeZipError(error, entry.fileName));
      });
    }
    if (!archive.entries.some((entry) => entry.fileName === 'xl/workbook.xml')) {
      throw reject(`This ZIP archive is not a spreadsheet (it has no workbook inside). ${AS_DOWNLOADED}`);
    }
  } finally {
    archive.close();
  }
}

/** A spreadsheet starts like any ZIP: a local file header. */
async function assertZipSignature(filePath: string) {
  const handle = await openFile(filePath, 'r');
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    if (bytesRead < 4 || buffer.readUInt32LE(0) !== 0x04034b50) {
      throw reject(`This file is not an Excel workbook (.xlsx); it may be a CSV or another file renamed. ${AS_DOWNLOADED}`);
    }
  } finally {
    await handle.close();
  }
}

/** The data export's sentences speak of "the export as LinkedIn sent it"; say which file instead. */
function retell(error: AppError): AppError {
  return new AppError(
    error.code,
    error.message
      .replace('Upload the export as LinkedIn sent it.', AS_DOWNLOADED)
      .replace(
        'Download your export from LinkedIn again and upload it.',
        'Export it from linkedin.com/analytics again and upload it.',
      ),
  );
}
