import { parseLittleText } from '@cadence/linkedin-sandbox';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composePostText, normalizeHashtags } from '@cadence/contract/linkedin/compose-post-text';
import { escapeLittleText, hashtagTemplate } from './escape-little-text';
import { inlineHashtagPattern } from '@cadence/contract/linkedin/hashtags';

const reserved = [...'\\|{}@[]()<>#*_~'];

/** Any Unicode, with LinkedIn's reserved characters and hashtag look-alikes much more likely than chance. */
const postText = fc.string({
  unit: fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
    { weight: 2, arbitrary: fc.constantFrom(...reserved) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('#AI', 'C#', '#2024', '{hashtag|\\#|x}', '@[Ada](urn:li:person:1)', ' ', '\n', '\\(', 'é', '👩🏽‍💻'),
    },
  ),
  maxLength: 200,
});
const hashtag = fc
  .string({ unit: fc.constantFrom(...'aZéß漢дΩ09_'), minLength: 1, maxLength: 16 })
  .filter((tag) => /\p{L}/u.test(tag));

describe('escapeLittleText', () => {
  it('escapes every reserved character and turns #tags into hashtag templates', () => {
    expect(escapeLittleText('Costs (a) [b] {c} <d> @e *f* _g_ ~h~ |i| \\j C# #1 #AI #deep_learning')).toBe(
      String.raw`Costs \(a\) \[b\] \{c\} \<d\> \@e \*f\* \_g\_ \~h\~ \|i\| \\j C\# \#1 {hashtag|\#|AI} {hashtag|\#|deep\_learning}`,
    );
    expect(hashtagTemplate('Leadership')).toBe(String.raw`{hashtag|\#|Leadership}`);
  });

  it('arrives whole: LinkedIn shows exactly the text for any Unicode input', () => {
    fc.assert(
      fc.property(postText, (text) => {
        expect(parseLittleText(escapeLittleText(text))).toMatchObject({ text, truncated: false });
      }),
      { numRuns: 2000 },
    );
  });

  it('shows the hashtags as #tags after the text, each linked through a template', () => {
    fc.assert(
      fc.property(postText, fc.array(hashtag, { maxLength: 6 }), (content, hashtags) => {
        const shown = composePostText(content, hashtags);
        const commentary = escapeLittleText(shown);
        expect(parseLittleText(commentary)).toMatchObject({ text: shown, truncated: false });
        const shownTags = new Set([...shown.matchAll(inlineHashtagPattern)].map((m) => m[1]!.toLowerCase()));
        for (const tag of normalizeHashtags(hashtags)) {
          expect(shownTags).toContain(tag.toLowerCase());
          expect(commentary.toLowerCase()).toContain(hashtagTemplate(tag).toLowerCase());
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('composePostText', () => {
  it('appends linkable hashtags once, leaving out those already in the text', () => {
    expect(composePostText('Ship it #ai  \n', ['AI', '#Leadership', 'Machine Learning', 'leadership', '123', ' '])).toBe(
      'Ship it #ai\n\n#Leadership #MachineLearning',
    );
    expect(composePostText('No tags', [])).toBe('No tags');
  });
});
