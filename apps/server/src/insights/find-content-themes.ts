import { createPhraseMatcher, phraseWords } from './create-phrase-matcher';
import { THEME_LEXICON } from './theme-lexicon';

const MAX_THEMES = 6;
/** With a handful of posts one post is a theme; beyond that a theme must recur. */
const RECURRING_FROM_POSTS = 5;

const matchThemes = createPhraseMatcher<number>(
  THEME_LEXICON.flatMap(([, phrases], index) => phrases.map((phrase) => [phrase, index] as const)),
);

/**
 * What the member writes about, as labels a person recognises ('Career', 'Leadership', 'AI &
 * Machine Learning', …), ranked by how many posts touch each; ties go to the one mentioned more
 * often, then to the lexicon's order.
 */
export function findContentThemes(posts: readonly string[]): string[] {
  const touching = new Array<number>(THEME_LEXICON.length).fill(0);
  const mentions = new Array<number>(THEME_LEXICON.length).fill(0);
  let read = 0;
  for (const post of posts) {
    if (post.trim() === '') continue;
    read++;
    const themes = new Set<number>();
    for (const hit of matchThemes(phraseWords(post))) {
      for (const theme of hit.values) {
        themes.add(theme);
        mentions[theme]! += 1;
      }
    }
    for (const theme of themes) touching[theme]! += 1;
  }
  const minPosts = read >= RECURRING_FROM_POSTS ? 2 : 1;
  return THEME_LEXICON.map(([label], index) => ({ label, index, posts: touching[index]!, mentions: mentions[index]! }))
    .filter((t) => t.posts >= minPosts)
    .sort((a, b) => b.posts - a.posts || b.mentions - a.mentions || a.index - b.index)
    .slice(0, MAX_THEMES)
    .map((t) => t.label);
}
