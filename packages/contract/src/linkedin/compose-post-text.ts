import { normalizeText } from '../text/user-text';
import { inlineHashtagPattern, isHashtagText, normalizeHashtag } from './hashtags';

// Shared by the browser (character count, hashtag chips) and the server (what is sent to LinkedIn),
// so what a member sees counted is exactly what LinkedIn receives.

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
    [...content.matchAll(inlineHashtagPattern)]
      .map((m) => m[1]!)
      .filter(isHashtagText)
      .map((tag) => tag.toLowerCase()),
  );
  return normalizeHashtags(hashtags).filter((tag) => !seen.has(tag.toLowerCase()));
}

/** The post exactly as LinkedIn will show it: the text, then its hashtags on a line of their own. */
export function composePostText(rawContent: string, hashtags: readonly string[]): string {
  // The server receives the text already cleaned (userText); the browser's counter must count the same.
  const content = normalizeText(rawContent);
  const tags = hashtagsToAppend(content, hashtags);
  if (tags.length === 0) return content;
  return `${content.trimEnd()}\n\n${tags.map((tag) => `#${tag}`).join(' ')}`;
}
