import type { TWritingStyle } from '@cadence/contract/linkedin/insights';
import type { VoiceProfile } from '../writing/build-voice-profile';
import { STYLE_FEATURES, type StyleFeature } from '../writing/style-features';

/**
 * Tones a person recognises, each read from the style features that show it, as a weighted sum of
 * how far the member's mean is from a neutral professional voice (in that voice's spreads). The
 * neutral voice is 'professional' by construction, so that is the tone when nothing stands out.
 */
const TONES: ReadonlyArray<readonly [tone: string, signs: Partial<Record<StyleFeature, number>>]> = [
  // Exclamations and emoji.
  ['enthusiastic', { exclamationShare: 1, emojiRate: 0.5 }],
  // Talking to the reader: "you", contractions, questions, plain words.
  ['conversational', { youRate: 0.6, contractionRate: 0.6, questionShare: 0.4, wordLength: -0.3 }],
  // Thinking aloud in the first person, in long sentences with pauses (dashes, ellipses), rarely exclaiming.
  ['reflective', { iRate: 0.6, sentenceWords: 0.3, dashRate: 0.3, ellipsisRate: 0.3, exclamationShare: -0.3 }],
  // Short sentences, lists, few clauses.
  ['direct', { sentenceWords: -0.7, listLineShare: 0.5, commasPerSentence: -0.3 }],
  // Long words in long sentences, no contractions, little "I": the register of reports and announcements.
  ['formal', { wordLength: 0.6, sentenceWords: 0.3, commasPerSentence: 0.2, contractionRate: -0.3, iRate: -0.2 }],
];
/** A tone must stand this far above neutral to be named; a second one must come close to the first. */
const TONE_THRESHOLD = 1;
const SECOND_TONE_SHARE = 0.75;
const NEUTRAL_TONE = 'professional';

/**
 * The Writing Style section, read from the same voice profile the writer uses, so the tab never
 * describes a voice the posts are not written in.
 */
export function describeWritingStyle(voice: VoiceProfile): TWritingStyle {
  const posts = voice.source === 'imported' ? voice.postCount : 0;
  const hashtags = Object.values(voice.hashtags.counts).reduce((sum, n) => sum + n, 0);
  return {
    tone: toneOf(voice),
    emoji_usage_frequency: posts > 0 ? round(voice.emoji.postShare, 2) : 0,
    hashtag_usage_frequency: posts > 0 ? round(hashtags / posts, 2) : 0,
    total_posts_analyzed: posts,
    // The neutral voice's length is a default for writing, not something the member wrote.
    avg_post_length: posts > 0 ? Math.round(voice.length.median) : 0,
  };
}

function toneOf(voice: VoiceProfile): string {
  const distance = (feature: StyleFeature) => {
    const prior = STYLE_FEATURES[feature].prior;
    return (voice.style[feature].mean - prior.mean) / prior.sd;
  };
  const ranked = TONES.map(([tone, signs]) => ({
    tone,
    score: Object.entries(signs).reduce((sum, [feature, weight]) => sum + weight * distance(feature as StyleFeature), 0),
  }))
    .filter((t) => t.score >= TONE_THRESHOLD)
    .sort((a, b) => b.score - a.score);
  const [first, second] = ranked;
  if (!first) return NEUTRAL_TONE;
  return second && second.score >= first.score * SECOND_TONE_SHARE ? `${first.tone} and ${second.tone}` : first.tone;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
