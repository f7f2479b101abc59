import { LINKEDIN_MAX_POST_LENGTH } from '@cadence/contract/linkedin/limits';
import { inlineHashtagPattern, isHashtagText } from '@cadence/contract/linkedin/hashtags';
import { composePostText, normalizeHashtags } from '@cadence/contract/linkedin/compose-post-text';

export interface Draft {
  content: string;
  hashtags: string[];
}

const MAX_HASHTAGS = 30;

/**
 * Every draft, from the composer or a model, leaves here publishable as it is: hashtags separate
 * (a trailing block of them moves to the list, an inline "#AI" keeps its word), and the text with
 * its hashtags within LinkedIn's 3,000 characters, cut at a sentence rather than mid-word.
 */
export function enforceLinkedInLimits(draft: Draft): Draft {
  const found: string[] = [];
  const lines = draft.content.replace(/\r\n?/g, '\n').trim().split('\n');
  while (lines.length > 0 && (isHashtagLine(lines.at(-1) as string) || (lines.at(-1) as string).trim() === '')) {
    found.unshift(...hashtagsIn(lines.pop() as string));
  }
  const content = lines
    .map((line) =>
      line.replace(inlineHashtagPattern, (whole, tag: string) => (isHashtagText(tag) ? (found.push(tag), tag) : whole)).trimEnd(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const hashtags = normalizeHashtags([...draft.hashtags, ...found]).slice(0, MAX_HASHTAGS);
  return fitLength(content, hashtags);
}

function fitLength(content: string, hashtags: string[]): Draft {
  if (composePostText(content, hashtags).length <= LINKEDIN_MAX_POST_LENGTH) return { content, hashtags };
  const tagLine = composePostText('', hashtags).length;
  const budget = LINKEDIN_MAX_POST_LENGTH - (tagLine > 0 ? tagLine + 2 : 0);
  if (budget < LINKEDIN_MAX_POST_LENGTH / 2) return fitLength(content, hashtags.slice(0, Math.max(0, hashtags.length - 5)));
  return { content: cutAtSentence(content, budget), hashtags };
}

/** The longest start of the text that ends a sentence (or, failing that, a word) within the budget. */
export function cutAtSentence(text: string, budget: number): string {
  if (text.length <= budget) return text;
  const head = text.slice(0, budget + 1);
  const ends = [...head.matchAll(/[.!?…](["'”’)]*)(?=\s)/g)].map((m) => (m.index as number) + m[0].length);
  const lastEnd = ends.filter((e) => e <= budget).at(-1);
  if (lastEnd !== undefined && lastEnd >= budget * 0.5) return text.slice(0, lastEnd).trimEnd();
  const lastSpace = head.lastIndexOf(' ', budget - 1);
  return `${text.slice(0, lastSpace > 0 ? lastSpace : budget - 1).trimEnd()}…`;
}

function isHashtagLine(line: string): boolean {
  const rest = line.replace(inlineHashtagPattern, '').trim();
  return rest === '' && hashtagsIn(line).length > 0;
}

function hashtagsIn(line: string): string[] {
  return [...line.matchAll(inlineHashtagPattern)].map((m) => m[1] as string).filter(isHashtagText);
}
