import { describe, expect, it } from 'vitest';
import { recoverSpelling } from './recover-spelling';

describe('recoverSpelling', () => {
  it('finds how the member writes a stemmed term, plurals and stopwords in between included', () => {
    const posts = [
      'What 50 SaaS companies taught me about SaaS pricing.',
      'Most SaaS pricing pages hide the price.',
      'Return to office is back. Is return-to-office working?',
    ];
    expect(recoverSpelling('saas pricing', posts)).toBe('SaaS pricing');
    expect(recoverSpelling('saas company', posts)).toBe('SaaS companies');
    // The mid-sentence spelling is the member's; the capital is the label's.
    expect(recoverSpelling('return office', posts)).toBe('Return-to-office');
  });

  it('trusts mid-sentence spellings over capitals a sentence start forces, and gives labels in sentence case', () => {
    const posts = ['Platform engineering is product work.', 'Our platform engineering team.', 'Why platform engineering?'];
    expect(recoverSpelling('platform engineering', posts)).toBe('Platform engineering');
    expect(recoverSpelling('iphone app', ['my iPhone app', 'the iPhone app'])).toBe('iPhone app');
  });

  it('never joins words across a sentence end, and falls back to the term', () => {
    expect(recoverSpelling('platform engineering', ['Kubernetes is not a platform. Engineering is people.'])).toBe(
      'Platform engineering',
    );
  });
});
