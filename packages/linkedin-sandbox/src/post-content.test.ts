import { describe, expect, it } from 'vitest';
import { readPostContent } from './post-content.ts';

/**
 * The `content` of each example post in LinkedIn's pages must be accepted as is: the sandbox is
 * only as true as the requests it takes. Sources: Posts API (learn.microsoft.com/linkedin/marketing/
 * community-management/shares/posts-api: image, video, document and article posts), Multi-Image
 * Post API (…/shares/multiimage-post-api), Poll Post API (…/shares/poll-post-api).
 */
describe('readPostContent takes the documented examples', () => {
  it.each([
    [
      'an image post',
      { media: { altText: 'testing for alt tags', id: 'urn:li:image:C4E10AQFoyyAjHPMQuQ' } },
      ['urn:li:image:C4E10AQFoyyAjHPMQuQ'],
    ],
    [
      'a video post',
      { media: { title: 'title of the video', id: 'urn:li:video:C5F10AQGKQg_6y2a4sQ' } },
      ['urn:li:video:C5F10AQGKQg_6y2a4sQ'],
    ],
    [
      'a document post',
      { media: { title: 'title of the document', id: 'urn:li:document:D5510AQE9rs3Qb2zqdQ' } },
      ['urn:li:document:D5510AQE9rs3Qb2zqdQ'],
    ],
    [
      'an article post',
      {
        article: {
          source: 'https://lnkd.in/eabXpgi',
          thumbnail: 'urn:li:image:C49klciosC89',
          title: 'prod test title two',
          description: 'test description',
        },
      },
      ['urn:li:image:C49klciosC89'],
    ],
    [
      'a multi-image post',
      {
        multiImage: {
          images: [
            { id: 'urn:li:image:C4D22AQFttWMAaIqHaA', altText: 'testing for alt tags1' },
            { id: 'urn:li:image:C4D22AQG7uz0yPJh588', altText: 'testing for alt tags2' },
          ],
        },
      },
      ['urn:li:image:C4D22AQFttWMAaIqHaA', 'urn:li:image:C4D22AQG7uz0yPJh588'],
    ],
    [
      'a poll post',
      {
        poll: {
          question: 'What is your favorite color?',
          options: [{ text: 'Red' }, { text: 'Blue' }, { text: 'Yellow' }, { text: 'green' }],
          settings: { duration: 'THREE_DAYS' },
        },
      },
      [],
    ],
  ])('%s', (_name, content, assets) => {
    const checked = readPostContent(content);
    expect(checked).toMatchObject({ ok: true });
    expect(checked.ok ? checked.assets.map((asset) => asset.urn) : null).toEqual(assets);
  });

  it('refuses two kinds at once and a kind it does not know', () => {
    expect(readPostContent({ media: { id: 'urn:li:image:A' }, poll: {} })).toMatchObject({ ok: false, status: 422 });
    expect(readPostContent({ carousel: {} })).toMatchObject({ ok: false, status: 422 });
    expect(readPostContent({})).toMatchObject({ ok: false, status: 422 });
  });
});
