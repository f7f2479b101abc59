import { extractContentWords } from '../text/extract-content-words';

/** Between two words of a phrase: spaces and joiners, never a sentence's or a line's end. */
const GAP = String.raw`[^\p{L}\p{N}\n.!?;:,]+`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A stemmed word back to the forms it came from: "company" reads "company" or "companies". */
function wordPattern(stemmed: string): string {
  const base = stemmed.endsWith('y') ? `${escape(stemmed.slice(0, -1))}(?:y|ies)` : `${escape(stemmed)}(?:e?s)?`;
  return `${base}(?:['’]s)?`;
}

/**
 * How the member spells a stemmed term ("saas pricing") in their own texts ("SaaS pricing"): its
 * most frequent written form, stopwords in between included ("return to office"), as a label in
 * sentence case ("Platform engineering"). The term itself when it cannot be found, so no label is lost.
 */
export function recoverSpelling(term: string, texts: readonly string[]): string {
  const words = term.split(' ').filter((w) => w.length > 0);
  if (words.length === 0) return term;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])${words.map(wordPattern).join(`${GAP}(?:[\\p{L}\\p{N}']+${GAP}){0,2}?`)}(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const forms = new Map<string, number>();
  for (const text of texts) {
    for (const match of text.matchAll(pattern)) {
      const form = match[0];
      // Only stopwords may stand between the words, as in the term's own making.
      if (extractContentWords(form).join(' ') !== term) continue;
      // A sentence's first word is capitalised by grammar, not by the member: it says less about their spelling.
      const lead = text.slice(0, match.index).replace(/[ \t]+$/, '');
      const atSentenceStart = lead === '' || /[.!?\n]$/.test(lead);
      forms.set(form, (forms.get(form) ?? 0) + (atSentenceStart ? 0.5 : 1));
    }
  }
  let best = term;
  let bestCount = 0;
  for (const [form, count] of forms) {
    if (count > bestCount) {
      best = form;
      bestCount = count;
    }
  }
  // "platform engineering" → "Platform engineering"; a word with capitals of its own ("iPhone") stays.
  return /^\p{Ll}+(?![\p{L}])/u.test(best) ? best.charAt(0).toUpperCase() + best.slice(1) : best;
}
