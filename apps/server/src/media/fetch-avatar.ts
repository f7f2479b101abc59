import type { CarouselAuthor } from './render-carousel-pdf';

const AVATAR_TIMEOUT_MS = 2_000;
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The member's picture for a carousel's footer, when it is a PNG or JPEG that arrives within two
 * seconds (an http(s) link, or the data: URL the sandbox may hold). Anything else — no picture, a
 * slow or failing host, another format, too large — answers null, and the footer shows initials:
 * a carousel never fails over its avatar.
 */
export async function fetchAvatar(pictureUrl: string | null): Promise<CarouselAuthor['avatar']> {
  if (!pictureUrl) return null;
  try {
    const url = new URL(pictureUrl);
    let bytes: Uint8Array;
    if (url.protocol === 'data:') {
      const match = /^data:image\/[\w+.-]+;base64,(.*)$/s.exec(pictureUrl);
      if (!match) return null;
      bytes = Buffer.from(match[1]!, 'base64');
    } else if (url.protocol === 'https:' || url.protocol === 'http:') {
      const response = await fetch(url, { signal: AbortSignal.timeout(AVATAR_TIMEOUT_MS), redirect: 'follow' });
      if (!response.ok || !response.body) return null;
      if (Number(response.headers.get('content-length') ?? 0) > AVATAR_MAX_BYTES) return null;
      bytes = await readAtMost(response.body, AVATAR_MAX_BYTES);
    } else {
      return null;
    }
    if (bytes.byteLength > AVATAR_MAX_BYTES) return null;
    if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return { bytes, format: 'png' };
    if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { bytes, format: 'jpeg' };
    return null;
  } catch {
    return null;
  }
}

/** The body, stopping one byte past `max` so a huge answer is never read whole. */
async function readAtMost(body: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array> {
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      total += value.byteLength;
      if (total > max) break;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return Buffer.concat(parts);
}
