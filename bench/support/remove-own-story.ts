// For the voice eval's control: a member's real post less the sentences that tell of them, their past
// ("I found myself in a hotel lobby…", "We had been talking for almost an hour") or what is theirs
// ("our treasury function"). Issue 12 forbids a draft to invent those. The eval sets what the
// attribution makes of the rest beside the same posts less as many words in sentences drawn at random:
// if the story carried more of a member's voice than their other sentences, the first would fall
// further. A rule of its own, deliberately coarse and shared with nothing in apps/: a sentence in the
// first person with a verb in the past tense, or with "my"/"our" and a noun.

import { sentencesOf } from './cut-to-length';

const FIRST_PERSON = /\b(i|me|my|mine|myself|we|us|our|ours|i'm|i've|i'd|we're|we've|we'd)\b/i;
const PAST =
  /\b(was|were|had|did|went|found|said|told|took|made|learned|learnt|spent|got|came|saw|thought|knew|wrote|asked|built|lost|left|ran|began|felt|sat|heard|met|won|\w{2,}ed)\b/i;
const THEIRS = /\b(my|our)\s+\w+/i;

export function removeOwnStory(post: string): string {
  return sentencesOf(post)
    .filter((sentence) => {
      const s = sentence.replace(/’/g, "'");
      return !(FIRST_PERSON.test(s) && (PAST.test(s) || THEIRS.test(s)));
    })
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
