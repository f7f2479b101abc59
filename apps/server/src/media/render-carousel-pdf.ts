import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { TCarouselRequest } from '@cadence/contract/media/media';
import {
  appendBezierCurve,
  clip,
  closePath,
  endPath,
  moveTo,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from 'pdf-lib';

/** LinkedIn's portrait carousel: 4:5, the shape that fills the feed on a phone. */
export const CAROUSEL_PAGE = { width: 1080, height: 1350 } as const;

const MARGIN = 96;
const TEXT_WIDTH = CAROUSEL_PAGE.width - 2 * MARGIN;
const BRAND = rgb(0x0a / 255, 0x66 / 255, 0xc2 / 255);
const INK = rgb(0.1, 0.12, 0.15);
const MUTED = rgb(0.38, 0.42, 0.47);
const PAPER = rgb(1, 1, 1);
const TINT = rgb(0xee / 255, 0xf5 / 255, 0xfc / 255);
const FOOTER_HEIGHT = 168;
const AVATAR = 80;

export interface CarouselAuthor {
  name: string;
  /** PNG or JPEG bytes of their picture; initials in a circle without one. */
  avatar: { bytes: Uint8Array; format: 'png' | 'jpeg' } | null;
}

/**
 * DejaVu Sans (Latin, Greek, Cyrillic and more in one free font, from the dejavu-fonts-ttf package),
 * embedded and subset, so accented letters and non-Latin text print as typed; read once per process.
 */
const fonts = (() => {
  let loaded: { regular: Uint8Array; bold: Uint8Array; coverage: fontkit.Font } | null = null;
  return () => {
    if (!loaded) {
      const require = createRequire(import.meta.url);
      const regular = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
      const bold = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
      loaded = { regular, bold, coverage: fontkit.create(regular) };
    }
    return loaded;
  };
})();

/**
 * A carousel as a PDF, one page per slide: a large heading, the body wrapped below it, "3 / 8" at
 * the top, and the member's picture and name in the footer of every page. Characters the font has
 * no glyph for (emoji, scripts it lacks) are left out rather than printed as boxes or failing.
 */
export async function renderCarouselPdf(request: TCarouselRequest, author: CarouselAuthor): Promise<Uint8Array> {
  const { regular, bold, coverage } = fonts();
  const printable = (text: string) =>
    [...text.normalize('NFC')]
      .filter((char) => char === '\n' || coverage.hasGlyphForCodePoint(char.codePointAt(0)!))
      .join('')
      .replace(/[ \t]+/g, ' ');

  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const title = request.title ? printable(request.title).trim() : '';
  pdf.setTitle(title || `${printable(author.name).trim()} — carousel`);
  pdf.setAuthor(printable(author.name));
  pdf.setCreator('Cadence');
  const body = await pdf.embedFont(regular, { subset: true });
  const heading = await pdf.embedFont(bold, { subset: true });
  const avatar = await embedAvatar(pdf, author.avatar);

  request.slides.forEach((slide, index) => {
    const page = pdf.addPage([CAROUSEL_PAGE.width, CAROUSEL_PAGE.height]);
    page.drawRectangle({ x: 0, y: 0, width: CAROUSEL_PAGE.width, height: CAROUSEL_PAGE.height, color: PAPER });
    page.drawRectangle({ x: 0, y: CAROUSEL_PAGE.height - 24, width: CAROUSEL_PAGE.width, height: 24, color: BRAND });

    let y = CAROUSEL_PAGE.height - MARGIN - 8;
    const counter = `${index + 1} / ${request.slides.length}`;
    page.drawText(counter, {
      x: CAROUSEL_PAGE.width - MARGIN - body.widthOfTextAtSize(counter, 30),
      y: y - 30,
      size: 30,
      font: body,
      color: MUTED,
    });
    if (title) {
      const eyebrow = fitLine(title, body, 30, TEXT_WIDTH - body.widthOfTextAtSize(counter, 30) - 40);
      page.drawText(eyebrow, { x: MARGIN, y: y - 30, size: 30, font: body, color: BRAND });
    }
    y -= 30 + 96;

    // The heading shrinks until it fits in five lines; a long one still reads at 56 points.
    const headingText = printable(slide.heading).trim();
    let size = 84;
    let lines = wrap(headingText, heading, size, TEXT_WIDTH);
    while (lines.length > 5 && size > 56) {
      size -= 8;
      lines = wrap(headingText, heading, size, TEXT_WIDTH);
    }
    for (const line of lines) {
      y -= size;
      page.drawText(line, { x: MARGIN, y, size, font: heading, color: INK });
      y -= size * 0.22;
    }
    page.drawRectangle({ x: MARGIN, y: y - 40, width: 120, height: 10, color: BRAND });
    y -= 40 + 72;

    const bodyText = slide.body ? printable(slide.body).trim() : '';
    if (bodyText) {
      let bodySize = 40;
      let bodyLines = wrap(bodyText, body, bodySize, TEXT_WIDTH);
      const room = y - FOOTER_HEIGHT - 32;
      while (bodyLines.length * bodySize * 1.4 > room && bodySize > 26) {
        bodySize -= 2;
        bodyLines = wrap(bodyText, body, bodySize, TEXT_WIDTH);
      }
      for (const line of bodyLines) {
        y -= bodySize;
        if (y < FOOTER_HEIGHT + 16) break;
        page.drawText(line, { x: MARGIN, y, size: bodySize, font: body, color: INK });
        y -= bodySize * 0.4;
      }
    }

    drawFooter(page, { name: printable(author.name).trim(), avatar, body, heading });
  });
  return pdf.save();
}

function drawFooter(page: PDFPage, parts: { name: string; avatar: PDFImage | null; body: PDFFont; heading: PDFFont }) {
  page.drawRectangle({ x: 0, y: 0, width: CAROUSEL_PAGE.width, height: FOOTER_HEIGHT, color: TINT });
  const cx = MARGIN + AVATAR / 2;
  const cy = FOOTER_HEIGHT / 2;
  if (parts.avatar) {
    page.pushOperators(pushGraphicsState(), ...circlePath(cx, cy, AVATAR / 2), clip(), endPath());
    page.drawImage(parts.avatar, { x: cx - AVATAR / 2, y: cy - AVATAR / 2, width: AVATAR, height: AVATAR });
    page.pushOperators(popGraphicsState());
  } else {
    page.drawCircle({ x: cx, y: cy, size: AVATAR / 2, color: BRAND });
    const letters = initials(parts.name);
    const width = parts.heading.widthOfTextAtSize(letters, 32);
    page.drawText(letters, { x: cx - width / 2, y: cy - 11, size: 32, font: parts.heading, color: PAPER });
  }
  const name = fitLine(parts.name, parts.heading, 34, TEXT_WIDTH - AVATAR - 32);
  page.drawText(name, { x: MARGIN + AVATAR + 32, y: cy - 12, size: 34, font: parts.heading, color: INK });
}

/** A circle as four Bézier curves (the usual 0.5523 handle), for clipping the picture round. */
function circlePath(cx: number, cy: number, r: number) {
  const k = 0.5523 * r;
  return [
    moveTo(cx + r, cy),
    appendBezierCurve(cx + r, cy + k, cx + k, cy + r, cx, cy + r),
    appendBezierCurve(cx - k, cy + r, cx - r, cy + k, cx - r, cy),
    appendBezierCurve(cx - r, cy - k, cx - k, cy - r, cx, cy - r),
    appendBezierCurve(cx + k, cy - r, cx + r, cy - k, cx + r, cy),
    closePath(),
  ];
}

async function embedAvatar(pdf: PDFDocument, avatar: CarouselAuthor['avatar']): Promise<PDFImage | null> {
  if (!avatar) return null;
  try {
    return avatar.format === 'png' ? await pdf.embedPng(avatar.bytes) : await pdf.embedJpg(avatar.bytes);
  } catch {
    // A picture that looked like a PNG or JPEG but does not decode: initials instead.
    return null;
  }
}

export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => [...word][0]!.toUpperCase()).join('') || '?';
}

/** Greedy word wrap by measured width; a word longer than a line is broken where it must be. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        const chars = [...rest];
        let fit = chars.length - 1;
        while (fit > 1 && font.widthOfTextAtSize(chars.slice(0, fit).join(''), size) > width) fit -= 1;
        lines.push(chars.slice(0, fit).join(''));
        rest = chars.slice(fit).join('');
      }
      line = rest;
    }
    lines.push(line);
  }
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

/** One line, cut with an ellipsis where it would run past `width`. */
function fitLine(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && font.widthOfTextAtSize(`${chars.join('')}…`, size) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}
