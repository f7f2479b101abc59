import { describe, expect, it } from 'vitest';
import { cosineSimilarity, dotProduct } from './cosine-similarity';

const vector = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('cosineSimilarity', () => {
  it('is 1 for identical vectors and for vectors pointing the same way', () => {
    const a = vector({ pricing: 0.5, saas: 1.2, churn: 0.3 });
    expect(cosineSimilarity(a, a)).toBeCloseTo(1, 12);
    expect(cosineSimilarity(a, vector({ pricing: 1, saas: 2.4, churn: 0.6 }))).toBeCloseTo(1, 12);
  });

  it('is 0 for vectors with no term in common, and for an empty one', () => {
    expect(cosineSimilarity(vector({ pricing: 1, saas: 2 }), vector({ hiring: 1, interview: 3 }))).toBe(0);
    expect(cosineSimilarity(vector({}), vector({ hiring: 1 }))).toBe(0);
  });

  it('is symmetric and between 0 and 1 for partial overlap', () => {
    const a = vector({ code: 1, review: 2 });
    const b = vector({ review: 1, bot: 1 });
    const similarity = cosineSimilarity(a, b);
    expect(similarity).toBeGreaterThan(0);
    expect(similarity).toBeLessThan(1);
    expect(cosineSimilarity(b, a)).toBeCloseTo(similarity, 12);
  });
});

describe('dotProduct', () => {
  it('sums the products of shared terms', () => {
    expect(dotProduct(vector({ a: 2, b: 3 }), vector({ b: 4, c: 5 }))).toBe(12);
  });
});
