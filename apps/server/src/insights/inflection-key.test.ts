import { describe, expect, it } from 'vitest';
import { inflectionKey } from './inflection-key';

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
