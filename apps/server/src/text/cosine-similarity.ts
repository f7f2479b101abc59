/** A sparse vector over terms: term → weight. */
export type TermVector = ReadonlyMap<string, number>;

/** Σ a·b over the terms of `a`: pass the sparser vector first. */
export function dotProduct(a: TermVector, b: TermVector): number {
  let dot = 0;
  for (const [term, weight] of a) dot += weight * (b.get(term) ?? 0);
  return dot;
}

/** 1 for vectors pointing the same way, 0 for vectors with no term in common (or an empty one). */
export function cosineSimilarity(a: TermVector, b: TermVector): number {
  const dot = dotProduct(a, b);
  if (dot === 0) return 0;
  return dot / (norm(a) * norm(b));
}

export function norm(vector: TermVector): number {
  let sum = 0;
  for (const weight of vector.values()) sum += weight * weight;
  return Math.sqrt(sum);
}
