import { describe, expect, it } from 'vitest';
import { learnWordChoice } from './learn-word-choice';
import { measureText } from './measure-text';

const FIELDS = ['sleep research', 'open data', 'peer review', 'sample sizes', 'soil microbiomes'];
const CLAIMS = [
  'the effect is small',
  'most studies are underpowered',
  'replication remains rare',
  'the data are thin',
  'the method matters',
];
const choiceOf = (posts: string[]) => learnWordChoice(posts.map((p) => measureText(p)));

const hedged = FIELDS.map((field, i) =>
  [
    `A note on ${field}.`,
    `One could argue that ${CLAIMS[i]}; I am not yet convinced either way.`,
    `To put it plainly, ${CLAIMS[(i + 1) % 5]}.`,
    `In our own work we have found that ${CLAIMS[(i + 2) % 5]}.`,
    `We are hiring a postdoc for ${field}.`,
    'Comments welcome.',
  ].join(' '),
);

describe("learning a member's word choice", () => {
  it('finds the leads and tails they wrap different clauses in, across posts', () => {
    const choice = choiceOf(hedged);
    expect(choice.clauseLeads.leads).toEqual(expect.arrayContaining(['One could argue that', 'To put it plainly,']));
    expect(choice.clauseTails.tails).toContain('; I am not yet convinced either way');
    expect(choice.clauseLeads.sentenceShare).toBeGreaterThan(0.3);
  });

  it('never keeps a lead that reports something the member did or has', () => {
    const leads = choiceOf(hedged).clauseLeads.leads.join('\n');
    expect(leads).not.toMatch(/found|hiring|our own work/i);
  });

  it('counts the words they use in more than one post', () => {
    const { wordShares } = choiceOf(hedged);
    expect(wordShares.argue).toBeGreaterThan(0);
    expect(Object.hasOwn(wordShares, 'microbiomes')).toBe(false);
  });

  it('maps a connective to the variant they clearly prefer, and only then', () => {
    const british = FIELDS.map((f) => `Whilst ${f} helps, it seldom settles things. Tools help, whilst habits last. Quite so.`);
    expect(choiceOf(british).connectives).toMatchObject({ while: 'whilst', rarely: 'seldom' });
    expect(choiceOf(hedged).connectives).toEqual({});
  });
});
