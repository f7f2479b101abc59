import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** Bigger than any real feed we read; a body past this is not a feed we want to parse. */
export const MAX_BODY_CHARS = 2 * 1024 * 1024;

const ARRAY_TAGS = new Set(['item', 'entry', 'link', 'category']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Titles such as "2025" must stay text.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ARRAY_TAGS.has(name),
  // Entity expansion stays bounded (billion-laughs); the defaults are already small, these are explicit.
  processEntities: { enabled: true, maxEntityCount: 50, maxTotalExpansions: 1000, maxExpandedLength: 100_000 },
});

export type XmlNode = Record<string, unknown>;

/**
 * Parses a feed body, or says why not. Bare ampersands ("Q&A", "?a=1&b=2") are the most common
 * flaw of real feeds, so they are escaped first; anything else malformed is refused rather than
 * guessed at.
 */
export function parseXml(body: string): { document: XmlNode } | { problem: string } {
  if (body.length > MAX_BODY_CHARS) return { problem: `body too large (${body.length} characters)` };
  const text = body.replace(/^\uFEFF/, '').replace(/&(?!(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);)/gi, '&amp;');
  if (!text.trimStart().startsWith('<')) return { problem: 'not XML' };
  const valid = XMLValidator.validate(text);
  if (valid !== true) return { problem: `malformed XML: ${valid.err.msg} (line ${valid.err.line})` };
  try {
    return { document: parser.parse(text) as XmlNode };
  } catch (error) {
    return { problem: `malformed XML: ${(error as Error).message}` };
  }
}

/** The child node at `key` as an object, if it is one. */
export function child(node: unknown, key: string): XmlNode | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const value = (node as XmlNode)[key];
  if (Array.isArray(value)) return value[0] && typeof value[0] === 'object' ? (value[0] as XmlNode) : undefined;
  return value && typeof value === 'object' ? (value as XmlNode) : undefined;
}

/** The children at `key` as a list, whatever the parser made of one or many. */
export function children(node: unknown, key: string): unknown[] {
  if (!node || typeof node !== 'object') return [];
  const value = (node as XmlNode)[key];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Caps what one feed may contribute: a runaway feed must not flood storage. */
export const MAX_ITEMS_PER_FEED = 200;
