import { composePostText } from '@cadence/contract/linkedin/compose-post-text';

/**
 * Characters the published post will take: the same composition the server sends to LinkedIn
 * (trimmed text, then the linkable hashtags not already in it), so the count never disagrees.
 */
export function postLength(content: string, hashtags: string[]): number {
  return composePostText(content.trim(), hashtags).length;
}
