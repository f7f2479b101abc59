import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { largePdfStream, pdfBytes } from '../test-support/media-fixtures';
import { readPdfPageCount } from './read-pdf-page-count';

const reader = (bytes: Uint8Array) => {
  const reads: number[] = [];
  return {
    reads,
    read: async (start: number, length: number) => {
      reads.push(length);
      return bytes.subarray(start, Math.min(bytes.byteLength, start + length));
    },
  };
};

async function classicPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1)
    pdf.addPage([300, 300]).drawText(`Page ${page}`, { x: 20, y: 250, size: 12, font });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

const count = async (bytes: Uint8Array) => readPdfPageCount(reader(bytes).read, bytes.byteLength);

describe('reading a PDF’s page count from its cross-reference', () => {
  it('follows a cross-reference stream into object streams (how pdf-lib, Word and most tools save)', async () => {
    const bytes = await pdfBytes(7);
    expect(bytes.toString('latin1')).toMatch(/\/Type \/XRef/);
    expect(await count(bytes)).toBe(7);
  });

  it('reads a classic cross-reference table', async () => {
    const bytes = await classicPdf(12);
    expect(bytes.toString('latin1')).toMatch(/\nxref\n/);
    expect(await count(bytes)).toBe(12);
  });

  it('takes the newest section of an incrementally updated file', async () => {
    const original = await classicPdf(2);
    const text = original.toString('latin1');
    const pagesNumber = Number(/(\d+) 0 obj\s*<<[^]*?\/Type \/Pages/.exec(text)![1]);
    const previous = Number(/startxref\s+(\d+)/.exec(text.slice(text.lastIndexOf('startxref')))![1]);
    const size = Number(/\/Size (\d+)/.exec(text)![1]);
    const root = /\/Root (\d+ 0 R)/.exec(text)![1];
    const object = `${pagesNumber} 0 obj\n<< /Type /Pages /Kids [] /Count 3 >>\nendobj\n`;
    const objectAt = original.length;
    const xrefAt = objectAt + object.length;
    const update =
      object +
      `xref\n${pagesNumber} 1\n${String(objectAt).padStart(10, '0')} 00000 n \n` +
      `trailer\n<< /Size ${size} /Root ${root} /Prev ${previous} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
    expect(await count(Buffer.concat([original, Buffer.from(update, 'latin1')]))).toBe(3);
  });

  it('reads a 20 MB file in a few small reads', async () => {
    const parts: Buffer[] = [];
    for await (const part of largePdfStream(20 * 1024 * 1024)) parts.push(part as Buffer);
    const bytes = Buffer.concat(parts);
    const { read, reads } = reader(bytes);
    expect(await readPdfPageCount(read, bytes.byteLength)).toBe(1);
    expect(reads.reduce((a, b) => a + b, 0)).toBeLessThan(512 * 1024);
  });

  it('answers null, for pdf.js to try, on what it does not follow', async () => {
    expect(await count(Buffer.from('%PDF-1.7\nnot really a pdf'))).toBeNull();
    const bytes = await pdfBytes(3);
    expect(await count(bytes.subarray(0, bytes.length - 200))).toBeNull();
    const encrypted = Buffer.from(bytes.toString('latin1').replace('/Type /XRef', '/Type /XRef /Encrypt 99 0 R'), 'latin1');
    expect(await count(encrypted)).toBeNull();
  });
});
