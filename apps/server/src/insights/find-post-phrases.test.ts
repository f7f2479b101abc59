import { describe, expect, it } from 'vitest';
import { findPostPhrases } from './find-post-phrases';

const find = (posts: string[], key: string) => findPostPhrases(posts).find((p) => p.key === key);

describe('findPostPhrases', () => {
  it('reads noun phrases as the tagger reads the sentence: never a subject and its verb', () => {
    const posts = ['It sounds obvious, but it took me months.', 'It sounds obvious, but it took me a year.'];
    expect(find(posts, 'obvious took')).toBeUndefined();
    expect(find(posts, 'sounds obvious')).toBeUndefined();
  });

  it('keeps hyphenated compounds and connectors, counts each post once, and keeps the member’s spelling', () => {
    const posts = [
      'We review driver-based models and cost per lead weekly. Driver-based models again.',
      'Our driver-based models beat the old ones; cost per lead fell.',
    ];
    expect(find(posts, 'driver-based models')).toMatchObject({ posts: 2, label: 'Driver-based models', contentWords: 2 });
    expect(find(posts, 'cost per lead')).toMatchObject({ posts: 2, contentWords: 2 });
    expect(find(posts, 'based models')).toBeUndefined();
  });

  it('leaves out a verb and its object, and notes a name', () => {
    const posts = [
      'We doubled demo requests. Train your managers first.',
      'To train managers, we doubled demo requests. Train the new ones too.',
      'Congrats to everyone at Mosaic Insurance and to the Mosaic Insurance team.',
      'I joined Mosaic Insurance.',
    ];
    expect(find(posts, 'doubled demo requests')).toBeUndefined();
    expect(find(posts, 'train managers')).toBeUndefined();
    expect(find(posts, 'demo requests')?.posts).toBe(2);
    expect(find(posts, 'mosaic insurance')?.isName).toBe(true);
  });

  it('skips hashtags, mentions, links and numbers', () => {
    const keys = findPostPhrases(['#FinOps @Acme https://x.io/a-b 42 budgets']).map((p) => p.key);
    expect(keys).toEqual(['budgets']);
  });

  it('reads no instruction opening a sentence, a list line or a clause after a colon as a noun phrase', () => {
    const posts = [
      'Pair burnout with exit interviews. Review security every week.',
      'What worked:\n\n- Pair burnout with exit interviews\n- Review security every Friday\n\nReminder: train managers first.',
      'Reminder: train managers first. We stopped treating burnout as a perk.',
    ];
    for (const junk of ['pair burnout', 'review security', 'train managers']) expect(find(posts, junk)).toBeUndefined();
    expect(find(posts, 'exit interviews')?.posts).toBe(2);
  });

  it('keeps a phrase opening a sentence when the member writes its first word as a noun elsewhere', () => {
    const posts = ['Rolling forecasts beat annual budgets.', 'Nobody owned rolling forecasts. Board packs got shorter.'];
    expect(find(posts, 'rolling forecasts')?.posts).toBe(2);
  });

  it('reads a verb after "we" or "I" as a verb, not the first noun of a phrase', () => {
    const posts = ['Unpopular opinion: we overthink security.', 'Honestly, we overthink security every quarter.'];
    expect(find(posts, 'overthink security')).toBeUndefined();
    expect(find(posts, 'security')?.posts).toBe(2);
  });

  it('counts no words the member puts in quotation marks: someone else’s words, not their subject', () => {
    const posts = [
      'My manager at the time called it "burnout theatre", and she was right.',
      'A colleague called it “burnout theatre”. We fixed burnout anyway.',
    ];
    expect(find(posts, 'burnout theatre')).toBeUndefined();
    expect(find(posts, 'burnout')?.posts).toBe(1);
  });

  it('reads the plural nouns and participles the small model takes for verbs after a preposition or a verb', () => {
    const posts = [
      'We talked about rolling forecasts. I was wrong about embedded payments for years. More on board packs.',
      'Here is what I learned about rolling forecasts, embedded payments and board packs: nobody tells you about stay interviews.',
      'If you work on board packs, you know. We rebuilt onboarding so new hires ship in week one.',
      'Nobody tells you about stay interviews. Onboarding is where most hires decide.',
    ];
    expect(find(posts, 'rolling forecasts')?.posts).toBe(2);
    expect(find(posts, 'embedded payments')?.posts).toBe(2);
    expect(find(posts, 'board packs')?.posts).toBe(3);
    expect(find(posts, 'stay interviews')?.posts).toBe(2);
    expect(find(posts, 'onboarding')?.posts).toBe(2);
  });

  it('still reads a verb after a preposition’s object as a verb', () => {
    const posts = [
      'Everything I ever got about failure fits in one post. Everyone in sales knows. In Q4, pipeline grows.',
      'What I got about failure fits in a tweet. Everyone in sales knows. In Q4, pipeline grows.',
    ];
    for (const junk of ['failure fits', 'sales knows', 'pipeline grows']) expect(find(posts, junk)).toBeUndefined();
  });
});
