/**
 * A post's URN, from whatever names it: a URN, a feed URL (`/feed/update/urn:li:activity:…/`,
 * sometimes percent-encoded `urn%3Ali%3Ashare%3A…`, with tracking parameters), or a vanity URL
 * (`/posts/name_words-activity-7…-AbCd`). Normalised to `urn:li:{activity|share|ugcPost}:{id}`.
 *
 * An activity URN and a share or ugcPost URN of the same post carry different numbers, and nothing
 * public maps one to the other (LinkedIn's feed URLs name the activity, its Posts API the share or
 * ugcPost): they are joined only when kind and number are equal. See decision 035.
 */
export function normalisePostUrn(value: string | null | undefined): string | null {
  if (!value) return null;
  let text = value.trim();
  // Decoded at most twice: LinkedIn's share links are sometimes encoded once, copied links twice.
  for (let round = 0; round < 2 && /%[0-9a-f]{2}/i.test(text); round += 1) {
    try {
      text = decodeURIComponent(text);
    } catch {
      break;
    }
  }
  const urn = /urn:li:(activity|share|ugcPost):(\d{6,25})/i.exec(text);
  if (urn) return `urn:li:${canonicalKind(urn[1] as string)}:${urn[2] as string}`;
  const vanity = /linkedin\.com\/posts\/[^?#]*-(activity|share|ugcPost)-(\d{6,25})(?:-|$|[/?#])/i.exec(text);
  if (vanity) return `urn:li:${canonicalKind(vanity[1] as string)}:${vanity[2] as string}`;
  return null;
}

function canonicalKind(kind: string): 'activity' | 'share' | 'ugcPost' {
  const lower = kind.toLowerCase();
  return lower === 'ugcpost' ? 'ugcPost' : (lower as 'activity' | 'share');
}
