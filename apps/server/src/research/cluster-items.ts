import { buildTfIdf, countTerms } from '../text/build-tf-idf';
import { dotProduct, norm, type TermVector } from '../text/cosine-similarity';
import { cachedTerms } from '../text/extract-terms';

/** Summaries are long and noisy next to a headline: they count, but less. */
const SUMMARY_WEIGHT = 0.4;
const SUMMARY_CHARS = 300;

export interface ItemText {
  title: string;
  summary: string;
}

/**
 * Past this many items a word counts as shared, whatever its exact document frequency: a big
 * story must not lose the weight of its own names ("Kestrel", "outage") for being big, which is
 * what plain IDF over a one-week window does to exactly the stories we look for.
 */
const DF_SATURATION = 5;

/** Each item's TF-IDF unit vector (title terms, and summary terms at a lower weight), and its set of terms. */
export function tfidfVectors(items: ItemText[]): { vectors: TermVector[]; termSets: Set<string>[] } {
  const counts = items.map((item) =>
    countTerms(cachedTerms(item.summary.slice(0, SUMMARY_CHARS)), SUMMARY_WEIGHT, countTerms(cachedTerms(item.title))),
  );
  const { vectors } = buildTfIdf(counts, { dfSaturation: DF_SATURATION });
  return { vectors, termSets: counts.map((tf) => new Set(tf.keys())) };
}

export interface Cluster {
  members: number[];
  /** Sum of member vectors; divide by `norm` for the unit centroid. */
  sum: Map<string, number>;
  norm: number;
}

/**
 * Single-pass centroid clustering (the classic online method for grouping news into stories):
 * each item joins the cluster whose centroid it is most similar to, when that cosine similarity
 * reaches `threshold`, or starts a cluster of its own. An inverted index means an item is only
 * compared with clusters it shares a term with, which keeps this linear in practice.
 */
export function clusterVectors(vectors: TermVector[], order: number[], threshold: number): Cluster[] {
  const clusters: Cluster[] = [];
  const postings = new Map<string, number[]>();
  for (const index of order) {
    const vector = vectors[index]!;
    const dots = new Map<number, number>();
    for (const [term, weight] of vector) {
      for (const c of postings.get(term) ?? []) dots.set(c, (dots.get(c) ?? 0) + weight * clusters[c]!.sum.get(term)!);
    }
    let best = -1;
    let bestSimilarity = threshold;
    for (const [c, dot] of dots) {
      const similarity = dot / clusters[c]!.norm;
      if (similarity >= bestSimilarity) {
        best = c;
        bestSimilarity = similarity;
      }
    }
    if (best === -1) {
      best = clusters.length;
      clusters.push({ members: [], sum: new Map(), norm: 0 });
    }
    const cluster = clusters[best]!;
    // |s + v|² = |s|² + 2 s·v + |v|², with |v| = 1.
    const dot = dots.get(best) ?? 0;
    cluster.norm = Math.sqrt(cluster.norm * cluster.norm + 2 * dot + 1);
    cluster.members.push(index);
    for (const [term, weight] of vector) {
      const previous = cluster.sum.get(term);
      if (previous === undefined) {
        const list = postings.get(term);
        if (list) list.push(best);
        else postings.set(term, [best]);
      }
      cluster.sum.set(term, (previous ?? 0) + weight);
    }
  }
  return clusters;
}

/** Cosine similarity of an item (unit vector) with a cluster's centroid. */
export function similarityToCluster(vector: TermVector, cluster: Cluster): number {
  return cluster.norm > 0 ? dotProduct(vector, cluster.sum) / cluster.norm : 0;
}

/** The cluster's strongest terms, phrases first when they are as strong as their words. */
export function keyphrases(cluster: Cluster, count: number): string[] {
  const ranked = [...cluster.sum].sort((x, y) => y[1] * (y[0].includes(' ') ? 1.3 : 1) - x[1] * (x[0].includes(' ') ? 1.3 : 1));
  const chosen: string[] = [];
  for (const [term] of ranked) {
    if (chosen.length >= count) break;
    const words = term.split(' ');
    // Skip a word already inside a chosen phrase, and a phrase whose words are both chosen.
    if (chosen.some((c) => c.split(' ').includes(term))) continue;
    if (words.length > 1 && words.every((w) => chosen.includes(w))) continue;
    chosen.push(term);
  }
  return chosen;
}

/**
 * Second pass: joins clusters whose centroids are alike. The first pass splits a story whose
 * headlines are worded differently; their centroids still share the story's names. Similarities
 * are computed once, only for pairs that share a term (an inverted index), and pairs above the
 * threshold are joined (union-find), which keeps this fast on the cached path.
 */
export function mergeClusters(clusters: Cluster[], threshold: number): Cluster[] {
  const postings = new Map<string, number[]>();
  clusters.forEach((cluster, c) => {
    for (const term of cluster.sum.keys()) {
      const list = postings.get(term);
      if (list) list.push(c);
      else postings.set(term, [c]);
    }
  });
  const parent = clusters.map((_, c) => c);
  const root = (c: number): number => {
    while (parent[c] !== c) c = parent[c] = parent[parent[c]!]!;
    return c;
  };
  clusters.forEach((cluster, a) => {
    const dots = new Map<number, number>();
    for (const [term, weight] of cluster.sum) {
      for (const b of postings.get(term)!) if (b > a) dots.set(b, (dots.get(b) ?? 0) + weight * clusters[b]!.sum.get(term)!);
    }
    for (const [b, dot] of dots) {
      if (dot / (cluster.norm * clusters[b]!.norm) >= threshold) parent[root(b)] = root(a);
    }
  });
  const merged = new Map<number, Cluster>();
  clusters.forEach((cluster, c) => {
    const r = root(c);
    const into = merged.get(r);
    if (!into) merged.set(r, { members: [...cluster.members], sum: new Map(cluster.sum), norm: cluster.norm });
    else {
      into.members.push(...cluster.members);
      for (const [term, weight] of cluster.sum) into.sum.set(term, (into.sum.get(term) ?? 0) + weight);
    }
  });
  for (const cluster of merged.values()) cluster.norm = norm(cluster.sum);
  return [...merged.values()];
}
