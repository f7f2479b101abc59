import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../test-support/test-server';
import { composePostText } from '@cadence/contract/linkedin/compose-post-text';
import { formatPostPreview } from './format-post-preview';

const hashtagLink = (tag: string) =>
  `<a href="https://www.linkedin.com/feed/hashtag/?keywords=${encodeURIComponent(tag)}" class="li-hashtag" rel="noopener noreferrer" target="_blank">#${tag}</a>`;

/** Every tag this module may write; anything else in the output would be injected markup. */
const allowedTag =
  /<a href="[^"<>]*" class="li-(?:hashtag|link)" rel="noopener noreferrer(?: nofollow)?" target="_blank">|<\/a>|<br>|<span class="li-(?:see-more|after-fold)">|<\/span>/g;

const hostile = fc.constantFrom(
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '<a href="javascript:alert(1)">x</a>',
  'https://example.com/"onmouseover="alert(1)',
  "https://x.test/'><svg onload=alert(1)>",
  'http://a.b/<script>',
  '&lt;script&gt;',
  '"\'`',
  '#tag',
  '\r\n',
  'https://example.com/path?a=1&b=2.',
);
const anyText = fc.string({
  unit: fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
    { weight: 2, arbitrary: hostile },
    { weight: 1, arbitrary: fc.constantFrom('<', '>', '"', "'", '&', '\n', ' ', '#', 'on', '=') },
  ),
  maxLength: 400,
});

/** The visible text back from the HTML, without the fold marker. */
function visibleText(html: string): string {
  return html
    .replace('<span class="li-see-more">…see more</span>', '')
    .replaceAll('<br>', '\n')
    .replace(/<[^>]*>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

describe('formatPostPreview', () => {
  it('escapes the text, keeps line breaks, links hashtags and web addresses', () => {
    expect(
      formatPostPreview('Hi <b>team</b> & friends\nRead https://example.com/a?b=1&c=2. Then #AI, C# and #2024', ['Leadership']),
    ).toBe(
      'Hi &lt;b&gt;team&lt;/b&gt; &amp; friends<br>Read ' +
        '<a href="https://example.com/a?b=1&amp;c=2" class="li-link" rel="noopener noreferrer nofollow" target="_blank">https://example.com/a?b=1&amp;c=2</a>' +
        `. Then ${hashtagLink('AI')}, C# and #2024<br><br>${hashtagLink('Leadership')}`,
    );
  });

  it('marks the fold after 210 characters without splitting an emoji', () => {
    const text = `${'a'.repeat(209)}👩🏽‍💻 and the rest`;
    const html = formatPostPreview(text);
    expect(html).toBe(
      `${'a'.repeat(209)}<span class="li-see-more">…see more</span><span class="li-after-fold">👩🏽‍💻 and the rest</span>`,
    );
    expect(formatPostPreview('a'.repeat(210))).toBe('a'.repeat(210));
    expect(formatPostPreview(`${'a'.repeat(210)}\n`)).toBe(`${'a'.repeat(210)}<br>`);
  });

  it('never lets any input become markup, a script, an event handler or a javascript: link', () => {
    fc.assert(
      fc.property(anyText, fc.array(fc.oneof(anyText, fc.constant('Leadership')), { maxLength: 4 }), (content, hashtags) => {
        const html = formatPostPreview(content, hashtags);
        expect(html.replace(allowedTag, '')).not.toMatch(/[<>]/);
        expect(html).not.toMatch(/<script/i);
        // Markup is only ever ours, so every attribute can be read off exactly: no on* handlers, no
        // scheme but http(s) (a "javascript:" inside an https address's query is just text).
        for (const tag of html.match(/<[^>]*>/g) ?? []) {
          for (const [, name, value] of tag.matchAll(/\s([^\s=]+)="([^"]*)"/g)) {
            expect(['href', 'class', 'rel', 'target']).toContain(name);
            if (name === 'href') expect(value).toMatch(/^https?:\/\//);
          }
        }
        expect(visibleText(html)).toBe(composePostText(content, hashtags).replace(/\r\n?/g, '\n'));
      }),
      { numRuns: 1500 },
    );
  });
});

describe('POST /api/linkedin/format', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server?.close());

  it('answers the preview HTML to a signed-in member, and asks for content', async () => {
    const member = await server.signIn({ email: 'preview@example.com' });
    const format = (payload: unknown) =>
      server.app.inject({
        method: 'POST',
        url: '/api/linkedin/format',
        headers: bearer(member.accessToken),
        payload: payload as object,
      });
    const res = await format({ content: '<b>Hi</b>\nthere', hashtags: ['AI'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { formatted_text: `&lt;b&gt;Hi&lt;/b&gt;<br>there<br><br>${hashtagLink('AI')}` },
    });
    const empty = await format({ content: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/content is required/);
    const anonymous = await server.app.inject({ method: 'POST', url: '/api/linkedin/format', payload: { content: 'x' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
