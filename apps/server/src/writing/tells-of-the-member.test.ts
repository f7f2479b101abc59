import { describe, expect, it } from 'vitest';
import { tellsOfTheMember } from './tells-of-the-member';

describe('a line of the member’s own that tells of them', () => {
  it.each([
    'Our team won the agency award!',
    'I still think about that day — probably more than I should.',
    'Our customers never read the docs.',
    'We shipped it on a Friday.',
    'Remember when we rewrote the billing service?',
  ])('is never said again in a new draft: %s', (line) => expect(tellsOfTheMember(line)).toBe(true));

  it.each([
    'Agree, or am I missing something?',
    'I think the boring option wins.',
    'I am not yet convinced either way.',
    'Shoutout to the most AMAZING team!',
    'Done is better than perfect.',
    'Did you ever regret a hire?',
    'Thoughts welcome.',
    'Tell me in the comments!',
    'Repost if this helped someone in your network.',
    'Prudence, in short, remains undervalued.',
    'These views are my own and do not constitute investment advice.',
    'I would be interested in how other finance leaders are approaching this.',
    'As ever, I welcome the perspectives of colleagues across the industry.',
    'I read every reply.',
  ])('may be, as a stance, a question or a line about nobody: %s', (line) => expect(tellsOfTheMember(line)).toBe(false));
});
