/**
 * The stylometric features a voice is described by. Each has a weight in voice_match (how much it
 * tells one writer from another), a prior (a neutral professional voice on LinkedIn: the voice with
 * no import, and what a member with few posts is pulled towards), and a floor under its spread
 * (below it, differences are measurement noise on a short text, not style).
 */
export const STYLE_FEATURES = {
  logChars: { weight: 1, prior: { mean: Math.log(900), sd: 0.55 }, floor: 0.15 },
  sentenceWords: { weight: 1.5, prior: { mean: 15, sd: 5 }, floor: 1.5 },
  wordLength: { weight: 0.75, prior: { mean: 4.8, sd: 0.4 }, floor: 0.12 },
  sentencesPerLine: { weight: 1.25, prior: { mean: 1.8, sd: 1 }, floor: 0.25 },
  blankLineShare: { weight: 0.75, prior: { mean: 0.85, sd: 0.3 }, floor: 0.1 },
  emojiRate: { weight: 1.5, prior: { mean: 0.3, sd: 1.2 }, floor: 0.3 },
  hashtagCount: { weight: 1, prior: { mean: 3, sd: 1.5 }, floor: 0.6 },
  questionShare: { weight: 1, prior: { mean: 0.08, sd: 0.1 }, floor: 0.05 },
  exclamationShare: { weight: 1, prior: { mean: 0.03, sd: 0.08 }, floor: 0.04 },
  iRate: { weight: 1, prior: { mean: 2.5, sd: 2 }, floor: 0.6 },
  weRate: { weight: 0.75, prior: { mean: 1, sd: 1.2 }, floor: 0.4 },
  youRate: { weight: 0.75, prior: { mean: 1.5, sd: 1.5 }, floor: 0.5 },
  listLineShare: { weight: 0.75, prior: { mean: 0.1, sd: 0.2 }, floor: 0.06 },
  contractionRate: { weight: 0.75, prior: { mean: 1, sd: 1.2 }, floor: 0.35 },
  commasPerSentence: { weight: 0.5, prior: { mean: 0.8, sd: 0.5 }, floor: 0.15 },
  colonRate: { weight: 0.5, prior: { mean: 0.4, sd: 0.5 }, floor: 0.2 },
  dashRate: { weight: 0.5, prior: { mean: 0.3, sd: 0.5 }, floor: 0.2 },
  parenRate: { weight: 0.5, prior: { mean: 0.2, sd: 0.4 }, floor: 0.15 },
  ellipsisRate: { weight: 0.5, prior: { mean: 0.1, sd: 0.4 }, floor: 0.15 },
} as const satisfies Record<string, { weight: number; prior: { mean: number; sd: number }; floor: number }>;

export type StyleFeature = keyof typeof STYLE_FEATURES;
/** null when a feature does not apply (blank-line share of a one-line post). */
export type StyleValues = Record<StyleFeature, number | null>;
export const STYLE_FEATURE_NAMES = Object.keys(STYLE_FEATURES) as StyleFeature[];

/**
 * Features that compare a text with the member's habits rather than with a number: how close its
 * function words are to theirs, and whether its emoji and hashtags are ones they use. Only a
 * shortfall counts; being more typical than usual is never a penalty.
 */
export const HABIT_FEATURES = {
  functionWordSimilarity: { weight: 1, prior: { mean: 0.8, sd: 0.1 }, floor: 0.08 },
  emojiFavouriteShare: { weight: 0.75, prior: { mean: 0.5, sd: 0.3 }, floor: 0.15 },
  hashtagFavouriteShare: { weight: 0.75, prior: { mean: 0.4, sd: 0.3 }, floor: 0.15 },
} as const satisfies Record<string, { weight: number; prior: { mean: number; sd: number }; floor: number }>;

export type HabitFeature = keyof typeof HABIT_FEATURES;

/**
 * Burrows-style function words: topic-free, used unconsciously, and so a classic fingerprint of a
 * writer. Pronouns are left out: they are features of their own.
 */
export const FUNCTION_WORDS = [
  'the',
  'a',
  'an',
  'and',
  'but',
  'or',
  'so',
  'of',
  'to',
  'in',
  'on',
  'for',
  'with',
  'at',
  'by',
  'from',
  'about',
  'as',
  'into',
  'than',
  'that',
  'this',
  'these',
  'those',
  'it',
  'its',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'have',
  'has',
  'had',
  'do',
  'does',
  'did',
  'not',
  'no',
  'just',
  'very',
  'really',
  'more',
  'most',
  'what',
  'which',
  'who',
  'when',
  'where',
  'why',
  'how',
  'if',
  'because',
  'while',
  'however',
  'therefore',
  'also',
  'there',
  'here',
  'can',
  'could',
  'will',
  'would',
  'should',
  'may',
  'might',
  'must',
  'all',
  'every',
  'each',
  'some',
  'any',
  'only',
  'even',
  'still',
  'yet',
  'then',
  'now',
  'too',
  'one',
  'thing',
  'actually',
  'whether',
  'rather',
] as const;
