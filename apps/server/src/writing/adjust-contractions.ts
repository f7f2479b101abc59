// A writer who never contracts reads formal; one who always does reads conversational. Drafts follow the member.
const EXPANSIONS: Record<string, string> = {
  "don't": 'do not',
  "doesn't": 'does not',
  "didn't": 'did not',
  "isn't": 'is not',
  "aren't": 'are not',
  "wasn't": 'was not',
  "weren't": 'were not',
  "won't": 'will not',
  "wouldn't": 'would not',
  "can't": 'cannot',
  "couldn't": 'could not',
  "shouldn't": 'should not',
  "haven't": 'have not',
  "hasn't": 'has not',
  "it's": 'it is',
  "that's": 'that is',
  "there's": 'there is',
  "here's": 'here is',
  "what's": 'what is',
  "who's": 'who is',
  "let's": 'let us',
  "i'm": 'I am',
  "i've": 'I have',
  "i'd": 'I would',
  "i'll": 'I will',
  "we're": 'we are',
  "we've": 'we have',
  "we'd": 'we would',
  "we'll": 'we will',
  "you're": 'you are',
  "you've": 'you have',
  "you'd": 'you would',
  "you'll": 'you will',
  "they're": 'they are',
  "it'll": 'it will',
  "they'd": 'they would',
  "they've": 'they have',
  "they'll": 'they will',
  "that'll": 'that will',
  "there'll": 'there will',
};

// Only where the contracted form is natural English; "it is" at the end of a clause never contracts.
const CONTRACTIONS: Array<[RegExp, (...groups: string[]) => string]> = [
  [/\b(do|does|did|is|are|was|were|would|could|should|has|have) not\b/gi, (verb) => `${verb}n't`],
  [/\bwill not\b/gi, () => "won't"],
  [/\bcannot\b/gi, () => "can't"],
  [/\b(it|that|there|here|what) is\b(?![.,;:!?])/gi, (word) => `${word}'s`],
  [/\bI am\b/g, () => "I'm"],
  [/\b(I|we|you) (would|will)\b(?![.,;:!?])/gi, (pronoun, verb) => `${pronoun}'${verb === 'would' ? 'd' : 'll'}`],
  [/\b(we|you|they) are\b(?![.,;:!?])/gi, (pronoun) => `${pronoun}'re`],
];

export function expandContractions(text: string): string {
  return text.replace(
    /\b(\p{L}+)'(s|t|re|ve|ll|d|m)\b(\s+(\p{L}+))?/gu,
    (whole, _stem: string, _suffix: string, gap?: string, next?: string) => {
      const key = whole.slice(0, whole.length - (gap?.length ?? 0)).toLowerCase();
      let expanded = Object.hasOwn(EXPANSIONS, key) ? EXPANSIONS[key] : undefined;
      if (!expanded) return whole;
      // "I'd known" is "I had known"; "it's been" is "it has been".
      if (/'d$/.test(key) && next && /^(known|been|seen|done|gone|had)$/i.test(next)) expanded = expanded.replace('would', 'had');
      if (/'s$/.test(key) && next && /^(been|got)$/i.test(next)) expanded = expanded.replace(/ is$/, ' has');
      return matchCase(whole, expanded) + (gap ?? '');
    },
  );
}

export function contract(text: string): string {
  let result = text;
  for (const [pattern, replace] of CONTRACTIONS) {
    result = result.replace(pattern, (match: string, ...groups: string[]) => matchCase(match, replace(...groups)));
  }
  return result;
}

/** The replacement with the original's capital: "Six" → "Five", "six" → "five"; "I …" as it is. */
export function matchCase(original: string, replacement: string): string {
  if (replacement.startsWith('I ') || replacement.startsWith("I'")) return replacement;
  return /^\p{Lu}/u.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}
