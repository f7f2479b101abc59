import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * Real files for media tests, made here byte by byte (no binary fixtures in the repository): each
 * is a valid file of its format, small unless asked otherwise, so any reader (image-size, pdf.js,
 * a browser) reads them as what they are.
 */

/** An RGB PNG; `noise` fills it with incompressible bytes (stored, not deflated) to reach a size. */
export function pngBytes({
  width,
  height,
  noise = false,
  colour,
}: {
  width: number;
  height: number;
  noise?: boolean;
  /** Each pixel's colour (else an even grey), so pictures can differ on a screenshot. */
  colour?: (x: number, y: number) => readonly [number, number, number];
}): Buffer {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * row] = 0; // filter: none
    if (noise) for (let i = 1; i < row; i += 1) raw[y * row + i] = (Math.random() * 256) | 0;
    else if (colour) for (let x = 0; x < width; x += 1) raw.set(colour(x, y), y * row + 1 + x * 3);
    else raw.fill(0x3f, y * row + 1, (y + 1) * row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: noise ? 0 : 6 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A mid-grey baseline JPEG: one component, every 8×8 block's coefficients zero. Its Huffman tables
 * hold one code each ('0': DC difference 0; '0': end of block), so the scan is all zero bits.
 */
export function jpegBytes({ width, height }: { width: number; height: number }): Buffer {
  const segment = (marker: number, data: number[]) => [
    0xff,
    marker,
    ((data.length + 2) >> 8) & 0xff,
    (data.length + 2) & 0xff,
    ...data,
  ];
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const scanBytes = Math.ceil((blocks * 2) / 8);
  const scan = Buffer.alloc(scanBytes);
  // Pad the last byte's unused bits with ones, as the standard asks.
  const usedBits = (blocks * 2) % 8;
  if (usedBits) scan[scanBytes - 1] = 0xff >> usedBits;
  const oneCode = (tableClass: number) => [(tableClass << 4) | 0, 1, ...Array<number>(15).fill(0), 0];
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    Buffer.from(segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])),
    Buffer.from(segment(0xdb, [0, ...Array<number>(64).fill(1)])),
    Buffer.from(segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0])),
    Buffer.from(segment(0xc4, oneCode(0))),
    Buffer.from(segment(0xc4, oneCode(1))),
    Buffer.from(segment(0xda, [1, 1, 0x00, 0, 63, 0])),
    scan,
    Buffer.from([0xff, 0xd9]),
  ]);
}

/**
 * A GIF89a of `frames` frames (an animated GIF past one), every pixel colour 0. Its LZW data sends a
 * clear code before each pixel, so the code size never grows: valid, if not small.
 */
export function gifBytes({ width, height, frames = 1 }: { width: number; height: number; frames?: number }): Buffer {
  const parts: number[] = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, width & 0xff, width >> 8, height & 0xff, height >> 8, 0x80, 0, 0];
  parts.push(0x0a, 0x66, 0xc2, 0xff, 0xff, 0xff); // a two-colour global table
  if (frames > 1) parts.push(0x21, 0xff, 11, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0); // loop forever
  const data = lzwAllZero(width * height);
  for (let frame = 0; frame < frames; frame += 1) {
    parts.push(0x21, 0xf9, 4, 0, 10, 0, 0, 0); // 0.1 s per frame
    parts.push(0x2c, 0, 0, 0, 0, width & 0xff, width >> 8, height & 0xff, height >> 8, 0, 2);
    for (let at = 0; at < data.length; at += 255) {
      const block = data.subarray(at, at + 255);
      parts.push(block.length, ...block);
    }
    parts.push(0);
  }
  parts.push(0x3b);
  return Buffer.from(parts);
}

function lzwAllZero(pixels: number): Buffer {
  const codes: number[] = [];
  for (let i = 0; i < pixels; i += 1) codes.push(4, 0); // clear, colour 0
  codes.push(5); // end of information
  const out = Buffer.alloc(Math.ceil((codes.length * 3) / 8));
  codes.forEach((code, index) => {
    for (let bit = 0; bit < 3; bit += 1) {
      if (code & (1 << bit)) {
        const at = index * 3 + bit;
        out[at >> 3]! |= 1 << (at & 7);
      }
    }
  });
  return out;
}

/** A PDF of `pages` pages, each saying its number, made with pdf-lib. */
export async function pdfBytes(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    pdf.addPage([612, 792]).drawText(`Page ${page}`, { x: 72, y: 700, size: 24, font });
  }
  return Buffer.from(await pdf.save());
}

/**
 * A one-page PDF of about `totalBytes`, streamed a MiB at a time and never whole in memory: the page
 * draws nothing but holds a stream of padding, then the cross-reference table and trailer a reader
 * needs. For the 100 MB limit and memory checks.
 */
export function largePdfStream(totalBytes: number): Readable {
  const head = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>\nendobj\n',
  ];
  const fixed = Buffer.byteLength(head, 'latin1') + objects.reduce((n, o) => n + o.length, 0) + 400;
  const padding = Math.max(0, totalBytes - fixed);
  const streamHead = `4 0 obj\n<< /Length ${padding} >>\nstream\n`;
  const streamTail = '\nendstream\nendobj\n';
  async function* generate() {
    const offsets: number[] = [];
    let at = 0;
    const emit = (text: string) => {
      at += Buffer.byteLength(text, 'latin1');
      return Buffer.from(text, 'latin1');
    };
    yield emit(head);
    for (const object of objects) {
      offsets.push(at);
      yield emit(object);
    }
    offsets.push(at);
    yield emit(streamHead);
    // Spaces: a content stream of whitespace draws nothing.
    const piece = Buffer.alloc(1024 * 1024, 0x20);
    for (let left = padding; left > 0; left -= piece.length) {
      const part = left >= piece.length ? piece : piece.subarray(0, left);
      at += part.length;
      yield part;
    }
    yield emit(streamTail);
    const xref = at;
    const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    yield emit(`xref\n0 5\n0000000000 65535 f \n${entries}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  }
  return Readable.from(generate(), { objectMode: false });
}

/** A PPTX with `slides` slides: the parts a reader looks for, not a full deck PowerPoint would open. */
export function pptxBytes(slides: number): Buffer {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
    ),
    'ppt/presentation.xml': strToU8(
      '<?xml version="1.0"?><p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
    ),
  };
  for (let slide = 1; slide <= slides; slide += 1) {
    files[`ppt/slides/slide${slide}.xml`] = strToU8(`<?xml version="1.0"?><p:sld><p:cSld name="Slide ${slide}"/></p:sld>`);
  }
  return Buffer.from(zipSync(files));
}

/** A DOCX whose docProps/app.xml says it has `pages` pages, as Word writes it. */
export function docxBytes(pages: number): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
      ),
      'word/document.xml': strToU8('<?xml version="1.0"?><w:document><w:body><w:p/></w:body></w:document>'),
      'docProps/app.xml': strToU8(`<?xml version="1.0"?><Properties><Pages>${pages}</Pages><Words>1</Words></Properties>`),
    }),
  );
}

export interface Mp4Options {
  durationMs: number;
  width: number;
  height: number;
  /** Bytes of the mdat box's payload (zeros): what makes the file large enough. Default 100 KB. */
  mdatBytes?: number;
}

/**
 * A minimal MP4 (ISO/IEC 14496-12) as a reader of boxes sees it: ftyp (isom), moov with mvhd (the
 * duration) and one video trak (tkhd with the picture size, mdia with mdhd and a 'vide' hdlr), then
 * an mdat of zeros. No samples: it has a length and a size, not a picture.
 */
export function mp4Bytes(options: Mp4Options): Buffer {
  const { head, mdatBytes } = mp4Head(options);
  return Buffer.concat([head, Buffer.alloc(mdatBytes)]);
}

/** The same MP4 streamed, for sizes that should not sit in a test's memory. */
export function mp4Stream(options: Mp4Options): Readable {
  const { head, mdatBytes } = mp4Head(options);
  async function* generate() {
    yield head;
    const piece = Buffer.alloc(1024 * 1024);
    for (let left = mdatBytes; left > 0; left -= piece.length) yield left >= piece.length ? piece : piece.subarray(0, left);
  }
  return Readable.from(generate(), { objectMode: false });
}

function mp4Head({ durationMs, width, height, mdatBytes = 100 * 1024 }: Mp4Options) {
  const box = (type: string, ...parts: Buffer[]) => {
    const body = Buffer.concat(parts);
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + body.length);
    header.write(type, 4, 'ascii');
    return Buffer.concat([header, body]);
  };
  const u32 = (...values: number[]) => {
    const out = Buffer.alloc(values.length * 4);
    values.forEach((v, i) => out.writeUInt32BE(v >>> 0, i * 4));
    return out;
  };
  const matrix = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);
  const timescale = 1000;
  const ftyp = box('ftyp', Buffer.from('isom'), u32(512), Buffer.from('isomiso2avc1mp41'));
  const mvhd = box(
    'mvhd',
    u32(0, 0, 0, timescale, durationMs),
    u32(0x00010000),
    Buffer.from([1, 0, 0, 0]),
    u32(0, 0),
    matrix,
    Buffer.alloc(24),
    u32(2),
  );
  const tkhd = box('tkhd', u32(3, 0, 0, 1, 0, durationMs), u32(0, 0), u32(0, 0), matrix, u32(width * 65536, height * 65536));
  const mdhd = box('mdhd', u32(0, 0, 0, timescale, durationMs), u32(0x55c40000));
  const hdlr = box('hdlr', u32(0, 0), Buffer.from('vide'), u32(0, 0, 0), Buffer.from('VideoHandler\0'));
  const moov = box('moov', mvhd, box('trak', tkhd, box('mdia', mdhd, hdlr)));
  const mdatHeader = u32(8 + mdatBytes);
  return { head: Buffer.concat([ftyp, moov, mdatHeader, Buffer.from('mdat')]), mdatBytes };
}

/**
 * A multipart/form-data body for POST /api/media: an optional alt_text field, then the file (bytes
 * or a stream, sent as it comes), for app.inject or fetch.
 */
export function multipartUpload(file: { name: string; type?: string; bytes: Uint8Array | Readable }, altText?: string) {
  const boundary = `----cadence-test-${Math.random().toString(16).slice(2)}`;
  const head =
    (altText === undefined ? '' : `--${boundary}\r\nContent-Disposition: form-data; name="alt_text"\r\n\r\n${altText}\r\n`) +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
    `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (!(file.bytes instanceof Readable)) {
    return { headers, payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(tail)]) };
  }
  const stream = file.bytes;
  async function* generate() {
    yield Buffer.from(head);
    for await (const piece of stream) yield piece as Buffer;
    yield Buffer.from(tail);
  }
  return { headers, payload: Readable.from(generate(), { objectMode: false }) };
}
