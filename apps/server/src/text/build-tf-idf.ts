import type { TermVector } from './cosine-similarity';

/** How often each term occurs in one document; a part that says less (a summary) may count less than 1. */
export type TermCounts = Map<string, number>;

/** Adds each term `weight` times to `into` (a new map by default) and returns it. */
export function countTerms(terms: Iterable<string>, weight = 1, into: TermCounts = new Map()): TermCounts {
  for (const term of terms) into.set(term, (into.get(term) ?? 0) + weight);
  return into;
}

export interface TfIdfOptions {
  /**
   * Past this many documents a term counts as shared, whatever its exact document frequency. News
   * clustering sets it: a big story must not lose the weight of its own names for being big. Off
   * by default, where a term in most documents (a member's "team") should weigh little.
   */
  dfSaturation?: number;
}

export interface TfIdf {
  /** One unit vector per document, in the order given; cosine similarity is then their dot product. */
  vectors: TermVector[];
  /** Another text (a query) weighed with the documents' IDF, as a unit vector. */
  vectorize(counts: ReadonlyMap<string, number>): TermVector;
}

/**
 * TF-IDF over a set of documents: sublinear term frequency (1 + ln tf, a fractional count kept as
 * it is), smoothed IDF (ln((n + 1) / (df + 1)) + 1, so a term in every document still counts a
 * little and an unseen term counts most), L2-normalised.
 */
export function buildTfIdf(documents: ReadonlyArray<ReadonlyMap<string, number>>, options: TfIdfOptions = {}): TfIdf {
  const saturation = options.dfSaturation ?? Number.POSITIVE_INFINITY;
  const df = new Map<string, number>();
  for (const counts of documents) for (const term of counts.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const n = documents.length;
  const vectorize = (counts: ReadonlyMap<string, number>): TermVector => {
    const vector = new Map<string, number>();
    let sumOfSquares = 0;
    for (const [term, count] of counts) {
      const tf = count <= 1 ? count : 1 + Math.log(count);
      const weight = tf * (Math.log((n + 1) / (Math.min(df.get(term) ?? 0, saturation) + 1)) + 1);
      vector.set(term, weight);
      sumOfSquares += weight * weight;
    }
    const length = Math.sqrt(sumOfSquares) || 1;
    for (const [term, weight] of vector) vector.set(term, weight / length);
    return vector;
  };
  return { vectors: documents.map(vectorize), vectorize };
}
