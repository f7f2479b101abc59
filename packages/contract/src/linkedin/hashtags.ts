const tagCharacters = String.raw`\p{L}\p{M}\p{N}_`;

/**
 * `#tag` in running text, as LinkedIn links it: a run of letters, marks, digits and underscores
 * not glued to a preceding word character ("C#" is not a hashtag). Callers check for a letter.
 */
export const inlineHashtagPattern = new RegExp(String.raw`(?<![${tagCharacters}])#([${tagCharacters}]+)`, 'gu');
const nonTagCharacter = new RegExp(`[^${tagCharacters}]`, 'gu');

/** Pure digits ("#1") are plain text on LinkedIn, not hashtags. */
export function isHashtagText(tag: string): boolean {
  return /\p{L}/u.test(tag);
}

/**
 * A hashtag the member typed ("#Machine Learning", "ai-tools") as LinkedIn can link it: spaces and
 * punctuation would end the tag early, so they are dropped. Empty when nothing linkable is left.
 */
export function normalizeHashtag(tag: string): string {
  const cleaned = tag.replace(nonTagCharacter, '');
  return isHashtagText(cleaned) ? cleaned : '';
}
