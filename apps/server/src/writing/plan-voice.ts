import type { ClosingKind, VoiceProfile } from './build-voice-profile';
import { tokenizeWords } from '../text/tokenize-words';
import { PHRASEBOOK } from './phrasebook';
import type { Random } from './seeded-random';
import { FUNCTION_WORDS, STYLE_FEATURES, type StyleFeature } from './style-features';

export type Person = 'i' | 'we' | 'none';

/** The targets one draft aims for, drawn from the member's profile (and the seed, so drafts vary). */
export interface VoicePlan {
  targetChars: number;
  sentenceWords: number;
  person: Record<Person, number>;
  /** Chance of keeping an optional clause: high for long-sentence writers, zero for terse ones. */
  tailChance: number;
  /** Chance a kept clause becomes an aside in parentheses. */
  parenthesisChance: number;
  /** Long Latinate words ("demonstrate") for members whose words run long. */
  register: 'formal' | 'plain';
  sentencesPerLine: number;
  blankLineChance: number;
  emojiPer100Words: number;
  emojiWeights: Record<string, number>;
  emojiPlacement: VoiceProfile['emoji']['placement'];
  hashtagCount: number;
  questionShare: number;
  exclamationShare: number;
  youPer100Words: number;
  contractions: 'contract' | 'expand' | 'keep';
  listStyle: 'bullets' | 'prose';
  listMarker: string;
  /** How much more (or less) than the neutral voice the member uses each mark: steers template choice. */
  affinity: Record<'paren' | 'colon' | 'dash' | 'ellipsis' | 'you', number>;
  connectors: Record<string, number>;
  closingKinds: Record<ClosingKind, number>;
  signatureClosings: string[];
  openingPhrases: string[];
  /**
   * How much a template's function words are the member's own: above 1 for a sentence built of the
   * words they use more than the phrasebook does ("so", "just", "which"), below 1 for words they avoid.
   */
  functionWordLean: (template: string) => number;
}

const CONNECTORS = ['and', 'but', 'so', 'because', 'which', 'while', 'however', 'therefore'] as const;

export function planVoice(profile: VoiceProfile, random: Random): VoicePlan {
  const s = profile.style;
  const mean = (f: StyleFeature) => s[f].mean;
  const { p25, p75 } = profile.length;
  const emojiCounts = profile.emoji.counts;
  const functionWordTotal = Object.values(profile.functionWords).reduce((sum, v) => sum + v, 0);
  return {
    targetChars: Math.round(p25 + random.next() * Math.max(0, p75 - p25)),
    sentenceWords: mean('sentenceWords'),
    // "We" speaks for a team: only a member whose own posts say "we" has one the writer knows of
    // ("Our honest take" in the neutral voice read to a blind reviewer as an invented team). And
    // only one who writes as that team more than as themselves: someone who tells of "we" shipping
    // still gives "my take", and the ninth blind review read "Our short answer is …" and "What we
    // recommend" in such a member's drafts as a team invented for them.
    person: {
      i: mean('iRate'),
      we: profile.source === 'neutral' || mean('weRate') <= mean('iRate') ? 0 : mean('weRate'),
      none: 1,
    },
    tailChance: clamp((mean('sentenceWords') - 9) / 8, 0, 1),
    parenthesisChance: clamp((mean('parenRate') - STYLE_FEATURES.parenRate.prior.mean) / 3, 0, 0.4),
    register: mean('wordLength') >= STYLE_FEATURES.wordLength.prior.mean + 0.25 ? 'formal' : 'plain',
    sentencesPerLine: Math.max(1, mean('sentencesPerLine')),
    blankLineChance: clamp(mean('blankLineShare'), 0, 1),
    // The neutral voice is plain professional prose: no emoji until a member shows they use them.
    emojiPer100Words: profile.source === 'neutral' ? 0 : mean('emojiRate'),
    emojiWeights: Object.keys(emojiCounts).length > 0 ? emojiCounts : { '💡': 1 },
    emojiPlacement: profile.emoji.placement,
    hashtagCount: clamp(Math.round(mean('hashtagCount') + (random.next() - 0.5) * s.hashtagCount.sd), 0, 10),
    questionShare: mean('questionShare'),
    exclamationShare: mean('exclamationShare'),
    youPer100Words: mean('youRate'),
    contractions: mean('contractionRate') >= 1.5 ? 'contract' : mean('contractionRate') <= 0.4 ? 'expand' : 'keep',
    listStyle: profile.source === 'imported' && mean('listLineShare') < 0.03 ? 'prose' : 'bullets',
    listMarker: profile.listMarker ?? '-',
    affinity: {
      paren: affinity(mean('parenRate'), STYLE_FEATURES.parenRate.prior.mean),
      colon: affinity(mean('colonRate'), STYLE_FEATURES.colonRate.prior.mean),
      dash: affinity(mean('dashRate'), STYLE_FEATURES.dashRate.prior.mean),
      ellipsis: affinity(mean('ellipsisRate'), STYLE_FEATURES.ellipsisRate.prior.mean),
      you: affinity(mean('youRate'), STYLE_FEATURES.youRate.prior.mean),
    },
    connectors: Object.fromEntries(
      CONNECTORS.map((c) => [c, 1 + (functionWordTotal > 0 ? (100 * (profile.functionWords[c] ?? 0)) / functionWordTotal : 0)]),
    ),
    closingKinds: profile.closings.kinds,
    signatureClosings: profile.closings.lines,
    openingPhrases: profile.openings.phrases.filter((p) => p.split(' ').length <= 3 && /:$/.test(p)),
    functionWordLean: leanTowards(profile.functionWords),
  };
}

const FUNCTION_WORD_SET = new Set<string>(FUNCTION_WORDS);
/** Smoothing for words neither side uses much, so one stray "whether" does not swing a choice. */
const LEAN_SMOOTHING = 0.004;
const LEAN_STRENGTH = 3;
const templateWords = new Map<string, string[]>();
let phrasebookShares: Map<string, number> | undefined;

function functionWordsOf(template: string): string[] {
  const known = templateWords.get(template);
  if (known) return known;
  const words = tokenizeWords(template.replace(/\{[^}]*\}/g, ' ')).filter((w) => FUNCTION_WORD_SET.has(w));
  templateWords.set(template, words);
  return words;
}

function shares(counts: Iterable<[string, number]>): Map<string, number> {
  const entries = [...counts].filter(([w]) => FUNCTION_WORD_SET.has(w));
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  return new Map(entries.map(([w, n]) => [w, n / Math.max(total, 1)]));
}

/** The member's function words against the phrasebook's own: what the composer writes when nobody steers it. */
function leanTowards(memberCounts: Record<string, number>): (template: string) => number {
  const member = shares(Object.entries(memberCounts));
  if (member.size === 0) return () => 1;
  if (!phrasebookShares) {
    const counts = new Map<string, number>();
    for (const template of Object.values(PHRASEBOOK).flat() as string[])
      for (const w of functionWordsOf(template)) counts.set(w, (counts.get(w) ?? 0) + 1);
    phrasebookShares = shares(counts);
  }
  const reference = phrasebookShares;
  const lean = new Map(
    FUNCTION_WORDS.map((w) => [
      w as string,
      Math.log(((member.get(w) ?? 0) + LEAN_SMOOTHING) / ((reference.get(w) ?? 0) + LEAN_SMOOTHING)),
    ]),
  );
  return (template) => {
    const words = functionWordsOf(template);
    if (words.length === 0) return 1;
    const mean = words.reduce((sum, w) => sum + (lean.get(w) ?? 0), 0) / words.length;
    return Math.exp(clamp(LEAN_STRENGTH * mean, -1.5, 1.5));
  };
}

function affinity(member: number, prior: number): number {
  return clamp((member + 0.05) / (prior + 0.05), 0.05, 6);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
