import { createPhraseMatcher, phraseWords } from './create-phrase-matcher';
import { AMBIGUOUS_THEME_WORDS, THEME_LEXICON } from './theme-lexicon';

const MAX_THEMES = 6;
/** With a handful of posts one post is a theme; beyond that a theme must recur. */
const RECURRING_FROM_POSTS = 5;

const matchThemes = createPhraseMatcher<number>(
  THEME_LEXICON.flatMap(([, phrases], index) => phrases.map((phrase) => [phrase, index] as const)),
);
const AMBIGUOUS = new Set([...AMBIGUOUS_THEME_WORDS].map((w) => phraseWords(w).join(' ')));

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
    // Per theme, the distinct terms found and whether one is unambiguous.
    const found = new Map<number, { terms: Set<string>; clear: boolean }>();
    const words = phraseWords(post);
    for (const hit of matchThemes(words)) {
      const term = words.slice(hit.start, hit.end).join(' ');
      for (const theme of hit.values) {
        mentions[theme]! += 1;
        const entry = found.get(theme) ?? { terms: new Set<string>(), clear: false };
        entry.terms.add(term);
        entry.clear ||= !AMBIGUOUS.has(term);
        found.set(theme, entry);
      }
    }
    // An ambiguous word alone ("software licences") does not put a post in a theme; two terms do.
    const themes = [...found].filter(([, e]) => e.clear || e.terms.size >= 2).map(([theme]) => theme);
    for (const theme of themes) touching[theme]! += 1;
  }
  const minPosts = read >= RECURRING_FROM_POSTS ? 2 : 1;
  return THEME_LEXICON.map(([label], index) => ({ label, index, posts: touching[index]!, mentions: mentions[index]! }))
    .filter((t) => t.posts >= minPosts)
    .sort((a, b) => b.posts - a.posts || b.mentions - a.mentions || a.index - b.index)
    .slice(0, MAX_THEMES)
    .map((t) => t.label);
}
