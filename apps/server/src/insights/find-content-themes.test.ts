import { describe, expect, it } from 'vitest';
import { findContentThemes } from './find-content-themes';

describe('findContentThemes', () => {
  it('labels posts about jobs, promotions, moves and job search as Career', () => {
    const posts = [
      "I'm happy to share that I'm starting a new position as Staff Engineer at Northwind!",
      'After 6 years at Acme, today was my last day. On to the next chapter.',
      'Got promoted to engineering manager. Here is what I wish I had known.',
      'Laid off last week. I am open to work: backend roles in Berlin.',
      'Job search tip: rewrite your resume for every application.',
    ];
    expect(findContentThemes(posts)[0]).toBe('Career');
  });

  it('ranks themes by how many posts touch them, at most six', () => {
    const posts = [
      'AI. Data. Leadership. Hiring. Culture. Budget. Selling.',
      'AI. Data. Leadership. Hiring. Culture. Budget. Selling.',
      'AI. Data. Leadership. Hiring. Culture.',
      'AI. Data. Leadership. Hiring.',
      'AI. Data. Leadership.',
      'AI. Data.',
      'AI.',
    ];
    // Selling (Sales) and Budget (Finance) tie at two posts each; Sales comes first in the lexicon.
    expect(findContentThemes(posts)).toEqual(['AI & Machine Learning', 'Data', 'Leadership', 'Hiring', 'Culture', 'Sales']);
  });

  it('breaks a tie in posts by mentions', () => {
    // "manager" alone is ambiguous (theme-lexicon.ts), so the second post names a leader.
    const posts = ['Leaders and leadership. Our data.', 'Data again. A leader.'];
    expect(findContentThemes(posts)).toEqual(['Leadership', 'Data']);
  });

  it('needs a theme to recur once there are five posts or more', () => {
    const posts = [
      'A note on pricing pages.',
      'Pricing pages, part two.',
      'Why pricing pages confuse buyers.',
      'Our pricing page test results.',
      'What I learned redesigning a pricing page.',
    ];
    // 'Sales' (buyers) and 'Learning' (learned) appear once each: not themes yet.
    expect(findContentThemes(posts)).toEqual([]);
    expect(findContentThemes(posts.slice(2))).toEqual(['Sales', 'Learning']);
  });

  it('gives no themes without posts', () => {
    expect(findContentThemes([])).toEqual([]);
    expect(findContentThemes(['   '])).toEqual([]);
  });
});

describe('findContentThemes: ambiguous words', () => {
  it('does not read a theme into one ambiguous word, but does with a second term', () => {
    const finance = [
      'We found 1.2M in unused software licences. Cash flow matters.',
      'Software licences again: cut them, protect cash flow.',
    ];
    expect(findContentThemes(finance)).toEqual(['Finance']);
    const engineer = ['Our software deploy takes an hour.', 'Software we deploy daily, with code review.'];
    expect(findContentThemes(engineer)).toEqual(['Software Engineering']);
  });
});
