/**
 * The frames in a GIF, counted by walking its blocks (an image descriptor per frame), not by
 * searching for a byte that may as well be pixel data. A GIF cut short counts what it has.
 */
export function countGifFrames(bytes: Uint8Array): number {
  let offset = 13;
  const flags = bytes[10] ?? 0;
  if (flags & 0x80) offset += 3 * (1 << ((flags & 0x07) + 1));
  let frames = 0;
  while (offset < bytes.length) {
    const block = bytes[offset];
    if (block === 0x3b) break;
    if (block === 0x21) {
      offset = skipSubBlocks(bytes, offset + 2);
    } else if (block === 0x2c) {
      frames += 1;
      const imageFlags = bytes[offset + 9] ?? 0;
      offset += 10;
      if (imageFlags & 0x80) offset += 3 * (1 << ((imageFlags & 0x07) + 1));
      offset = skipSubBlocks(bytes, offset + 1);
    } else {
      break;
    }
  }
  return frames;
}

function skipSubBlocks(bytes: Uint8Array, offset: number): number {
  let at = offset;
  while (at < bytes.length) {
    const size = bytes[at]!;
    at += 1 + size;
    if (size === 0) break;
  }
  return at;
}
