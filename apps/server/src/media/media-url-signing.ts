import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link to a member's media stays good: long enough to watch a video, short enough to leak little. */
export const MEDIA_URL_LIFETIME_MS = 60 * 60 * 1000;
/**
 * Expiries are rounded up to this step, so the schedule fetched twice within it hands the browser
 * the same links and its cache serves the images again instead of downloading them anew.
 */
const EXPIRY_STEP_MS = 10 * 60 * 1000;

/**
 * The link an <img> or <video> can open without a bearer header: the media's id and an expiry,
 * signed with a key derived from the server's secret key (decision 034).
 */
export function signMediaPath(key: Buffer, mediaId: string, now = Date.now()): string {
  const expires = Math.ceil((now + MEDIA_URL_LIFETIME_MS) / EXPIRY_STEP_MS) * EXPIRY_STEP_MS;
  const expiresSeconds = Math.floor(expires / 1000);
  return `/api/media/${mediaId}/content?expires=${expiresSeconds}&signature=${sign(key, mediaId, expiresSeconds)}`;
}

export type MediaSignatureCheck = 'valid' | 'expired' | 'invalid';

/** Checks a link's signature first (a forged expiry must not learn anything), then its expiry. */
export function checkMediaSignature(
  key: Buffer,
  mediaId: string,
  expiresSeconds: number,
  signature: string,
  now = Date.now(),
): MediaSignatureCheck {
  const expected = Buffer.from(sign(key, mediaId, expiresSeconds));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expiresSeconds * 1000 < now ? 'expired' : 'valid';
}

function sign(key: Buffer, mediaId: string, expiresSeconds: number): string {
  return createHmac('sha256', key).update(`media:${mediaId}:${expiresSeconds}`).digest('base64url');
}
