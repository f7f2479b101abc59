import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { TMedia } from '@cadence/contract/media/media';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  docxBytes,
  gifBytes,
  jpegBytes,
  largePdfStream,
  mp4Bytes,
  multipartUpload,
  pdfBytes,
  pngBytes,
  pptxBytes,
} from '../test-support/media-fixtures';
import { uploadMedia } from '../test-support/post-requests';
import { signInMember, type Member } from '../test-support/sign-in-member';
import { databaseKinds } from '../test-support/test-databases';
import { bearer, startTestServer, type TestServer } from '../test-support/test-server';
import { MEDIA_CHUNK_BYTES } from './read-media-bytes';

/** Each page's text as pdf.js extracts it, joined without the line breaks the layout added. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await document.destroy();
  return texts;
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(databaseKinds)('media on %s', (kind) => {
  let server: TestServer;
  let alex: Member;
  let sam: Member;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMIT_PER_MINUTE: '0' });
    alex = await signInMember(server, `media-alex-${kind}`);
    sam = await signInMember(server, `media-sam-${kind}`);
  });
  afterAll(() => server?.close());

  const db = () => server.deps.database.db;
  const mediaRows = async (who: Member) => db().selectFrom('media').selectAll().where('user_id', '=', who.userId).execute();
  const chunkCount = async () =>
    Number(
      (
        await db()
          .selectFrom('media_chunks')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const upload = (who: Member, file: Parameters<typeof multipartUpload>[0], altText?: string) =>
    uploadMedia(server, who, file, altText);

  async function download(url: string, headers: Record<string, string> = {}) {
    return server.app.inject({ method: 'GET', url, headers });
  }

  it.each([
    [
      'a PNG',
      () => pngBytes({ width: 1200, height: 627 }),
      'photo.png',
      { kind: 'image', mime_type: 'image/png', width: 1200, height: 627 },
    ],
    [
      'a JPEG',
      () => jpegBytes({ width: 1080, height: 1080 }),
      'square.jpg',
      { kind: 'image', mime_type: 'image/jpeg', width: 1080, height: 1080 },
    ],
    [
      'an animated GIF',
      () => gifBytes({ width: 40, height: 30, frames: 12 }),
      'loop.gif',
      { kind: 'image', mime_type: 'image/gif', width: 40, height: 30 },
    ],
    ['a PDF', () => pdfBytes(7), 'deck.pdf', { kind: 'document', mime_type: 'application/pdf', pages: 7 }],
    [
      'a PPTX',
      () => pptxBytes(12),
      'talk.pptx',
      { kind: 'document', mime_type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', pages: 12 },
    ],
    [
      'a DOCX',
      () => docxBytes(4),
      'notes.docx',
      { kind: 'document', mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', pages: 4 },
    ],
    [
      'an MP4 video',
      // Over two chunks, so reading back crosses chunk boundaries.
      () => mp4Bytes({ durationMs: 42_500, width: 1920, height: 1080, mdatBytes: 2 * MEDIA_CHUNK_BYTES + 12_345 }),
      'clip.mp4',
      { kind: 'video', mime_type: 'video/mp4', width: 1920, height: 1080, duration_ms: 42_500 },
    ],
  ] as const)(
    'takes %s, reads what it is from its bytes, and gives the same bytes back',
    async (_label, make, name, expected) => {
      const bytes = await make();
      const res = await upload(alex, { name, bytes, type: 'application/octet-stream' }, 'What it shows');
      expect(res.statusCode, res.body).toBe(200);
      const media = (res.json() as { data: TMedia }).data;
      expect(media).toMatchObject({
        ...expected,
        file_name: name,
        size_bytes: bytes.length,
        alt_text: 'What it shows',
        carousel: null,
      });
      expect(media.thumbnail_url).toBe(media.kind === 'image' ? media.url : null);

      const row = await db().selectFrom('media').selectAll().where('id', '=', media.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'ready', sha256: sha256(bytes), user_id: alex.userId });

      const back = await download(media.url);
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-type']).toBe(expected.mime_type);
      expect(Number(back.headers['content-length'])).toBe(bytes.length);
      expect(back.headers['cache-control']).toMatch(/^private/);
      expect(back.headers['x-content-type-options']).toBe('nosniff');
      expect(sha256(back.rawPayload)).toBe(sha256(bytes));
    },
  );

  it('answers a Range (a <video> seeking) with exactly those bytes, across chunks', async () => {
    const bytes = mp4Bytes({ durationMs: 5_000, width: 720, height: 1280, mdatBytes: 3 * MEDIA_CHUNK_BYTES });
    const media = (await upload(alex, { name: 'tall.mp4', bytes })).json().data as TMedia;
    const start = MEDIA_CHUNK_BYTES - 10;
    const end = 2 * MEDIA_CHUNK_BYTES + 9;
    const part = await download(media.url, { range: `bytes=${start}-${end}` });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${bytes.length}`);
    expect(Buffer.compare(part.rawPayload, bytes.subarray(start, end + 1))).toBe(0);

    const tail = await download(media.url, { range: 'bytes=-100' });
    expect(tail.statusCode).toBe(206);
    expect(Buffer.compare(tail.rawPayload, bytes.subarray(bytes.length - 100))).toBe(0);

    const outside = await download(media.url, { range: `bytes=${bytes.length}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('refuses a text file named .png, says what it is, and keeps nothing', async () => {
    const before = await chunkCount();
    const res = await upload(alex, {
      name: 'holiday.png',
      type: 'image/png',
      bytes: Buffer.from('Dear team,\nthe offsite is on Friday.\n'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'That file is a text file, not an image (JPEG, PNG or GIF), a document (PDF, PowerPoint or Word) or an MP4 video.',
    });
    expect((await mediaRows(alex)).filter((r) => r.file_name === 'holiday.png')).toHaveLength(0);
    expect(await chunkCount()).toBe(before);
  });

  it('refuses a 9 MB image with both sizes in the sentence, and keeps nothing', async () => {
    const before = await chunkCount();
    const bytes = pngBytes({ width: 1800, height: 1800, noise: true });
    expect(bytes.length).toBeGreaterThan(9 * 1024 * 1024);
    const res = await upload(alex, { name: 'huge.png', bytes });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/^Images can be at most 8 MB; this one is 9\.\d MB\.$/);
    expect((await mediaRows(alex)).filter((r) => r.file_name === 'huge.png')).toHaveLength(0);
    expect(await chunkCount()).toBe(before);
  });

  it('refuses a 101 MB document streamed in, partway, and removes the chunks it had written', async () => {
    const before = await chunkCount();
    const res = await upload(alex, { name: 'book.pdf', bytes: largePdfStream(101 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/^Documents can be at most 100 MB; this one is 10\d(\.\d)? MB\.$/);
    expect((await mediaRows(alex)).filter((r) => r.file_name === 'book.pdf')).toHaveLength(0);
    expect(await chunkCount()).toBe(before);
  }, 120_000);

  it('takes a document of almost 100 MB, streamed, and counts its page from the trailer', async () => {
    const res = await upload(alex, { name: 'almost.pdf', bytes: largePdfStream(99 * 1024 * 1024) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'document', pages: 1, size_bytes: expect.any(Number) });
    expect(res.json().data.size_bytes).toBeGreaterThan(98 * 1024 * 1024);
  }, 120_000);

  it.each([
    [
      'a 2-second video',
      { durationMs: 2_000, width: 1280, height: 720 },
      'Videos must be at least 3 seconds long; this one is 2 seconds.',
    ],
    [
      'a too-wide video',
      { durationMs: 10_000, width: 2560, height: 720 },
      'Videos must be between 1:2.4 (tall) and 2.4:1 (wide); this one is 2560 × 720. Crop it and try again.',
    ],
    [
      'a too-tall video',
      { durationMs: 10_000, width: 400, height: 1200 },
      'Videos must be between 1:2.4 (tall) and 2.4:1 (wide); this one is 400 × 1200. Crop it and try again.',
    ],
    [
      'a video under 75 KB',
      { durationMs: 10_000, width: 1280, height: 720, mdatBytes: 10_000 },
      /^Videos must be at least 75 KB; this one is \d+ KB\. Choose a longer video\.$/,
    ],
  ] as const)('refuses %s with its sentence, and keeps nothing', async (_label, options, message) => {
    const res = await upload(alex, { name: 'bad.mp4', bytes: mp4Bytes(options) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect((await mediaRows(alex)).filter((r) => r.file_name === 'bad.mp4')).toHaveLength(0);
  });

  it('refuses an animated GIF of 251 frames, and a document over 300 pages', async () => {
    const gif = await upload(alex, { name: 'long.gif', bytes: gifBytes({ width: 2, height: 2, frames: 251 }) });
    expect(gif.statusCode).toBe(400);
    expect(gif.json().error).toBe('An animated GIF can have at most 250 frames; this one has 251. Shorten it and try again.');
    const deck = await upload(alex, { name: 'long.pptx', bytes: pptxBytes(301) });
    expect(deck.statusCode).toBe(400);
    expect(deck.json().error).toBe('Documents can have at most 300 pages; this one has 301. Split it and try again.');
  });

  it('counts a PDF whose cross-reference points astray through pdf.js, and refuses a PDF nothing can read', async () => {
    const good = (await pdfBytes(4)).toString('latin1');
    const at = good.lastIndexOf('startxref');
    const astray = Buffer.from(`${good.slice(0, at)}startxref\n${good.length - 100}\n%%EOF\n`, 'latin1');
    const res = await upload(alex, { name: 'astray.pdf', bytes: astray });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.pages).toBe(4);
    const broken = await upload(alex, { name: 'broken.pdf', bytes: Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\n') });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('That PDF could not be read; it may be damaged. Export it again and try once more.');
  });

  it('names what an unsupported file is: a ZIP of photos, a WebP, nothing at all', async () => {
    const { zipSync } = await import('fflate');
    const zip = await upload(alex, {
      name: 'photos.docx',
      bytes: Buffer.from(zipSync({ 'a.png': pngBytes({ width: 2, height: 2 }) })),
    });
    expect(zip.statusCode).toBe(400);
    expect(zip.json().error).toBe('That file is a ZIP archive, not a PowerPoint or Word document. Choose a PDF, PPTX or DOCX.');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]);
    const res = await upload(alex, { name: 'photo.jpg', bytes: webp });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^That file is a WebP image, not an image \(JPEG, PNG or GIF\)/);
    const empty = await upload(alex, { name: 'empty.png', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/^That file is empty\./);
  });

  it('shows a member only their own media: another member’s id is "That file does not exist."', async () => {
    const mine = (await upload(alex, { name: 'mine.png', bytes: pngBytes({ width: 10, height: 10 }) })).json().data as TMedia;
    const setAltText = (who: Member, altText: string | null) =>
      server.app.inject({
        method: 'PATCH',
        url: `/api/media/${mine.id}`,
        headers: bearer(who.accessToken),
        payload: { alt_text: altText },
      });
    const theirs = await setAltText(sam, 'Not mine to describe');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ success: false, error: 'That file does not exist.' });

    const own = await setAltText(alex, '  A red door in Lisbon  ');
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ id: mine.id, alt_text: 'A red door in Lisbon' });
    const row = await db().selectFrom('media').select('alt_text').where('id', '=', mine.id).executeTakeFirstOrThrow();
    expect(row.alt_text).toBe('A red door in Lisbon');

    const cleared = await setAltText(alex, null);
    expect(cleared.json().data.alt_text).toBeNull();
    const anonymous = await server.app.inject({ method: 'PATCH', url: `/api/media/${mine.id}`, payload: { alt_text: 'x' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves a file only through an unexpired link signed for that file', async () => {
    const media = (await upload(alex, { name: 'signed.png', bytes: pngBytes({ width: 8, height: 8 }) })).json().data as TMedia;
    const other = (await upload(sam, { name: 'other.png', bytes: pngBytes({ width: 9, height: 9 }) })).json().data as TMedia;
    const url = new URL(media.url, 'http://x');
    // Another file's signature on this id, a changed expiry, no signature, an expired link.
    const forged = `/api/media/${media.id}/content?${new URL(other.url, 'http://x').searchParams}`;
    const stretched = `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 3600}&signature=${url.searchParams.get('signature')}`;
    for (const bad of [forged, stretched, `${url.pathname}?expires=1&signature=x`]) {
      const res = await download(bad);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json().error).toBe('This link to a file is not valid. Open the post again to get a fresh one.');
    }
    const { signMediaPath } = await import('./media-url-signing');
    const expired = signMediaPath(server.deps.keys.mediaSigning, media.id, Date.now() - 3 * 60 * 60 * 1000);
    const late = await download(expired);
    expect(late.statusCode).toBe(403);
    expect(late.json().error).toBe('This link to a file has expired. Reload the page to get a fresh one.');
    const noQuery = await download(url.pathname);
    expect(noQuery.statusCode).toBe(400);
  });

  it('makes a carousel: a PDF of one 1080 × 1350 page per slide, with the member’s name and accented and non-Latin text', async () => {
    const slides = [
      {
        heading: 'Ship weekly — not “when it’s ready”',
        body: 'Small releases teach you more than big ones.\nCafé, naïve, Zürich, Ørsted.',
      },
      {
        heading: 'Μικρά βήματα',
        body: 'Маленькие шаги каждый день. 🚀 (the rocket is not in the font; it must not break anything)',
      },
      { heading: 'A'.repeat(120) },
      { heading: 'Write it down', body: 'word '.repeat(110).trim() },
      { heading: 'Ask for feedback early' },
    ];
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/media/carousel',
      headers: bearer(alex.accessToken),
      payload: { title: 'Five habits of calm teams', slides },
    });
    expect(res.statusCode, res.body).toBe(200);
    const media = res.json().data as TMedia;
    expect(media).toMatchObject({
      kind: 'document',
      mime_type: 'application/pdf',
      pages: 5,
      file_name: 'five-habits-of-calm-teams.pdf',
      carousel: { title: 'Five habits of calm teams', slides },
    });
    const back = await download(media.url);
    expect(back.statusCode).toBe(200);
    const pdf = await PDFDocument.load(back.rawPayload);
    expect(pdf.getPageCount()).toBe(5);
    expect(pdf.getPages().map((p) => p.getSize())).toEqual(Array(5).fill({ width: 1080, height: 1350 }));
    const name = await memberName(alex);
    expect(pdf.getAuthor()).toBe(name);
    // What a reader of the PDF sees: the name on every page, "2 / 5", the accented and non-Latin
    // letters as typed (the embedded font has them), and no rocket (it has not; nothing broke).
    const pages = await pageTexts(back.rawPayload);
    expect(pages).toHaveLength(5);
    for (const [index, text] of pages.entries()) {
      expect(text).toContain(name);
      expect(text).toContain(`${index + 1} / 5`);
    }
    expect(pages[0]).toContain('Café, naïve, Zürich, Ørsted.');
    expect(pages[1]).toContain('Μικρά βήματα');
    expect(pages[1]).toContain('Маленькие шаги каждый день.');
    expect(pages[1]).not.toContain('🚀');
  });

  it('refuses a carousel of one slide, or of 21, with the contract’s sentence', async () => {
    for (const count of [1, 21]) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/media/carousel',
        headers: bearer(alex.accessToken),
        payload: { slides: Array.from({ length: count }, (_, i) => ({ heading: `Slide ${i + 1}` })) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(count === 1 ? /at least 2 slides/ : /at most 20 slides/);
    }
  });

  it('answers a heading in a script the PDF library cannot shape (the route fuzz’s Tifinagh) with 400, not 500', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/media/carousel',
      headers: bearer(alex.accessToken),
      payload: { slides: [{ heading: 'ⴰ' }, { heading: '!' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/cannot be set in a carousel yet/);
  });

  async function memberName(who: Member) {
    const row = await db().selectFrom('users').select('name').where('id', '=', who.userId).executeTakeFirstOrThrow();
    return row.name ?? '';
  }

  describe('multipart fuzz: never a 5xx, never a row', () => {
    const post = (headers: Record<string, string>, payload: string | Buffer | Readable) =>
      server.app.inject({ method: 'POST', url: '/api/media', headers: { ...headers, ...bearer(alex.accessToken) }, payload });

    it('answers garbage, missing files, two files, wrong types and cut-off bodies with a 4xx and a sentence', async () => {
      const before = (await mediaRows(alex)).length;
      const boundary = 'fuzzboundary';
      const type = { 'content-type': `multipart/form-data; boundary=${boundary}` };
      const png = pngBytes({ width: 4, height: 4 });
      const part = (name: string, filename: string | null, body: Buffer | string) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n`,
          ),
          Buffer.from(body),
          Buffer.from('\r\n'),
        ]);
      const end = Buffer.from(`--${boundary}--\r\n`);
      const cases: Array<[string, Record<string, string>, string | Buffer | Readable]> = [
        ['JSON instead of multipart', { 'content-type': 'application/json' }, '{"file":"x"}'],
        ['no content type', {}, 'hello'],
        ['multipart without a boundary', { 'content-type': 'multipart/form-data' }, 'garbage'],
        ['garbage body', type, Buffer.from('\x00\x01not multipart at all')],
        ['empty body', type, ''],
        ['only the closing boundary', type, end],
        ['no file, only alt text', type, Buffer.concat([part('alt_text', null, 'hello'), end])],
        ['the file under another name', type, Buffer.concat([part('image', 'a.png', png), end])],
        ['two files', type, Buffer.concat([part('file', 'a.png', png), part('file', 'b.png', png), end])],
        ['an unknown field', type, Buffer.concat([part('caption', null, 'x'), part('file', 'a.png', png), end])],
        ['alt text too long', type, Buffer.concat([part('alt_text', null, 'a'.repeat(5000)), part('file', 'a.png', png), end])],
        ['a body cut off inside the file', type, Buffer.concat([part('file', 'a.png', png)]).subarray(0, 60)],
        [
          'a stream that fails halfway',
          type,
          Readable.from(
            (async function* () {
              yield Buffer.concat([part('file', 'a.png', png).subarray(0, 80)]);
              throw new Error('client went away');
            })(),
          ),
        ],
      ];
      for (const [label, headers, payload] of cases) {
        const res = await post(headers, payload).catch((error: Error) => ({
          statusCode: 0,
          body: error.message,
          json: () => ({}),
        }));
        if (res.statusCode === 0) {
          // inject itself saw the stream fail: no answer to judge (only the failing stream may do that)
          expect(label).toBe('a stream that fails halfway');
          continue;
        }
        expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
        expect((res.json() as { success?: boolean; error?: string }).error, label).toMatch(/\w+ \w+/);
      }
      expect((await mediaRows(alex)).length).toBe(before);
      expect(await db().selectFrom('media').select('id').where('status', '=', 'receiving').execute()).toEqual([]);
    });

    it('removes what had arrived when the client goes away in the middle of a large upload', async () => {
      const baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
      const before = await chunkCount();
      const { headers } = multipartUpload({ name: 'x.pdf', bytes: Buffer.alloc(0) });
      const boundary = /boundary=(.*)$/.exec(headers['content-type'])![1];
      const { request } = await import('node:http');
      const req = request(`${baseUrl}/api/media`, {
        method: 'POST',
        headers: { ...headers, ...bearer(alex.accessToken), 'content-length': String(50 * 1024 * 1024) },
      });
      req.on('error', () => {});
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\n\r\n`);
      const stream = largePdfStream(50 * 1024 * 1024);
      let sent = 0;
      for await (const piece of stream) {
        if (!req.write(piece)) await new Promise((resolve) => req.once('drain', resolve));
        sent += (piece as Buffer).length;
        if (sent > 5 * 1024 * 1024) break;
      }
      // Chunks were being written; then the connection drops.
      await until(async () => (await chunkCount()) > before);
      req.destroy();
      await until(async () => (await chunkCount()) === before);
      expect(await db().selectFrom('media').select('id').where('file_name', '=', 'x.pdf').execute()).toEqual([]);
    });

    it('refuses an upload without a session', async () => {
      const { headers, payload } = multipartUpload({ name: 'a.png', bytes: pngBytes({ width: 2, height: 2 }) });
      const res = await server.app.inject({ method: 'POST', url: '/api/media', headers, payload });
      expect(res.statusCode).toBe(401);
    });
  });
});
