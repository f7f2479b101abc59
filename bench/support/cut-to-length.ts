// For the voice eval's length-matched ceiling and its control: a real post with whole sentences taken
// out at random until it is no longer than a given number of words. Burrows' Delta weakens as a text
// shortens, so a draft is compared with what the member's own posts reach at the draft's length.
import { words } from './attribute-authorship';

/** mulberry32: a small seeded generator, so every run of the eval cuts the same sentences. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sentences with their line breaks kept, so what is left keeps the post's layout. */
export function sentencesOf(post: string): string[] {
  return post
    .split('\n')
    .flatMap((line) => (line.match(/[^.!?]+[.!?]*\s*/g) ?? [line]).map((s, k, all) => (k === all.length - 1 ? `${s}\n` : s)));
}

export function cutToLength(post: string, maxWords: number, random: () => number): string {
  const sentences = sentencesOf(post);
  const order = sentences
    .map((_, k) => ({ k, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ k }) => k);
  const dropped = new Set<number>();
  let left = words(post).length;
  for (const k of order) {
    if (left <= maxWords) break;
    dropped.add(k);
    left -= words(sentences[k] as string).length;
  }
  return sentences
    .filter((_, k) => !dropped.has(k))
    .join('')
    .trim();
}
