import { normalizeHashtag } from '@cadence/contract/linkedin/hashtags';
import type { VoiceProfile } from './build-voice-profile';
import type { TopicFacts } from './gather-topic-facts';
import type { Random } from './seeded-random';

/**
 * As many hashtags as the member usually uses: their favourites in the share they reuse them, the
 * rest made from the topic and the niche. Returned without '#', spelled the way the member spells them.
 */
export function chooseHashtags(input: {
  facts: TopicFacts;
  niche: string;
  profile: VoiceProfile;
  count: number;
  random: Random;
}): string[] {
  const { facts, profile, count, random } = input;
  if (count <= 0) return [];
  const reuse = profile.habits.hashtagFavouriteShare?.mean ?? 0;
  const favourites = weightedSample(
    profile.hashtags.favourites.map((key) => ({
      tag: profile.hashtags.display[key] ?? key,
      weight: profile.hashtags.counts[key] ?? 1,
    })),
    Math.min(count, Math.round(count * reuse)),
    random,
  );
  const fromTopic = [camelCase(input.niche), ...facts.keywords.map(camelCase)];
  const spareFavourites = profile.hashtags.favourites.map((key) => profile.hashtags.display[key] ?? key);
  const chosen: string[] = [];
  const seen = new Set<string>();
  for (const tag of [...favourites, ...fromTopic, ...spareFavourites].map(normalizeHashtag)) {
    if (chosen.length >= count) break;
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    chosen.push(tag);
  }
  return chosen;
}

function weightedSample(items: Array<{ tag: string; weight: number }>, n: number, random: Random): string[] {
  const pool = [...items];
  const picked: string[] = [];
  while (picked.length < n && pool.length > 0) {
    const item = random.pickWeighted(pool, (i) => i.weight);
    picked.push(item.tag);
    pool.splice(pool.indexOf(item), 1);
  }
  return picked;
}

/** "data science" → "DataScience"; words with their own capitals ("AI", "B2B", "SaaS") keep them. */
function camelCase(text: string): string {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => (/^.+\p{Lu}/u.test(w) || /^\p{Lu}+$/u.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
}
