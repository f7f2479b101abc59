import { describe, expect, it } from 'vitest';
import { buildTfIdf, countTerms } from './build-tf-idf';
import { cosineSimilarity, norm } from './cosine-similarity';

const documents = [
  ['team', 'pricing', 'saas'],
  ['team', 'hiring', 'interview'],
  ['team', 'pricing', 'discount'],
  ['team', 'roadmap', 'launch'],
].map((terms) => countTerms(terms));

describe('buildTfIdf', () => {
  it('weighs a word in every document below a word in one', () => {
    const [first] = buildTfIdf(documents).vectors;
    expect(first!.get('team')).toBeGreaterThan(0);
    expect(first!.get('team')).toBeLessThan(first!.get('saas')!);
    expect(first!.get('pricing')).toBeLessThan(first!.get('saas')!);
  });

  it('gives unit vectors, so documents about the same thing are the most similar', () => {
    const { vectors } = buildTfIdf(documents);
    for (const v of vectors) expect(norm(v)).toBeCloseTo(1, 12);
    const others = vectors.slice(1).map((v) => cosineSimilarity(vectors[0]!, v));
    expect(others.indexOf(Math.max(...others))).toBe(1);
  });

  it('counts repeats sublinearly and fractional counts as given', () => {
    const { vectors } = buildTfIdf([countTerms(['a', 'a', 'a', 'a', 'b']), countTerms(['b'], 0.4, countTerms(['a']))]);
    const [repeated, weighted] = vectors;
    // 4 occurrences weigh 1 + ln 4 ≈ 2.4 times one, not 4 times.
    expect(repeated!.get('a')! / repeated!.get('b')!).toBeCloseTo(1 + Math.log(4), 12);
    expect(weighted!.get('b')! / weighted!.get('a')!).toBeCloseTo(0.4, 12);
  });

  it('weighs a query with the documents’ IDF, unseen terms highest', () => {
    const tfIdf = buildTfIdf(documents);
    const query = tfIdf.vectorize(countTerms(['team', 'pricing', 'quantum']));
    expect(query.get('quantum')).toBeGreaterThan(query.get('pricing')!);
    expect(query.get('pricing')).toBeGreaterThan(query.get('team')!);
    expect(tfIdf.vectorize(documents[0]!)).toEqual(tfIdf.vectors[0]);
  });

  it('with saturated document frequency, keeps a big story’s own names weighty', () => {
    const story = Array.from({ length: 20 }, (_, i) => countTerms(['kestrel', 'outage', `outlet${i}`]));
    const corpus = [...story, ...Array.from({ length: 20 }, (_, i) => countTerms([`other${i}`, 'launch']))];
    const plain = buildTfIdf(corpus).vectors[0]!;
    const saturated = buildTfIdf(corpus, { dfSaturation: 5 }).vectors[0]!;
    expect(saturated.get('kestrel')! / saturated.get('outlet0')!).toBeGreaterThan(plain.get('kestrel')! / plain.get('outlet0')!);
  });
});
