// English stopwords plus the words every headline uses ("new", "says", "report"), which would
// otherwise make unrelated stories look alike.
const STOPWORDS = new Set(
  `a about above after again against all almost also although always am among an and another any anyone anything are around as at
  back be became because become been before being below between both but by can cannot could did do does doing done down during
  each either else enough even ever every few for from further get gets getting given go goes going gone got had has have having he
  her here hers herself him himself his how however i if in into is it its itself just keep know last least less let like likely
  made make makes making many may me might more most much must my myself never new next no nor not now of off often on once one
  only or other others our ours ourselves out over own per perhaps put quite rather really same say says said see seem seen she
  should show shows since so some something soon still such take than that the their theirs them themselves then there these they
  thing things this those though through thus to today too toward towards under until up upon us use used using very via want
  wants was way ways we well were what whatever when where whether which while who whole whom whose why will with within without
  would yet you your yours yourself yourselves
  according actually already amid announce announced announces anyway ask asks become big biggest breaking can't could've daily
  day days did didn't doesn't don't early ever first found full good great here's hn it's just latest look looks lot lots major
  month months much need needs news now official part people post posted posts read reads report reported reports reveal reveals
  right second set story stories suggest talk tell tells time times top update updated updates video watch week weeks what's year
  years yesterday year's hour hours minute minutes ago vs`.split(/\s+/),
);

/** Words too common in our own sources to tell stories apart, kept out of keyphrases. */
export function isStopword(term: string): boolean {
  return STOPWORDS.has(term);
}

// Words whose final "s" is not a plural; stemming them would only make labels read oddly.
const UNSTEMMED = new Set(
  'sales analytics business economics ethics politics physics statistics logistics series species news lens always perhaps ops devops finops mlops revops kubernetes'.split(
    ' ',
  ),
);

/**
 * A light stemmer: plurals only. Enough to match "agents" with "agent" in short headlines,
 * without the surprises of a full Porter stemmer on names and acronyms.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /[\d.+#'’-]/.test(word) || UNSTEMMED.has(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is|os|as|news)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Letters and digits of any script; general punctuation blocks and ×/÷ are not word characters. */
function isWordChar(code: number): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
  return (
    code >= 0xc0 && code !== 0xd7 && code !== 0xf7 && !(code >= 0x2000 && code <= 0x2bff) && !(code >= 0x3000 && code <= 0x303f)
  );
}

const isDigit = (code: number) => code >= 48 && code <= 57;
const PLUS = 43;
const HASH = 35;
const HYPHEN = 45;
/** . + # ' ’ join two word characters into one token ("node.js", "c++", "o’neil"); - only next to a digit ("gpt-5"). */
const JOINERS = new Set([46, PLUS, HASH, 39, 0x2019]);

/**
 * Content words in order: lower-cased, stemmed, stopwords and bare numbers out. A hand-written
 * scanner rather than a Unicode regex: this runs over every stored item on every request, and
 * the scanner is several times faster.
 */
export function tokenize(text: string): string[] {
  const lower = text.includes('http') ? text.toLowerCase().replace(/https?:\/\/\S+/g, ' ') : text.toLowerCase();
  const out: string[] = [];
  let start = -1;
  const flush = (end: number) => {
    if (start === -1) return;
    let word = lower.slice(start, end);
    start = -1;
    if (word.endsWith("'s") || word.endsWith('’s')) word = word.slice(0, -2);
    if (word.length < 2 ? !/\d/.test(word) : /^\d+$/.test(word)) return;
    if (!isStopword(word)) out.push(stem(word));
  };
  for (let i = 0; i < lower.length; i++) {
    const code = lower.charCodeAt(i);
    if (isWordChar(code)) {
      if (start === -1) start = i;
      continue;
    }
    if (start !== -1) {
      const next = lower.charCodeAt(i + 1);
      const joins =
        (JOINERS.has(code) && isWordChar(next)) ||
        (code === HYPHEN && (isDigit(next) || isDigit(lower.charCodeAt(i - 1))) && isWordChar(next));
      if (joins) continue;
      // c++ and c#: trailing signs belong to the word.
      if (code === PLUS || code === HASH) {
        while (lower.charCodeAt(i) === PLUS || lower.charCodeAt(i) === HASH) i++;
        flush(i);
        i--;
        continue;
      }
    }
    flush(i);
  }
  flush(lower.length);
  return out;
}

/**
 * Terms for similarity and keyphrases: every content word plus every pair of neighbouring
 * content words ("interest rate", "return office"), because a shared phrase says more than
 * shared words. Pairs skip stopwords, so "return to office" and "return-to-office" agree.
 */
export function terms(text: string): string[] {
  const sequence = tokenize(text);
  const out: string[] = [...sequence];
  for (let i = 0; i + 1 < sequence.length; i++) out.push(`${sequence[i]} ${sequence[i + 1]}`);
  return out;
}

/** A vocabulary phrase ("interest rates", "AI") as the term it will match. */
export function phraseTerm(phrase: string): string | null {
  const content = tokenize(phrase);
  if (content.length === 0) return null;
  // Longer phrases match on their first two content words, as bigrams are the longest terms.
  return content.slice(0, 2).join(' ');
}

const termCache = new Map<string, readonly string[]>();
// About 20 MB at most: titles and summaries are short.
const TERM_CACHE_SIZE = 20_000;

/**
 * `terms`, remembered: stored items are the same from one request to the next, so the cached
 * path of trending topics re-reads them without re-tokenising. Cleared wholesale when full,
 * which is cheap and rare.
 */
export function cachedTerms(text: string): readonly string[] {
  let found = termCache.get(text);
  if (!found) {
    if (termCache.size >= TERM_CACHE_SIZE) termCache.clear();
    found = terms(text);
    termCache.set(text, found);
  }
  return found;
}
