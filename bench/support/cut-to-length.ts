// For the voice eval's length-matched ceiling and its control: a real post with whole sentences taken
// out at random until it is no longer than a given number of words. Burrows' Delta weakens as a text
// shortens, so a draft is compared with what the member's own posts reach at the draft's length.
import type { Random } from '../../apps/server/src/writing/seeded-random';
import { words } from './attribute-authorship';

/** Sentences with their line breaks kept, so what is left keeps the post's layout. */
export function sentencesOf(post: string): string[] {
  return post
    .split('\n')
    .flatMap((line) => (line.match(/[^.!?]+[.!?]*\s*/g) ?? [line]).map((s, k, all) => (k === all.length - 1 ? `${s}\n` : s)));
}

export function cutToLength(post: string, maxWords: number, random: Random): string {
  const sentences = sentencesOf(post);
  const dropped = new Set<number>();
  let left = words(post).length;
  for (const k of random.shuffle(sentences.map((_, k) => k))) {
    if (left <= maxWords) break;
    dropped.add(k);
    left -= words(sentences[k] as string).length;
  }
  return sentences
    .filter((_, k) => !dropped.has(k))
    .join('')
    .trim();
}
