import { inlineHashtagPattern, isHashtagText } from '@cadence/contract/linkedin/hashtags';

/** LinkedIn's "little text" reserves these; unescaped, the first one silently ends the post. */
const reservedCharacter = /[\\|{}@[\]()<>#*_~]/g;

function escapeReserved(text: string): string {
  return text.replace(reservedCharacter, (char) => `\\${char}`);
}

/** LinkedIn's hashtag template, which it shows as `#tag` and links. */
export function hashtagTemplate(tag: string): string {
  return `{hashtag|\\#|${escapeReserved(tag)}}`;
}

/**
 * Turns the text a member wants to show into Posts API commentary: every reserved character is
 * escaped, and each `#tag` becomes a hashtag template so it stays a link. LinkedIn renders the
 * result back to exactly `text` (the property test reads it back through the sandbox's parser).
 */
export function escapeLittleText(text: string): string {
  let commentary = '';
  let last = 0;
  for (const match of text.matchAll(inlineHashtagPattern)) {
    const tag = match[1]!;
    if (!isHashtagText(tag)) continue;
    commentary += escapeReserved(text.slice(last, match.index)) + hashtagTemplate(tag);
    last = match.index + match[0].length;
  }
  return commentary + escapeReserved(text.slice(last));
}
