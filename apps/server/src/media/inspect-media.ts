import {
  DOCUMENT_MAX_PAGES,
  IMAGE_MAX_GIF_FRAMES,
  IMAGE_MAX_PIXELS,
  VIDEO_MAX_DURATION_MS,
  VIDEO_MIN_BYTES,
  VIDEO_MIN_DURATION_MS,
} from '@cadence/contract/media/media-limits';
import { imageSize } from 'image-size';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../errors/app-error';
import { countGifFrames } from './count-gif-frames';
import { countPdfPages } from './count-pdf-pages';
import { describeBytes } from './describe-bytes';
import { readMediaRange } from './read-media-bytes';
import { readMp4Facts } from './read-mp4-boxes';
import { readCompoundDocument, readZipDocument } from './read-office-document';
import type { SniffedMedia } from './sniff-media-kind';

/** LinkedIn's video aspect ratios: from 1:2.4 (tall) to 2.4:1 (wide), as its Videos API page states. */
const VIDEO_MAX_ASPECT = 2.4;

export interface MediaFacts {
  mimeType: string;
  width: number | null;
  height: number | null;
  pages: number | null;
  durationMs: number | null;
}

/**
 * What LinkedIn will check, checked on the stored bytes before it sees one: pixels and frames of an
 * image, pages of a document, length, size and shape of a video. A file over a limit answers 400
 * with the limit and the file's own figure.
 */
export async function inspectMedia(
  db: Kysely<DB>,
  mediaId: string,
  sniffed: SniffedMedia,
  sizeBytes: number,
): Promise<MediaFacts> {
  switch (sniffed.format) {
    case 'jpeg':
    case 'png':
    case 'gif':
      return inspectImage(await readMediaRange(db, mediaId, 0, sizeBytes), sniffed);
    case 'pdf':
      return checkPages({ mimeType: sniffed.mimeType, pages: await countPdfPages(db, mediaId, sizeBytes) });
    case 'zip':
      return checkPages(await readZipDocument(db, mediaId, sizeBytes));
    case 'cfb':
      return checkPages(await readCompoundDocument(db, mediaId));
    case 'mp4':
      return inspectVideo(db, mediaId, sizeBytes);
  }
}

/** An image is at most 8 MB, so reading it whole to measure it is bounded. */
function inspectImage(bytes: Uint8Array, sniffed: SniffedMedia): MediaFacts {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new AppError('BAD_REQUEST', 'That image could not be read; it may be damaged. Save it again and retry.');
  }
  const width = size.width ?? 0;
  const height = size.height ?? 0;
  if (!width || !height) {
    throw new AppError('BAD_REQUEST', 'That image could not be read; it may be damaged. Save it again and retry.');
  }
  if (width * height >= IMAGE_MAX_PIXELS) {
    throw new AppError(
      'BAD_REQUEST',
      `Images must have fewer than ${IMAGE_MAX_PIXELS.toLocaleString('en-US')} pixels; this one is ${width} × ${height} (${(width * height).toLocaleString('en-US')}). Resize it and try again.`,
    );
  }
  if (sniffed.format === 'gif') {
    const frames = countGifFrames(bytes);
    if (frames > IMAGE_MAX_GIF_FRAMES) {
      throw new AppError(
        'BAD_REQUEST',
        `An animated GIF can have at most ${IMAGE_MAX_GIF_FRAMES} frames; this one has ${frames}. Shorten it and try again.`,
      );
    }
  }
  return { mimeType: sniffed.mimeType, width, height, pages: null, durationMs: null };
}

function checkPages(document: { mimeType: string; pages: number | null }): MediaFacts {
  if (document.pages !== null && document.pages > DOCUMENT_MAX_PAGES) {
    throw new AppError(
      'BAD_REQUEST',
      `Documents can have at most ${DOCUMENT_MAX_PAGES} pages; this one has ${document.pages}. Split it and try again.`,
    );
  }
  if (document.pages === 0) throw new AppError('BAD_REQUEST', 'That document has no pages. Choose one with something to show.');
  return { mimeType: document.mimeType, width: null, height: null, pages: document.pages, durationMs: null };
}

async function inspectVideo(db: Kysely<DB>, mediaId: string, sizeBytes: number): Promise<MediaFacts> {
  if (sizeBytes < VIDEO_MIN_BYTES) {
    throw new AppError(
      'BAD_REQUEST',
      `Videos must be at least ${VIDEO_MIN_BYTES / 1024} KB; this one is ${describeBytes(sizeBytes)}. Choose a longer video.`,
    );
  }
  const facts = await readMp4Facts(db, mediaId, sizeBytes);
  if (!facts) {
    throw new AppError(
      'BAD_REQUEST',
      'That MP4 video could not be read (no length or picture size in it); it may be damaged. Export it again and retry.',
    );
  }
  const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0).replace(/\.0$/, '')} seconds`;
  if (facts.durationMs < VIDEO_MIN_DURATION_MS) {
    throw new AppError(
      'BAD_REQUEST',
      `Videos must be at least ${VIDEO_MIN_DURATION_MS / 1000} seconds long; this one is ${seconds(facts.durationMs)}.`,
    );
  }
  if (facts.durationMs > VIDEO_MAX_DURATION_MS) {
    throw new AppError(
      'BAD_REQUEST',
      `Videos can be at most ${VIDEO_MAX_DURATION_MS / 60_000} minutes long; this one is ${Math.ceil(facts.durationMs / 60_000)} minutes. Trim it and try again.`,
    );
  }
  const ratio = facts.width / facts.height;
  if (ratio > VIDEO_MAX_ASPECT || ratio < 1 / VIDEO_MAX_ASPECT) {
    throw new AppError(
      'BAD_REQUEST',
      `Videos must be between 1:2.4 (tall) and 2.4:1 (wide); this one is ${facts.width} × ${facts.height}. Crop it and try again.`,
    );
  }
  return { mimeType: 'video/mp4', width: facts.width, height: facts.height, pages: null, durationMs: facts.durationMs };
}
