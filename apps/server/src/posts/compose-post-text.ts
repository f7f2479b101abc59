import { LINKEDIN_MAX_POST_LENGTH } from '@cadence/contract/linkedin/limits';
import { AppError } from '../errors/app-error';
import { inlineHashtagPattern, isHashtagText, normalizeHashtag } from '../linkedin/hashtags';

/** The member's hashtags as LinkedIn can link them, each once. */
export function normalizeHashtags(hashtags: readonly string[]): string[] {
  const seen = new Set<string>();
  return hashtags.map(normalizeHashtag).filter((tag) => {
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The hashtags worth appending: linkable, each once, and not already written in the text. */
export function hashtagsToAppend(content: string, hashtags: readonly string[]): string[] {
  const seen = new Set(
    [...content.matchAll(inlineHashtagPattern)].map((m) => m[1]!).filter(isHashtagText).map((tag) => tag.toLowerCase()),
  );
  return normalizeHashtags(hashtags).filter((tag) => !seen.has(tag.toLowerCase()));
}

/** The post exactly as LinkedIn will show it: the text, then its hashtags on a line of their own. */
export function composePostText(content: string, hashtags: readonly string[]): string {
  const tags = hashtagsToAppend(content, hashtags);
  if (tags.length === 0) return content;
  return `${content.trimEnd()}\n\n${tags.map((tag) => `#${tag}`).join(' ')}`;
}

/**
 * LinkedIn's limit applies to the shown text, escapes excluded. Counting UTF-16 units (an emoji
 * counts two) is the stricter reading: a post is refused here rather than by LinkedIn after sending.
 */
export function assertPostFits(text: string): void {
  if (text.length <= LINKEDIN_MAX_POST_LENGTH) return;
  const over = text.length - LINKEDIN_MAX_POST_LENGTH;
  throw new AppError(
    'BAD_REQUEST',
    `Your post is ${text.length.toLocaleString('en-US')} characters long with its hashtags; LinkedIn allows ${LINKEDIN_MAX_POST_LENGTH.toLocaleString('en-US')}. Please shorten it by ${over.toLocaleString('en-US')} ${over === 1 ? 'character' : 'characters'}.`,
  );
}
