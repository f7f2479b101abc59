import { POLL_OPTION_MAX_LENGTH, POLL_QUESTION_MAX_LENGTH } from '@cadence/contract/media/media-limits';
import { ZPollSchema, type TPoll } from '@cadence/contract/media/post-attachments';
import { splitSentences } from './measure-text';
import { upperFirst } from './outline-carousel';

/** A week: long enough for a post's readers to find it, short enough to talk about the result. */
export const PROPOSED_POLL_DAYS = 7;

/** Words a yes-or-no question opens on. */
const YES_NO = /^(?:is|are|was|were|do|does|did|should|would|will|can|could|has|have|had|shall|may|might|must)\b/i;
/** Where a question's alternative begins after its subject: "Is AI worth your attention, or just noise?" */
const PREDICATE_START = new Set(['worth', 'the', 'a', 'an', 'just', 'really', 'still', 'more', 'less', 'better', 'worse']);
/** An alternative that opens on a verb or a pronoun is a clause ("or is your experience different?"), not an option. */
const CLAUSE_START = /^(?:is|are|was|were|do|does|did|should|would|will|can|could|has|have|i|you|we|they|it|he|she)\b/i;
const MAX_OPTION_WORDS = 5;

/** Answers that fit a kind of question without saying anything the draft does not. */
const NEUTRAL_OPTIONS = {
  yesNo: ['Yes', 'Not yet', 'It depends'],
  howMuch: ['Very', 'Somewhat', 'Not yet'],
  whatChanges: ['A lot', 'A little', 'Nothing yet'],
} as const;
const IT_DEPENDS = 'It depends';

/**
 * A poll proposed from a draft's own question: the first one a poll can ask (up to 140 characters,
 * ending with "?"), with the alternatives it weighs as options ("Worth your attention" / "Just
 * noise") or, where it names none, neutral answers that fit its kind (yes or no, how much, what
 * changes). Null when the draft asks nothing a poll could: no option is ever made up.
 */
export function proposePoll(content: string): TPoll | null {
  for (const question of questionsIn(content)) {
    const options = optionsFor(question);
    if (!options) continue;
    const poll = ZPollSchema.safeParse({ question, options, duration_days: PROPOSED_POLL_DAYS });
    if (poll.success) return poll.data;
  }
  return null;
}

/** The draft's questions in order, each without a label before it ("A fair question: are …?" → "Are …?"). */
function questionsIn(content: string): string[] {
  return content
    .split('\n')
    .flatMap((line) => splitSentences(line))
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.endsWith('?'))
    .map((sentence) => upperFirst(/^[^?:]{2,60}:\s+(\S[^:]*\?)$/u.exec(sentence)?.[1] ?? sentence))
    .filter((question) => question.length <= POLL_QUESTION_MAX_LENGTH);
}

function optionsFor(question: string): string[] | null {
  const alternatives = alternativesIn(question);
  if (alternatives)
    return alternatives.some((o) => o.toLowerCase() === IT_DEPENDS.toLowerCase()) ? alternatives : [...alternatives, IT_DEPENDS];
  if (YES_NO.test(question)) return [...NEUTRAL_OPTIONS.yesNo];
  // "How ready is your team for …?", never "How is your team handling it?" (no answer scale there).
  if (/^how\s+(?!is|are|do|does|did|would|will|can|could|should|much|many|often|long)\p{L}+\b/iu.test(question))
    return [...NEUTRAL_OPTIONS.howMuch];
  if (/^what\s+(?:does|do|will|would)\b.*\bchange\b/i.test(question)) return [...NEUTRAL_OPTIONS.whatChanges];
  return null;
}

/**
 * "Is AI worth your attention, or just noise?" → ["Worth your attention", "Just noise"]: the
 * options the question itself weighs, when each is short enough to be one (2 to 3 of them, so
 * "It depends" still fits beside them).
 */
function alternativesIn(question: string): string[] | null {
  const match = /^(.+?),?\s+or\s+([^,?]+)\?$/iu.exec(question);
  if (!match || !YES_NO.test(question)) return null;
  const last = upperFirst((match[2] as string).trim());
  if (!isOption(last)) return null;
  const [first, ...others] = (match[1] as string).split(/,\s+/);
  const words = (first as string).split(' ');
  // The subject is at least one word after the opening verb; the first alternative starts after it.
  const at = words.findIndex((word, i) => i >= 2 && PREDICATE_START.has(word.toLowerCase()));
  const options = [words.slice(at).join(' '), ...others, last].map((o) => upperFirst(o.trim()));
  const distinct = new Set(options.map((o) => o.toLowerCase())).size === options.length;
  if (at !== -1 && options.every(isOption) && distinct && options.length <= 3) return options;
  // "Is AI the change the field has been waiting for, or a distraction?": too long to be an option,
  // the first alternative is what a "Yes" says.
  return last.toLowerCase() === 'yes' ? null : ['Yes', last];
}

function isOption(text: string): boolean {
  return (
    text.length <= POLL_OPTION_MAX_LENGTH &&
    text.split(' ').length <= MAX_OPTION_WORDS &&
    /\p{L}/u.test(text) &&
    !CLAUSE_START.test(text)
  );
}
