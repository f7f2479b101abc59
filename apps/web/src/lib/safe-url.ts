/**
 * Evidence links come from third-party feeds; only http(s) may become an href, so a
 * `javascript:` or `data:` URL in a feed can never run in the member's session.
 */
export function safeExternalUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
