import { hashtagLabel } from './split-hashtags';

/**
 * Characters the published post will take. Hashtags end up in the same LinkedIn commentary as
 * the text (after a blank line), so they count against the 3,000-character limit too.
 */
export function postLength(content: string, hashtags: string[]): number {
  const tags = hashtags.map(hashtagLabel).join(' ');
  return content.trim().length + (tags ? 2 + tags.length : 0);
}
