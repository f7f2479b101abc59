import { NICHES } from '@cadence/contract/content/niches';
import { normalizeHashtag } from '@cadence/contract/linkedin/hashtags';
import { stemWord } from '../text/stem-word';
import { isStopWord } from '../text/stop-words';
import type { VoiceProfile } from './build-voice-profile';
import type { TopicFacts } from './gather-topic-facts';
import type { Random } from './seeded-random';

const KNOWN_NICHES = new Map(NICHES.map((n) => [n.toLowerCase(), n]));

/**
 * Words a headline frames a subject with ("A common X mistake", "over the past year") but that
 * nobody follows as a tag: #Mistake, #Past and #Year name no topic.
 */
const GENERIC_WORDS = new Set(
  `mistake mistakes past year years change changes biggest common way ways thing things lesson lessons tip tips
  newcomers story stories news update updates week weeks day days today people team teams work wish question
  questions answer answers guide reminder future trend trends shift development avoid know known matter matters
  most wrote`.split(/\s+/),
);

/**
 * As many hashtags as the member usually uses, each a real word of the topic: first the member's own
 * favourites that fit this topic (spelled their way), then the topic's key terms, the member's
 * sub-niche (a blind review missed #DeepWork on a deep-work post) and its niche. A
 * favourite that has nothing to do with the topic (#creditmarkets on a data post) is left out, and
 * so is anything made of stop words or of a niche typed as a comma list. Fewer tags rather than
 * filler. Returned without '#'.
 */
export function chooseHashtags(input: {
  facts: TopicFacts;
  niche: string;
  /** The member's focus as typed ("deep work"): a tag when it is one or two plain words. */
  subNiche: string;
  profile: VoiceProfile;
  count: number;
  random: Random;
}): string[] {
  const { facts, profile, count, random } = input;
  if (count <= 0) return [];
  const fitting = profile.hashtags.favourites
    .filter((key) => fitsTopic(profile.hashtags.display[key] ?? key, facts.topicStems))
    .map((key) => ({ tag: profile.hashtags.display[key] ?? key, weight: profile.hashtags.counts[key] ?? 1 }));
  const favourites = weightedSample(fitting, Math.min(count, fitting.length), random);
  const [lead, ...rest] = facts.keywords.map(camelCase);
  // The sub-niche is a tag only on a topic that speaks to it (#PublicSpeaking on a layoff post was off-topic).
  const fromTopic = [lead ?? '', facts.fitsSubNiche ? nicheTag(input.subNiche) : '', nicheTag(input.niche), ...rest];
  const chosen: string[] = [];
  const seen = new Set<string>();
  for (const tag of [...favourites, ...fromTopic].map(normalizeHashtag)) {
    if (chosen.length >= count) break;
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key) || isStopWord(key) || GENERIC_WORDS.has(key)) continue;
    if (chosen.some((other) => overlaps(tag, other))) continue;
    seen.add(key);
    chosen.push(tag);
  }
  return chosen;
}

/** #Lumen beside #LumenLabs, or #Work beside #DeepWork, says one thing twice: the first one chosen stays. */
function overlaps(tag: string, other: string): boolean {
  const [shorter, longer] = [tagWords(tag), tagWords(other)].sort((a, b) => a.length - b.length) as [string[], string[]];
  if (shorter.length === 0 || shorter.length === longer.length) return false;
  return longer.join(' ').startsWith(`${shorter.join(' ')} `) || longer.join(' ').endsWith(` ${shorter.join(' ')}`);
}

/** "LumenLabs" → ["lumen", "labs"]: a tag's words, as its capitals mark them. */
function tagWords(tag: string): string[] {
  return tag
    .split(/(?<=\p{Ll})(?=\p{Lu})|[^\p{L}\p{N}]+|_/u)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length > 0);
}

/**
 * One of the wizard's niches as a tag (#DataScience), or a niche or sub-niche of one or two plain
 * words (#DeepWork, #FPandA); one typed as a list or a sentence ("AI in healthcare") makes none.
 */
function nicheTag(niche: string): string {
  const trimmed = niche.trim();
  const known = KNOWN_NICHES.get(trimmed.toLowerCase());
  if (known) return camelCase(known);
  const words = trimmed.split(/\s+/);
  if (trimmed === '' || /[,;/|]|\s&|&\s/.test(trimmed) || words.length > 2 || words.some((w) => isStopWord(w.toLowerCase())))
    return '';
  return camelCase(trimmed);
}

/** "#DataScience", "#datascience", "#AI" fit a topic whose words include them; "#creditmarkets" fits no data post. */
function fitsTopic(tag: string, topicStems: ReadonlySet<string>): boolean {
  const whole = tag.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (whole === '' || isStopWord(whole)) return false;
  if (topicStems.has(stemWord(whole))) return true;
  const parts = tagWords(tag).filter((p) => !isStopWord(p));
  return parts.length > 1 && parts.every((p) => topicStems.has(stemWord(p)));
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
  return (
    text
      // "FP&A" → "FPandA", "M&A" → "MandA", as people who follow those tags spell them.
      .replace(/(?<=\p{L})&(?=\p{L})/gu, 'and')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((w) => (/^.+\p{Lu}/u.test(w) || /^\p{Lu}+$/u.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
      .join('')
  );
}
