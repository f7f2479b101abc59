import { describe, expect, it } from 'vitest';
import { inflectionKey, isSubjectPhrase } from './noun-phrase';

describe('isSubjectPhrase', () => {
  it('accepts noun phrases that name a subject', () => {
    for (const phrase of [
      'board packs',
      'Rolling forecasts',
      'Driver-based models',
      'Cost per lead',
      'Mergers & Acquisitions',
      'AI in Healthcare',
      'A/B Testing',
      'Structured interviews',
      'Open banking',
      'Quarterly planning',
      'Accounts payable',
    ])
      expect(isSubjectPhrase(phrase), phrase).toBe(true);
  });

  it('refuses fragments of sentences and words that name nothing', () => {
    for (const phrase of [
      'Obvious took', // past tense head
      'Sounds obvious', // adjective head
      'Attempt failed',
      'Range single',
      'Number bad',
      'Write mean',
      'Means before you start', // pronoun
      'Metric you cannot explain',
      'Automate the close', // function word inside
      'Trust a metric',
      'Drivers by heart', // "by" is no connector of a subject's name
      'Based models', // a participle that needs its compound
      'Bigger budget', // an evaluative modifier
      'Single numbers',
      'Nothing',
      'Start',
      'Numbers',
      'Interviews with internal', // adjective head
      'the pipeline',
      'forecasting for',
    ])
      expect(isSubjectPhrase(phrase), phrase).toBe(false);
  });

  it('refuses a phrase opening on a past form when asked to', () => {
    expect(isSubjectPhrase('Doubled demo requests')).toBe(true);
    expect(isSubjectPhrase('Doubled demo requests', { participles: false })).toBe(false);
    expect(isSubjectPhrase('Rebuilt onboarding', { participles: false })).toBe(false);
  });
});

describe('inflectionKey', () => {
  it('gives inflections and nominalisations of the head one key', () => {
    expect(inflectionKey('Forecasts')).toBe(inflectionKey('Forecasting'));
    expect(inflectionKey('Recruitment')).toBe(inflectionKey('Recruiting'));
    expect(inflectionKey('structured interviews')).toBe(inflectionKey('Structured interview'));
    expect(inflectionKey('Hiring')).toBe(inflectionKey('hire'));
  });

  it('keeps lexicalised forms apart from their base word', () => {
    expect(inflectionKey('Marketing')).not.toBe(inflectionKey('Markets'));
    expect(inflectionKey('Accounting')).not.toBe(inflectionKey('Accounts'));
    expect(inflectionKey('Payments')).not.toBe(inflectionKey('Pay'));
  });
});
