import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZTrendingTopicsRequestSchema } from '../content/trending-topics';
import { composePostText } from '../linkedin/compose-post-text';
import { ZPublishPostRequestSchema } from '../linkedin/publish-post';
import { normalizeText, userText } from './user-text';

const CONNECTION = '3f0c1a52-6a43-4d6e-9b1e-2b9f0b6f4a10';
const errorsOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('normalizeText', () => {
  it('drops NUL and the other control characters, keeping tabs and line breaks', () => {
    expect(normalizeText('a\u0000b\u0007c\u001Bd\u007Fe\u0085f\u009Fg\th\ni')).toBe('abcdefg\th\ni');
  });

  it('turns Windows and old Mac line ends into line feeds', () => {
    expect(normalizeText('one\r\ntwo\rthree\n')).toBe('one\ntwo\nthree\n');
  });

  it('keeps emoji sequences, right-to-left text and its marks, and accents as typed', () => {
    const family = '👩\u200D👩\u200D👧';
    const hebrew = 'שלום \u200Fעולם';
    const decomposed = 'cafe\u0301';
    expect(normalizeText(`${family} ${hebrew} ${decomposed}`)).toBe(`${family} ${hebrew} ${decomposed}`);
  });

  it('gives one-line fields spaces for their tabs and line breaks', () => {
    expect(normalizeText('Data\tScience\r\nAI', { multiline: false })).toBe('Data Science AI');
  });

  it('leaves no control character behind in any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        // eslint-disable-next-line no-control-regex -- the characters that must be gone
        expect(normalizeText(text)).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/);
        expect(normalizeText(normalizeText(text))).toBe(normalizeText(text));
      }),
    );
  });
});

describe('userText', () => {
  const niche = userText({ field: 'niche', max: 10, required: true });

  it('refuses a lone surrogate with a clear message', () => {
    for (const text of ['Tech\uD800', '\uDC00', 'a\uDFFFb']) {
      expect(errorsOf(niche.safeParse(text))).toEqual(['niche contains an invalid character']);
    }
    expect(niche.safeParse('Tech 🚀').data).toBe('Tech 🚀');
  });

  it('checks presence after cleaning: only NULs, spaces or invisible characters are missing text', () => {
    for (const text of ['', '\u0000\u0000', ' \u0000\t\n ', '\u200B\uFEFF']) {
      expect(errorsOf(niche.safeParse(text))).toEqual(['niche is required']);
    }
  });

  it('counts the length after cleaning', () => {
    expect(niche.safeParse('\u0000'.repeat(50) + 'Technology').data).toBe('Technology');
    expect(errorsOf(niche.safeParse('Technology!'))).toEqual(['niche must be at most 10 characters']);
  });

  it('answers non-text with a message, not a crash', () => {
    expect(errorsOf(niche.safeParse(42))).toEqual(['niche must be text']);
    expect(errorsOf(niche.safeParse(undefined))).toEqual(['niche is required']);
  });
});

describe('the same rule on every route', () => {
  it('refuses a post of only NULs and keeps a post with NULs mixed in, without them', () => {
    const only = ZPublishPostRequestSchema.safeParse({ content: '\u0000'.repeat(20), platform_connection_id: CONNECTION });
    expect(errorsOf(only)).toEqual(['content is required']);

    const mixed = ZPublishPostRequestSchema.parse({
      content: 'Ship\u0000 weekly.\r\n\u0000Learn daily.',
      hashtags: ['#AI\u0000'],
      platform_connection_id: CONNECTION,
    });
    expect(mixed).toMatchObject({ content: 'Ship weekly.\nLearn daily.', hashtags: ['AI'] });
  });

  it('refuses NUL-only or broken niches for trending topics instead of passing them on', () => {
    expect(errorsOf(ZTrendingTopicsRequestSchema.safeParse({ niche: '\u0000' }))).toEqual(['niche is required']);
    expect(errorsOf(ZTrendingTopicsRequestSchema.safeParse({ niche: 'Tech\uD800' }))).toEqual([
      'niche contains an invalid character',
    ]);
    expect(ZTrendingTopicsRequestSchema.parse({ niche: 'Tech\u0000nology', sub_niche: 'AI\nsafety' })).toEqual({
      niche: 'Technology',
      sub_niche: 'AI safety',
      context: '',
    });
  });

  it('counts a post in the browser exactly as the server keeps it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.array(fc.string(), { maxLength: 3 }), (content, hashtags) => {
        const parsed = ZPublishPostRequestSchema.safeParse({ content, hashtags, platform_connection_id: CONNECTION });
        if (!parsed.success) return;
        // The browser's counter composes the text it has, trimmed; the server composes what it kept.
        expect(composePostText(content.trim(), hashtags).length).toBeGreaterThanOrEqual(
          composePostText(parsed.data.content, parsed.data.hashtags).length,
        );
      }),
    );
  });
});
