/**
 * Formal writers reach for the longer, Latinate word ("demonstrate", not "show"). Only swaps that
 * keep the grammar intact in every phrasebook sentence are listed; sentence openers get the formal
 * connective a report would use.
 */
const FORMAL_WORDS: Array<[RegExp, string | ((match: string) => string)]> = [
  [/\bbig\b/g, 'substantial'],
  [/\breally\b/g, 'genuinely'],
  [/\boften\b/g, 'frequently'],
  [/\bmostly\b/g, 'predominantly'],
  [/\bquickly\b/g, 'rapidly'],
  [/\bshow\b(?! up)/g, 'demonstrate'],
  [/\btried\b/g, 'attempted'],
  [/\bhard\b(?! way)/g, 'difficult'],
  [/\bwhole\b/g, 'entire'],
  [/\bbuying\b/g, 'purchasing'],
  [/\breal\b/g, 'genuine'],
  [/\bkeeps\b/g, 'continues'],
  [/\bwatch\b/g, 'monitor'],
  [/\bwatching\b/g, 'monitoring'],
  [/\bmaybe\b/g, 'perhaps'],
  [/\bLook at\b/g, 'Consider'],
  [/\bpicked\b/g, 'selected'],
  [/\bpick\b/g, 'select'],
  [/\bcheck\b/g, 'verify'],
  [/\bfirst results\b/g, 'initial results'],
  [/\bnews\b/g, 'development'],
  [/\b(I|we|you|they|people) think\b/g, '$1 believe'],
  [/\brethink\b/g, 'reconsider'],
  [/\b(no|a|the) plan\b/g, '$1 strategy'],
  [/\beveryday work\b/g, 'day-to-day operations'],
  [/\bshows up\b/g, 'appears'],
  [/\bdealing with\b/g, 'addressing'],
  [/, so (?!that\b)(?=\p{Ll})/gu, ', and consequently '],
  [/, but (?=\p{Ll})/gu, ', although '],
  [/\btry\b/g, 'attempt'],
  [/\bmeets?\b/g, (word: string) => (word === 'meets' ? 'intersects with' : 'intersect with')],
  [/\bran one small test\b/g, 'conducted one modest test'],
  [/\brun a small test\b/g, 'conduct a modest test'],
  [/\bsmall shifts\b/g, 'incremental shifts'],
  [/\bsimple\b/g, 'straightforward'],
  [/\bearly (results|evidence)\b/g, 'preliminary $1'],
  [/\bthe numbers\b/gi, (m: string) => (m.startsWith('T') ? 'The figures' : 'the figures')],
  [/\bcloser look\b/g, 'closer examination'],
  [/\bthe people\b/g, 'the individuals'],
  [/\balso\b/g, 'additionally'],
];
const FORMAL_OPENERS: Array<[RegExp, string]> = [
  [/^So (?!what\b)(?=\p{L})/u, 'Consequently, '],
  [/^Then (?=\p{L})/u, 'Subsequently, '],
  [/^And (?=\p{L})/u, 'Moreover, '],
  [/^But (?=\p{L})/u, 'However, '],
];

/**
 * The formal register of a sentence. Words of the topic and its evidence (`protectedWords`, lower-cased)
 * are the topic's own words, not the writer's: a swap that would touch one is skipped, so "big data"
 * stays "big data" and "real-time" stays "real-time". A quoted headline (“…”) is never changed either.
 */
/**
 * Text no rewording may touch: a quoted headline (someone else's words) and a gap the member fills
 * ("[your pick of that change]" must not become "[your select of that change]").
 */
export const KEPT_AS_WRITTEN = /(“[^”]*”|\[your [^\]\n]{1,60}\])/i;
const isKeptAsWritten = (part: string) => part.startsWith('“') || /^\[your /i.test(part);

/** Rewords the plain parts of a text, never the parts kept as written. */
export function rewordAround(text: string, reword: (plain: string) => string): string {
  return text
    .split(KEPT_AS_WRITTEN)
    .map((part) => (isKeptAsWritten(part) ? part : reword(part)))
    .join('');
}

export function formalize(text: string, protectedWords: ReadonlySet<string> = new Set()): string {
  return rewordAround(text, (part) => formalizePlain(part, protectedWords));
}

// Words too common to claim for a topic: "the plan" is still the writer's phrase when the title says "the".
const FUNCTION_WORDS = new Set('a an the and or but so no of to in on at for with by i we you they it is are'.split(' '));

function formalizePlain(text: string, protectedWords: ReadonlySet<string>): string {
  let result = text;
  for (const [pattern, formal] of FORMAL_WORDS) {
    result = result.replace(pattern, (match: string, ...rest: unknown[]) => {
      const at = rest.findIndex((r) => typeof r === 'number');
      const groups = rest.slice(0, at) as Array<string | undefined>;
      if (isProtected(match, protectedWords)) return match;
      if (typeof formal !== 'string') return formal(match);
      return formal.replace(/\$(\d)/g, (_, n: string) => groups[Number(n) - 1] ?? '');
    });
  }
  for (const [pattern, formal] of FORMAL_OPENERS) result = result.replace(pattern, formal);
  return result;
}

function isProtected(match: string, protectedWords: ReadonlySet<string>): boolean {
  if (protectedWords.size === 0) return false;
  return (match.match(/\p{L}+/gu) ?? []).some((w) => !FUNCTION_WORDS.has(w.toLowerCase()) && protectedWords.has(w.toLowerCase()));
}
