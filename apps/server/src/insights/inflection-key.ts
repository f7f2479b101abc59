/** A label's written words, lower case; hyphenated compounds and "A/B" stay one word. */
export function labelWords(label: string): string[] {
  return label
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/[^\p{L}\p{N}&'+#./-]+/u)
    .map((w) => w.replace(/^[.'/-]+|[.'/-]+$/g, ''))
    .filter((w) => w.length > 0);
}

/**
 * -ing and -ment nouns whose meaning has left the verb's ("marketing" is not "markets", "accounting"
 * not "accounts", "payments" not "pay"): never merged with the base word.
 */
const LEXICALISED = new Set(
  `marketing accounting engineering banking building housing networking computing programming consulting trading lending funding
  staffing clothing manufacturing advertising catering sourcing outsourcing meeting meetings spending earnings savings holding holdings
  offering offerings setting settings training reading writing painting drawing ceiling evening morning
  payment payments statement statements department departments apartment element elements moment moments comment comments
  segment segments document documents instrument instruments government garment`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * One key for the inflections and nominalisations of a word, so "Forecasts" and "Forecasting",
 * "Recruitment" and "Recruiting", "Interview" and "Interviews" are one interest. Only the last word
 * (the head) varies; lexicalised forms keep their own key.
 */
export function inflectionKey(label: string): string {
  const words = labelWords(label).map((w) => w.replace(/[^\p{L}\p{N}&]/gu, '').replace(/&/g, 'and'));
  const head = words.pop() ?? '';
  return [...words, LEXICALISED.has(head) ? head : baseForm(head)].join(' ');
}

function baseForm(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 6 && w.endsWith('ment')) return w.slice(0, -4);
  if (w.length > 5 && w.endsWith('ing')) {
    const stem = w.slice(0, -3);
    // "running" → "run"; "hiring" → "hir(e)": compare without a final e.
    return /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : stem;
  }
  return w.endsWith('e') && w.length > 3 ? w.slice(0, -1) : w;
}
