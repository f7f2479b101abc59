import { functionWordSimilarity, type VoiceProfile } from './build-voice-profile';
import { measureText, type TextMeasures } from './measure-text';
import { HABIT_FEATURES, STYLE_FEATURE_NAMES, STYLE_FEATURES, type HabitFeature, type StyleFeature } from './style-features';

/** One feature so far from the member's habit that more distance says nothing new. */
const Z_CAP = 4;
/**
 * Calibration: a text exactly on the member's averages scores 100; a typical post of their own
 * (each feature one spread away, mean squared z of 1) scores 85; two spreads away 52; three 23.
 */
const TYPICAL_OWN_SCORE = 0.85;
const SCALE = -1 / (2 * Math.log(TYPICAL_OWN_SCORE));

export interface VoiceMatchDetail {
  /** 0-100. */
  score: number;
  /** Weighted mean of squared, capped z-scores. */
  distance: number;
  /** Each feature's z-score: how many of the member's own spreads the text is away from their habit. */
  z: Partial<Record<StyleFeature | HabitFeature, number>>;
}

/** Stylometric similarity of a draft to the member's own posts, 0-100. */
export function measureVoiceMatch(draft: { content: string; hashtags: readonly string[] }, profile: VoiceProfile): number {
  return explainVoiceMatch(measureText(draft.content, draft.hashtags), profile).score;
}

export function explainVoiceMatch(measures: TextMeasures, profile: VoiceProfile): VoiceMatchDetail {
  const z: VoiceMatchDetail['z'] = {};
  let weighted = 0;
  let weights = 0;
  const add = (feature: StyleFeature | HabitFeature, value: number, weight: number) => {
    z[feature] = value;
    weighted += weight * Math.min(value, Z_CAP) ** 2;
    weights += weight;
  };

  for (const feature of STYLE_FEATURE_NAMES) {
    const value = measures.style[feature];
    if (value === null) continue;
    const stats = profile.style[feature];
    add(feature, Math.abs(value - stats.mean) / stats.sd, STYLE_FEATURES[feature].weight);
  }

  // Habits only count a shortfall: using the member's favourite emoji more than usual is still them.
  const habit = (feature: HabitFeature, value: number | null) => {
    const stats = profile.habits[feature];
    if (!stats || value === null) return;
    add(feature, Math.max(0, stats.mean - value) / stats.sd, HABIT_FEATURES[feature].weight);
  };
  const functionWordTotal = Object.values(measures.functionWords).reduce((s, v) => s + v, 0);
  habit(
    'functionWordSimilarity',
    functionWordTotal >= 8 ? functionWordSimilarity(measures.functionWords, profile.functionWords) : null,
  );
  habit('emojiFavouriteShare', shareKnown(measures.emojis, profile.emoji.counts));
  habit(
    'hashtagFavouriteShare',
    shareKnown(
      measures.hashtags.map((h) => h.toLowerCase()),
      profile.hashtags.counts,
    ),
  );

  const distance = weights > 0 ? weighted / weights : 0;
  return { score: Math.round(100 * Math.exp(-distance / (2 * SCALE))), distance, z };
}

function shareKnown(items: string[], known: Record<string, number>): number | null {
  if (items.length === 0) return null;
  return items.filter((item) => Object.hasOwn(known, item) && (known[item] ?? 0) > 0).length / items.length;
}
