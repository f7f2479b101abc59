import { inflateSync } from 'fflate';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../errors/app-error';
import { readMediaBytes, readMediaRange } from './read-media-bytes';

export interface OfficeDocument {
  mimeType: string;
  /** Slides of a PPTX (from the ZIP's central directory), pages of a DOCX as Word saved them; null where the file does not say. */
  pages: number | null;
}

const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const NOT_OFFICE = 'That file is a ZIP archive, not a PowerPoint or Word document. Choose a PDF, PPTX or DOCX.';
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
/** End of central directory: 22 bytes and a comment of up to 65,535. */
const EOCD_SEARCH_BYTES = 22 + 0xffff;
const CENTRAL_DIRECTORY_MAX_BYTES = 16 * 1024 * 1024;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

/**
 * A stored ZIP read from its end, as unzip does: the end-of-central-directory record, then the
 * central directory (entry names and offsets), so a 100 MB PPTX costs a few reads. A PPTX's slides
 * are its `ppt/slides/slideN.xml` entries; a DOCX's pages are what Word saved in docProps/app.xml.
 */
export async function readZipDocument(db: Kysely<DB>, mediaId: string, sizeBytes: number): Promise<OfficeDocument> {
  const entries = await readCentralDirectory(db, mediaId, sizeBytes);
  const names = new Set(entries.map((e) => e.name));
  if (names.has('ppt/presentation.xml')) {
    const slides = entries.filter((e) => /^ppt\/slides\/slide\d+\.xml$/.test(e.name)).length;
    return { mimeType: PPTX, pages: slides };
  }
  if (names.has('word/document.xml')) {
    const app = entries.find((e) => e.name === 'docProps/app.xml');
    const xml = app ? await readEntryText(db, mediaId, app) : null;
    const pages = xml ? /<(?:\w+:)?Pages>(\d+)</.exec(xml)?.[1] : undefined;
    return { mimeType: DOCX, pages: pages ? Number(pages) : null };
  }
  throw new AppError('BAD_REQUEST', NOT_OFFICE);
}

async function readCentralDirectory(db: Kysely<DB>, mediaId: string, sizeBytes: number): Promise<ZipEntry[]> {
  const tailStart = Math.max(0, sizeBytes - EOCD_SEARCH_BYTES);
  const tail = await readMediaRange(db, mediaId, tailStart, sizeBytes - tailStart);
  const tailView = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  let eocd = -1;
  for (let at = tail.byteLength - 22; at >= 0; at -= 1) {
    if (tailView.getUint32(at, true) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0)
    throw new AppError(
      'BAD_REQUEST',
      'That document could not be read; it may be damaged or cut short. Save it again and retry.',
    );
  const count = tailView.getUint16(eocd + 10, true);
  const directoryBytes = tailView.getUint32(eocd + 12, true);
  const directoryOffset = tailView.getUint32(eocd + 16, true);
  // ZIP64 markers, or a directory past the end: not a document Office saved (nor one we can read cheaply).
  if (
    directoryOffset === 0xffffffff ||
    directoryBytes > CENTRAL_DIRECTORY_MAX_BYTES ||
    directoryOffset + directoryBytes > sizeBytes
  ) {
    throw new AppError(
      'BAD_REQUEST',
      'That document could not be read; it may be damaged or cut short. Save it again and retry.',
    );
  }
  const directory = await readMediaRange(db, mediaId, directoryOffset, directoryBytes);
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count && at + 46 <= directory.byteLength; i += 1) {
    if (view.getUint32(at, true) !== CENTRAL_SIGNATURE) break;
    const nameLength = view.getUint16(at + 28, true);
    entries.push({
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      localHeaderOffset: view.getUint32(at + 42, true),
      name: new TextDecoder().decode(directory.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** One small entry (docProps/app.xml is a few hundred bytes), inflated; null when it is not one we can read. */
async function readEntryText(db: Kysely<DB>, mediaId: string, entry: ZipEntry): Promise<string | null> {
  if (entry.compressedSize > 1024 * 1024) return null;
  const local = await readMediaRange(db, mediaId, entry.localHeaderOffset, 30);
  if (local.byteLength < 30) return null;
  const view = new DataView(local.buffer, local.byteOffset, local.byteLength);
  const dataStart = entry.localHeaderOffset + 30 + view.getUint16(26, true) + view.getUint16(28, true);
  const data = await readMediaRange(db, mediaId, dataStart, entry.compressedSize);
  try {
    const bytes = entry.method === 8 ? inflateSync(data) : entry.method === 0 ? data : null;
    return bytes ? new TextDecoder().decode(bytes) : null;
  } catch {
    return null;
  }
}

const utf16 = (text: string) => Buffer.from(text, 'utf16le');
const WORD_STREAM = utf16('WordDocument');
const POWERPOINT_STREAM = utf16('PowerPoint Document');

/**
 * A Word 97–2003 or PowerPoint 97–2003 file (an OLE compound file) told apart by the name of its main
 * stream in the file's directory, searched chunk by chunk (the directory may sit anywhere). Their
 * page counts are not read: pages are null.
 */
export async function readCompoundDocument(db: Kysely<DB>, mediaId: string): Promise<OfficeDocument> {
  let carry = Buffer.alloc(0);
  for await (const chunk of readMediaBytes(db, mediaId)) {
    const window = Buffer.concat([carry, chunk]);
    if (window.includes(POWERPOINT_STREAM)) return { mimeType: 'application/vnd.ms-powerpoint', pages: null };
    if (window.includes(WORD_STREAM)) return { mimeType: 'application/msword', pages: null };
    carry = window.subarray(Math.max(0, window.length - POWERPOINT_STREAM.length));
  }
  throw new AppError(
    'BAD_REQUEST',
    'That file is an Office file but not a Word or PowerPoint document (an Excel workbook, perhaps). Choose a PDF, PPTX or DOCX.',
  );
}
