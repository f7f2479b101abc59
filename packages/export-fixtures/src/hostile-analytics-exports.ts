import { readFile, writeFile } from 'node:fs/promises';
import {
  analyticsExportSheets,
  drawAnalyticsExport,
  writeAnalyticsExport,
  writeWorkbook,
  type AnalyticsExportOptions,
} from './analytics-export.ts';
import { deflateRepeated } from './hostile-archives.ts';
import { METHOD_DEFLATE, ZipWriter } from './zip-writer.ts';

/**
 * Files a member (or an attacker) may send to POST /api/analytics/import instead of LinkedIn's
 * creator analytics export. Each must be refused with a sentence, and nothing saved.
 */
export const HOSTILE_ANALYTICS_KINDS = [
  'notZip',
  'truncated',
  'zipBomb',
  'lyingSizes',
  'noSheets',
  'garbageCells',
  'ambiguousDates',
] as const;
export type HostileAnalyticsKind = (typeof HOSTILE_ANALYTICS_KINDS)[number];

const MIB = 1024 * 1024;
const SMALL: AnalyticsExportOptions = { days: 30, posts: 10, seed: 3 };

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

export const hostileAnalyticsExports: Record<HostileAnalyticsKind, (path: string) => Promise<string>> = {
  /** The CSV a member might save from a spreadsheet, renamed .xlsx. */
  async notZip(path) {
    await writeFile(path, 'Date,Impressions,Engagements\n11/19/2026,420,12\n');
    return 'a CSV file renamed .xlsx';
  },

  /** A real export cut in half (a download that did not finish). */
  async truncated(path) {
    await writeAnalyticsExport(path, SMALL);
    const bytes = await readFile(path);
    await writeFile(path, bytes.subarray(0, Math.floor(bytes.length / 2)));
    return 'the first half of a real export';
  },

  /** A worksheet declaring (truthfully) 512 MiB of zeros in half a megabyte. */
  async zipBomb(path) {
    const bomb = deflateRepeated([{ chunk: Buffer.alloc(MIB), times: 512 }]);
    const writer = await ZipWriter.open(path);
    await writer.addFile('[Content_Types].xml', CONTENT_TYPES);
    await writer.addRaw({
      name: 'xl/worksheets/sheet1.xml',
      data: bomb.data,
      method: METHOD_DEFLATE,
      crc32: bomb.crc32,
      uncompressedSize: bomb.uncompressedSize,
    });
    await writer.finish();
    return `a worksheet expanding from ${bomb.data.length} bytes to 512 MiB`;
  },

  /** A worksheet declaring 2 KB that inflates to 64 MiB: only counting real bytes catches it. */
  async lyingSizes(path) {
    const content = deflateRepeated([{ chunk: Buffer.alloc(MIB, 0x20), times: 64 }]);
    const writer = await ZipWriter.open(path);
    await writer.addFile('[Content_Types].xml', CONTENT_TYPES);
    await writer.addRaw({
      name: 'xl/worksheets/sheet1.xml',
      data: content.data,
      method: METHOD_DEFLATE,
      crc32: content.crc32,
      uncompressedSize: 2_048,
    });
    await writer.finish();
    return 'a worksheet whose declared size is a lie';
  },

  /** A well-formed workbook, but someone's budget, not LinkedIn's export. */
  async noSheets(path) {
    await writeWorkbook(path, [
      {
        name: 'Sheet1',
        rows: [
          ['Budget', 'Amount'],
          ['Rent', '1200'],
        ],
      },
    ]);
    return 'a spreadsheet without the export’s sheets';
  },

  /** The export with words where ENGAGEMENT's numbers and dates belong. */
  async garbageCells(path) {
    const sheets = analyticsExportSheets(drawAnalyticsExport(SMALL), SMALL);
    const engagement = sheets.find((sheet) => sheet.name === 'ENGAGEMENT');
    if (engagement) engagement.rows[5] = ['last Tuesday', 'lots', '=1+1'];
    await writeWorkbook(path, sheets);
    return 'ENGAGEMENT with words in place of a date and counts';
  },

  /** Dates written both day-first and month-first in one file: no single reading fits. */
  async ambiguousDates(path) {
    const sheets = analyticsExportSheets(drawAnalyticsExport(SMALL), SMALL);
    const engagement = sheets.find((sheet) => sheet.name === 'ENGAGEMENT');
    if (engagement) {
      engagement.rows[1] = ['10/25/2026', '10', '1'];
      engagement.rows[2] = ['25/10/2026', '10', '1'];
    }
    await writeWorkbook(path, sheets);
    return 'dates written month-first and day-first in one file';
  },
};
