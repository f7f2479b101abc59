import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { readMediaRange } from './read-media-bytes';

/** A 30-minute video's moov box (sample tables) runs to a few megabytes; beyond this it is not one we can read. */
const MOOV_MAX_BYTES = 32 * 1024 * 1024;

export interface Mp4Facts {
  durationMs: number;
  /** The picture as shown: a rotated track's width and height are swapped. */
  width: number;
  height: number;
}

/**
 * Duration and picture size from a stored MP4's boxes (ISO/IEC 14496-12): the top-level boxes are
 * walked by their headers, reading 16 bytes each, and only `moov` is read whole, so a 500 MB video
 * costs a few reads. Answers null when there is no readable moov/mvhd or no video track.
 */
export async function readMp4Facts(db: Kysely<DB>, mediaId: string, sizeBytes: number): Promise<Mp4Facts | null> {
  let offset = 0;
  while (offset + 8 <= sizeBytes) {
    const header = await readMediaRange(db, mediaId, offset, Math.min(16, sizeBytes - offset));
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    const type = ascii(header, 4, 8);
    let size = view.getUint32(0);
    let headerBytes = 8;
    if (size === 1) {
      if (header.byteLength < 16) return null;
      size = Number(view.getBigUint64(8));
      headerBytes = 16;
    } else if (size === 0) {
      size = sizeBytes - offset;
    }
    if (size < headerBytes) return null;
    if (type === 'moov') {
      if (size > MOOV_MAX_BYTES || offset + size > sizeBytes) return null;
      const moov = await readMediaRange(db, mediaId, offset + headerBytes, size - headerBytes);
      return readMoov(moov);
    }
    offset += size;
  }
  return null;
}

interface Box {
  type: string;
  body: Uint8Array;
}

function* children(bytes: Uint8Array): Generator<Box> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  while (offset + 8 <= bytes.byteLength) {
    let size = view.getUint32(offset);
    let headerBytes = 8;
    if (size === 1) {
      if (offset + 16 > bytes.byteLength) return;
      size = Number(view.getBigUint64(offset + 8));
      headerBytes = 16;
    } else if (size === 0) {
      size = bytes.byteLength - offset;
    }
    if (size < headerBytes || offset + size > bytes.byteLength) return;
    yield { type: ascii(bytes, offset + 4, offset + 8), body: bytes.subarray(offset + headerBytes, offset + size) };
    offset += size;
  }
}

const child = (bytes: Uint8Array, type: string) => [...children(bytes)].find((box) => box.type === type)?.body;

function readMoov(moov: Uint8Array): Mp4Facts | null {
  const mvhd = child(moov, 'mvhd');
  if (!mvhd || mvhd.byteLength < 20) return null;
  const mv = new DataView(mvhd.buffer, mvhd.byteOffset, mvhd.byteLength);
  const version = mvhd[0];
  const timescale = version === 1 ? mv.getUint32(20) : mv.getUint32(12);
  const duration = version === 1 ? Number(mv.getBigUint64(24)) : mv.getUint32(16);
  if (!timescale) return null;

  let picture: { width: number; height: number } | null = null;
  for (const box of children(moov)) {
    if (box.type !== 'trak') continue;
    const handler = child(child(box.body, 'mdia') ?? new Uint8Array(), 'hdlr');
    const isVideo = handler ? ascii(handler, 8, 12) === 'vide' : true;
    const tkhd = child(box.body, 'tkhd');
    if (!isVideo || !tkhd) continue;
    const size = readTrackSize(tkhd);
    if (size && size.width > 0 && size.height > 0) {
      picture = size;
      break;
    }
  }
  if (!picture) return null;
  return { durationMs: Math.round((duration / timescale) * 1000), ...picture };
}

/** tkhd's width and height (16.16 fixed point), swapped when its matrix turns the picture a quarter. */
function readTrackSize(tkhd: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(tkhd.buffer, tkhd.byteOffset, tkhd.byteLength);
  const matrixAt = tkhd[0] === 1 ? 52 : 40;
  const sizeAt = matrixAt + 36;
  if (tkhd.byteLength < sizeAt + 8) return null;
  const width = Math.round(view.getUint32(sizeAt) / 65536);
  const height = Math.round(view.getUint32(sizeAt + 4) / 65536);
  const a = view.getInt32(matrixAt);
  const b = view.getInt32(matrixAt + 4);
  const quarterTurn = a === 0 && b !== 0;
  return quarterTurn ? { width: height, height: width } : { width, height };
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}
