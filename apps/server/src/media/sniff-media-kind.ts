import type { MediaKind } from '../db/schema';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors/app-error';

/** How the inspector reads the stored bytes once they are in: the container, not the name. */
export type MediaFormat = 'jpeg' | 'png' | 'gif' | 'pdf' | 'zip' | 'cfb' | 'mp4';

export interface SniffedMedia {
  kind: MediaKind;
  format: MediaFormat;
  /** What the bytes say; for ZIP and OLE documents refined by the inspector (Word or PowerPoint). */
  mimeType: string;
}

export const WHAT_WE_TAKE = 'an image (JPEG, PNG or GIF), a document (PDF, PowerPoint or Word) or an MP4 video';

const KNOWN: Record<string, SniffedMedia> = {
  'image/jpeg': { kind: 'image', format: 'jpeg', mimeType: 'image/jpeg' },
  'image/png': { kind: 'image', format: 'png', mimeType: 'image/png' },
  // An animated PNG is a PNG to every reader that does not animate it, LinkedIn's included.
  'image/apng': { kind: 'image', format: 'png', mimeType: 'image/png' },
  'image/gif': { kind: 'image', format: 'gif', mimeType: 'image/gif' },
  'application/pdf': { kind: 'document', format: 'pdf', mimeType: 'application/pdf' },
  // A DOCX or PPTX is a ZIP; file-type names it when its first entries are in the head, and the
  // inspector decides from the central directory either way (a ZIP of photos is not a document).
  'application/zip': { kind: 'document', format: 'zip', mimeType: 'application/zip' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    kind: 'document',
    format: 'zip',
    mimeType: 'application/zip',
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    kind: 'document',
    format: 'zip',
    mimeType: 'application/zip',
  },
  // Word 97–2003 and PowerPoint 97–2003 are OLE compound files; the inspector reads which.
  'application/x-cfb': { kind: 'document', format: 'cfb', mimeType: 'application/x-cfb' },
  'video/mp4': { kind: 'video', format: 'mp4', mimeType: 'video/mp4' },
};

/** What a file's first bytes name it, file-type's words for it when it is something we do not take. */
const NAMES: Record<string, string> = {
  'image/webp': 'a WebP image',
  'image/heic': 'a HEIC photo',
  'image/heif': 'a HEIF photo',
  'image/avif': 'an AVIF image',
  'image/bmp': 'a BMP image',
  'image/tiff': 'a TIFF image',
  'image/svg+xml': 'an SVG drawing',
  'video/quicktime': 'a QuickTime (MOV) video',
  'video/x-m4v': 'an M4V video',
  'video/webm': 'a WebM video',
  'video/x-matroska': 'an MKV video',
  'video/x-msvideo': 'an AVI video',
  'audio/mpeg': 'an MP3 file',
  'application/x-rar-compressed': 'a RAR archive',
  'application/x-7z-compressed': 'a 7-Zip archive',
  'application/gzip': 'a gzip archive',
};

/**
 * Decides the kind from the file's first bytes (up to 1 MiB), never from its name or declared type.
 * Anything we do not take answers 400 with a sentence that says what the file is.
 */
export async function sniffMediaKind(head: Uint8Array): Promise<SniffedMedia> {
  if (head.byteLength === 0) throw new AppError('BAD_REQUEST', 'That file is empty. Choose ' + WHAT_WE_TAKE + '.');
  const detected = await fileTypeFromBuffer(head);
  const known = detected ? KNOWN[detected.mime] : undefined;
  if (known) return known;
  if (detected) {
    const name = NAMES[detected.mime] ?? `a ${detected.ext.toUpperCase()} file`;
    throw new AppError('BAD_REQUEST', `That file is ${name}, not ${WHAT_WE_TAKE}.`);
  }
  if (looksLikeText(head)) {
    throw new AppError('BAD_REQUEST', `That file is a text file, not ${WHAT_WE_TAKE}.`);
  }
  throw new AppError('BAD_REQUEST', `That file is not ${WHAT_WE_TAKE}, as far as its contents show.`);
}

/** Tab, line feed, form feed, carriage return and escape: the control bytes text files carry. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x1b]);

/** UTF-8 without other control bytes: text, whatever its name. */
function looksLikeText(head: Uint8Array): boolean {
  const sample = head.subarray(0, Math.min(head.byteLength, 64 * 1024));
  for (const byte of sample) {
    if ((byte < 0x20 && !TEXT_CONTROLS.has(byte)) || byte === 0x7f) return false;
  }
  try {
    // `stream`: the sample may end inside a character; only a broken sequence before that fails.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}
