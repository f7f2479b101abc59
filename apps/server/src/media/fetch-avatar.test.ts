import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegBytes, pngBytes } from '../test-support/media-fixtures';
import { fetchAvatar } from './fetch-avatar';
import { renderCarouselPdf } from './render-carousel-pdf';

describe('the carousel’s avatar', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/photo.jpg') return res.end(jpegBytes({ width: 64, height: 64 }));
      if (req.url === '/page.html') return res.end('<html>not a picture</html>');
      if (req.url === '/slow') return; // never answers
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('takes a PNG or JPEG, from a link or a data: URL', async () => {
    expect((await fetchAvatar(`${base}/photo.jpg`))?.format).toBe('jpeg');
    const png = pngBytes({ width: 8, height: 8 });
    expect((await fetchAvatar(`data:image/png;base64,${png.toString('base64')}`))?.format).toBe('png');
  });

  it('gives up, without an error, on no picture, a page, a 404, another scheme, or a host that does not answer within 2 s', async () => {
    expect(await fetchAvatar(null)).toBeNull();
    expect(await fetchAvatar(`${base}/page.html`)).toBeNull();
    expect(await fetchAvatar(`${base}/missing.png`)).toBeNull();
    expect(await fetchAvatar('file:///etc/passwd')).toBeNull();
    expect(await fetchAvatar('not a url')).toBeNull();
    const started = Date.now();
    expect(await fetchAvatar(`${base}/slow`)).toBeNull();
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('draws initials instead when a picture that looked like a PNG does not decode', async () => {
    const broken = {
      bytes: Buffer.concat([pngBytes({ width: 4, height: 4 }).subarray(0, 20), Buffer.alloc(30)]),
      format: 'png' as const,
    };
    const pdf = await renderCarouselPdf(
      { slides: [{ heading: 'One' }, { heading: 'Two' }] },
      { name: 'Zoë Ångström', avatar: broken },
    );
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);
  });
});
