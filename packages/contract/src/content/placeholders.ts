/**
 * A marked gap in a draft that only the member can fill (issue 12): "[your moment]". The writer
 * leaves one instead of inventing facts about the member; the editor highlights it, and nothing
 * holding one is published (Post Now, Schedule and automation all refuse it).
 */
export const PLACEHOLDER_PATTERN = /\[your [^\]\n]{1,60}\]/gi;

/** The placeholders still in a text, in order ("[your moment]", …). */
export function findPlaceholders(text: string): string[] {
  return text.match(PLACEHOLDER_PATTERN) ?? [];
}

export const placeholderMessage = (placeholders: string[]): string =>
  `Replace ${placeholders.map((p) => `"${p}"`).join(', ')} with your own words before posting.`;
