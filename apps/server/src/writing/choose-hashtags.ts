import { NICHES, type TNiche } from '@cadence/contract/content/niches';
import { normalizeHashtag } from '@cadence/contract/linkedin/hashtags';
import { stemWord } from '../text/stem-word';
import { isStopWord } from '../text/stop-words';
import type { VoiceProfile } from './build-voice-profile';
import { isTagAtHome } from './field-phrasebook';
import { callsForTag, FOLLOWED_HASHTAG_TAGS, findFollowedHashtags, NICHE_HASHTAGS } from './find-followed-hashtags';
import { stemsOf, type TopicFacts } from './gather-topic-facts';
import type { Random } from './seeded-random';

/** A member who signs off with this many tags or more: a wall of tags is their voice. */
const HEAVY_TAGGER = 4;

const KNOWN_NICHES = new Map(NICHES.map((n) => [n.toLowerCase(), n]));

/**
 * As many hashtags as the member usually uses, each called for by the topic's words: first the
 * member's own favourites that fit this topic (spelled their way), then the followed tag the topic
 * calls for most (#InterestRates on a rate-cut story), the member's sub-niche (a blind review
 * missed #DeepWork on a deep-work post), its niche, the topic's other followed tags, and for a
 * member who tags heavily the niche's broad ones. Never a tag coined from a headline's words
 * (#ReplyRates, #LumenLabs: see findFollowedHashtags), a favourite that has nothing to do with the
 * topic (#creditmarkets on a data post), a stop word or a niche typed as a comma list. Fewer tags
 * rather than filler. Returned without '#'.
 */
export function chooseHashtags(input: {
  facts: TopicFacts;
  /**
   * The draft's text. A topic's tag is used only where the draft itself speaks of it: #GenerativeAI
   * under a body that never mentions AI, or #AI on a seed-funding story whose title alone had "a
   * heavy AI tilt", read to the blind reviews as tags the post does not earn.
   */
  content: string;
  niche: string;
  /** The member's focus as typed ("deep work"): a tag when it is one or two plain words. */
  subNiche: string;
  profile: VoiceProfile;
  count: number;
  random: Random;
}): string[] {
  const { facts, profile, count, random } = input;
  if (count <= 0) return [];
  const spokenOf = (tag: string) => callsForTag(input.content, tag);
  // Read only for a member with favourite tags: the neutral voice has none.
  const draftStems = profile.hashtags.favourites.length > 0 ? stemsOf(`${input.content} ${input.niche}`) : new Set<string>();
  const fitting = profile.hashtags.favourites
    .filter((key) => {
      const tag = profile.hashtags.display[key] ?? key;
      return fitsTopic(tag, facts.topicStems) && fitsTopic(tag, draftStems);
    })
    .map((key) => ({ tag: profile.hashtags.display[key] ?? key, weight: profile.hashtags.counts[key] ?? 1 }));
  const favourites = weightedSample(fitting, Math.min(count, fitting.length), random);
  const spokenTags = facts.followedTags.filter((tag) => spokenOf(tag));
  // The lead is the tag at home in the member's niche, as the topic's field is chosen: "AI SDR outreach"
  // under Sales is #SalesProspecting before #AI (the twenty-eighth review read #AI alone on it as unearned).
  const home = KNOWN_NICHES.get(input.niche.trim().toLowerCase()) ?? '';
  const lead = spokenTags.find((tag) => isTagAtHome(tag, home)) ?? spokenTags[0];
  const rest = spokenTags.filter((tag) => tag !== lead);
  // The sub-niche is a tag only on a topic that speaks to it (#PublicSpeaking on a layoff post was off-topic).
  // Its followed tags, like the topic's, only where the draft speaks of them (#AI for "AI in healthcare").
  const subNiche = facts.fitsSubNiche
    ? subNicheTags(input.subNiche).filter((tag) => !FOLLOWED_HASHTAG_TAGS.includes(tag) || spokenOf(tag))
    : [];
  // The niche's broad tags only for a member whose own posts tag heavily: on a post with no topic tag of
  // its own "#Technology #Innovation #DigitalTransformation" read to the eleventh blind review as filler,
  // and the neutral voice, which has no habit of its own, drew every bad tag of the eighteenth and
  // nineteenth (#AI on data contracts, #FutureOfWork on stay interviews) on a draft planned with four.
  const heavy = profile.source === 'imported' && profile.style.hashtagCount.mean >= HEAVY_TAGGER && count >= HEAVY_TAGGER;
  const broad = heavy ? (NICHE_HASHTAGS[KNOWN_NICHES.get(input.niche.trim().toLowerCase()) as TNiche] ?? []) : [];
  const fromTopic = [lead ?? '', ...subNiche, nicheTag(input.niche), ...rest, ...broad];
  const chosen: string[] = [];
  const seen = new Set<string>();
  for (const tag of [...favourites, ...fromTopic].map(normalizeHashtag)) {
    if (chosen.length >= count) break;
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key) || isStopWord(key)) continue;
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

/**
 * The followed tags a sub-niche names ("remote teams" → #RemoteWork, "AI in healthcare" → #AI,
 * #HealthTech); only one no followed tag fits is tagged as typed (#B2BContent), and only when it is
 * one or two plain words.
 */
function subNicheTags(subNiche: string): string[] {
  const followed = findFollowedHashtags([subNiche]);
  if (followed.length > 0) return followed;
  const own = nicheTag(subNiche);
  return own ? [own] : [];
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
