const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
};

/** Feeds escape HTML inside XML (and sometimes twice), so entities survive the XML parser. */
export function decodeEntities(text: string): string {
  let current = text;
  // Twice at most: "&amp;#8217;" is a common double escape; more than that is the text itself.
  for (let pass = 0; pass < 2 && current.includes('&'); pass++) {
    current = current.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, code: string) => {
      if (code.startsWith('#')) {
        const point =
          code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
        return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
      }
      return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
    });
  }
  return current;
}

/** Plain text from a feed field that may hold HTML: tags and scripts out, entities decoded, spaces collapsed. */
export function cleanText(value: unknown, maxLength = 2000): string {
  const raw = textOf(value);
  if (!raw) return '';
  const withoutTags = raw
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/p>|<\/li>|<\/h\d>/gi, ' ')
    .replace(/<[^>]*>/g, ' ');
  const text = decodeEntities(withoutTags)
    // Entities may have produced markup of their own (double-escaped HTML).
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return truncate(text, maxLength);
}

/** Cuts at a word boundary and marks the cut. */
export function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  // The cut may already fall between two words.
  const boundary = /\s/.test(text.charAt(maxLength - 1)) ? cut.length : cut.lastIndexOf(' ');
  return `${(boundary > maxLength * 0.6 ? cut.slice(0, boundary) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** The first sentence or two, up to `maxLength`: enough to say what an item is about. */
export function leadSentences(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const sentences = text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [];
  let lead = '';
  for (const sentence of sentences) {
    if ((lead + sentence).trim().length > maxLength) break;
    lead += sentence;
  }
  return lead.trim() || truncate(text, maxLength);
}

/** Feed fields arrive as strings, numbers, or objects with a text node (attributes present). */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return textOf(value[0]);
  if (value && typeof value === 'object' && '#text' in value) return textOf((value as { '#text': unknown })['#text']);
  return '';
}

/** Dates in RFC 822 (RSS), RFC 3339 (Atom) or epoch seconds; null when absent or nonsense. */
export function parseDate(value: unknown): Date | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? new Date(value * 1000) : null;
  const text = textOf(value).trim();
  if (!text) return null;
  const time = Date.parse(text);
  return Number.isFinite(time) ? new Date(time) : null;
}

/** http(s) URLs only: a feed may carry javascript: or relative links, which must never reach the page. */
export function httpUrl(value: unknown, base?: string): string | null {
  const text = textOf(value).trim();
  if (!text) return null;
  try {
    const url = new URL(text, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
