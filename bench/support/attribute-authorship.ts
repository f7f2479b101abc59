// Authorship attribution for the voice eval: two classic stylometric methods that share nothing
// with the composer (which lives in apps/server and never imports bench/). Each is trained on
// labelled texts and asked which member wrote a new text.
//
// Parameters are fixed here, chosen on held-out real posts only (never on drafts):
// - character n-grams of 2 to 4 characters over the raw text (case, punctuation, emoji and line
//   breaks kept: they are part of a voice), sublinear tf (1 + ln tf), smoothed idf from the
//   training texts, each text L2-normalised; a member is the L2-normalised mean of their texts;
//   nearest centroid by cosine.
// - Burrows' Delta over function words: the 150 most frequent words of the training corpus that
//   are function words (the closed-class list below); relative frequency in each text, z-scored
//   with the mean and standard deviation over the training texts; a member's profile is the mean z
//   of their texts; Delta is the mean absolute difference of z; lowest wins.
//   The first version took the 150 most frequent words of any kind. On these small corpora those
//   are largely each member's own topic words, so every draft (written on topics none of the
//   members writes about) looked like the member with the fewest common words: 100 % of neutral
//   drafts went to one member. Held-out posts, which share their member's topics, could not show
//   this. The function-word list restores what Delta is meant to measure; the all-words variant
//   is still computed and printed by the eval so the change is visible.

export interface Attribution {
  /** Index of the member the text is attributed to. */
  member: number;
  /** Score per member: cosine for n-grams (higher is closer), Delta for words (lower is closer). */
  scores: number[];
}

export interface Attributor {
  attribute(text: string): Attribution;
}

export const NGRAM_SIZES = [2, 3, 4] as const;
export const DELTA_WORDS = 150;

// ---------------------------------------------------------------------------------------------
// Character n-gram TF-IDF, nearest centroid.

type Sparse = Map<string, number>;

function charNgramCounts(text: string): Sparse {
  // Code points, not UTF-16 units, so an emoji is one character.
  const chars = Array.from(text.replace(/\r\n?/g, '\n'));
  const counts: Sparse = new Map();
  for (const n of NGRAM_SIZES) {
    for (let i = 0; i + n <= chars.length; i++) {
      const gram = chars.slice(i, i + n).join('');
      counts.set(gram, (counts.get(gram) ?? 0) + 1);
    }
  }
  return counts;
}

function normalise(vector: Sparse): Sparse {
  let norm = 0;
  for (const v of vector.values()) norm += v * v;
  norm = Math.sqrt(norm);
  if (norm > 0) for (const [k, v] of vector) vector.set(k, v / norm);
  return vector;
}

function dot(a: Sparse, b: Sparse): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [k, v] of small) {
    const w = large.get(k);
    if (w !== undefined) sum += v * w;
  }
  return sum;
}

export function trainNgramTfidf(textsByMember: string[][]): Attributor {
  const documents = textsByMember.flatMap((texts, member) => texts.map((text) => ({ member, counts: charNgramCounts(text) })));
  const df = new Map<string, number>();
  for (const { counts } of documents) for (const gram of counts.keys()) df.set(gram, (df.get(gram) ?? 0) + 1);
  const total = documents.length;
  const idf = (gram: string) => Math.log((1 + total) / (1 + (df.get(gram) ?? 0))) + 1;
  const vectorise = (counts: Sparse): Sparse => {
    const vector: Sparse = new Map();
    // n-grams never seen in training carry no evidence about any member.
    for (const [gram, tf] of counts) if (df.has(gram)) vector.set(gram, (1 + Math.log(tf)) * idf(gram));
    return normalise(vector);
  };
  const centroids: Sparse[] = textsByMember.map(() => new Map());
  for (const { member, counts } of documents) {
    const centroid = centroids[member] as Sparse;
    for (const [gram, v] of vectorise(counts)) centroid.set(gram, (centroid.get(gram) ?? 0) + v);
  }
  centroids.forEach(normalise);
  return {
    attribute(text) {
      const vector = vectorise(charNgramCounts(text));
      const scores = centroids.map((c) => dot(vector, c));
      return { member: argBest(scores, (a, b) => a > b), scores };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Burrows' Delta over the most frequent words.

export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? []
  );
}

function relativeFrequencies(tokens: string[], vocabulary: string[]): number[] {
  const counts = new Map<string, number>();
  for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
  const n = Math.max(tokens.length, 1);
  return vocabulary.map((w) => (counts.get(w) ?? 0) / n);
}

/** English closed-class words: articles, pronouns, prepositions, conjunctions, auxiliaries, modals, common adverbs. */
export const FUNCTION_WORDS = new Set(
  `a about above after again against all almost along already also although always am among an and another any anybody
  anyone anything are around as at be because been before behind being below beneath beside besides between beyond both
  but by can could did do does doing done down during each either else enough even ever every everybody everyone
  everything few for from further had has have having he her here hers herself him himself his how however i if in
  inside into is it its itself just least less many may me might mine more most much must my myself neither never no
  nobody none nor not nothing now of off often on once one only onto or other others otherwise our ours ourselves out
  outside over own per perhaps quite rather same several shall she should since so some somebody someone something
  sometimes still such than that the their theirs them themselves then there therefore these they this those though
  through throughout thus till to too toward towards under unless until up upon us very via was we were what whatever
  when whenever where whereas wherever whether which while whilst who whoever whom whose why will with within without
  would yet you your yours yourself yourselves i'm i've i'd i'll you're you've it's that's there's we're we've they're
  don't doesn't didn't isn't aren't wasn't weren't can't couldn't won't wouldn't shouldn't let's`.split(/\s+/),
);

export function trainBurrowsDelta(
  textsByMember: string[][],
  options: { functionWordsOnly: boolean } = { functionWordsOnly: true },
): Attributor & { vocabulary: string[] } {
  const documents = textsByMember.flatMap((texts, member) => texts.map((text) => ({ member, tokens: words(text) })));
  const corpusCounts = new Map<string, number>();
  for (const { tokens } of documents)
    for (const t of tokens)
      if (!options.functionWordsOnly || FUNCTION_WORDS.has(t)) corpusCounts.set(t, (corpusCounts.get(t) ?? 0) + 1);
  const vocabulary = [...corpusCounts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, DELTA_WORDS)
    .map(([w]) => w);
  const frequencies = documents.map((d) => relativeFrequencies(d.tokens, vocabulary));
  const means = vocabulary.map((_, j) => mean(frequencies.map((f) => f[j] as number)));
  const sds = vocabulary.map((_, j) => Math.sqrt(mean(frequencies.map((f) => ((f[j] as number) - (means[j] as number)) ** 2))));
  const z = (f: number[]) => f.map((v, j) => ((sds[j] as number) > 0 ? (v - (means[j] as number)) / (sds[j] as number) : 0));
  const profiles = textsByMember.map((_, member) => {
    const own = documents.flatMap((d, i) => (d.member === member ? [z(frequencies[i] as number[])] : []));
    return vocabulary.map((_, j) => mean(own.map((row) => row[j] as number)));
  });
  return {
    vocabulary,
    attribute(text) {
      const zText = z(relativeFrequencies(words(text), vocabulary));
      const scores = profiles.map((p) => mean(p.map((v, j) => Math.abs((zText[j] as number) - v))));
      return { member: argBest(scores, (a, b) => a < b), scores };
    },
  };
}

// ---------------------------------------------------------------------------------------------

function argBest(scores: number[], better: (a: number, b: number) => boolean): number {
  let best = 0;
  scores.forEach((s, i) => {
    if (better(s, scores[best] as number)) best = i;
  });
  return best;
}

function mean(values: number[]): number {
  return values.reduce((s, v) => s + v, 0) / Math.max(values.length, 1);
}
