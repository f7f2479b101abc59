import type { TCarouselSlide } from '@cadence/contract/media/media';
import {
  CAROUSEL_BODY_MAX_LENGTH,
  CAROUSEL_HEADING_MAX_LENGTH,
  CAROUSEL_MAX_SLIDES,
  CAROUSEL_MIN_SLIDES,
} from '@cadence/contract/media/media-limits';

export interface EditableSlide {
  key: string;
  heading: string;
  body: string;
}

let counter = 0;
export const slideKey = () => `slide-${(counter++).toString(36)}`;

export const toEditable = (slides: TCarouselSlide[]): EditableSlide[] =>
  slides.map((slide) => ({ key: slideKey(), heading: slide.heading, body: slide.body ?? '' }));

/** "1. ", "- ", "• ", "→ ", "✅ " and the like at the start of a line: a list marker, not words. */
const MARKER = /^\s*(?:\d{1,2}[.)]|(?:[-–•*→▶►✅👉]|✔\uFE0F?)+)\s*/u;

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** One slide from a block of lines: its first line (or first sentence) heads it, the rest is its body. */
function slideFrom(block: string): EditableSlide {
  const lines = block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  let heading = (lines[0] ?? '').replace(MARKER, '');
  let body = lines.slice(1).join('\n');
  if (heading.length > CAROUSEL_HEADING_MAX_LENGTH) {
    // A long single line: its first sentence heads the slide, the rest follows.
    const sentence = /^(.{10,}?[.!?:])\s+(.+)$/su.exec(heading);
    if (sentence) {
      heading = sentence[1]!;
      body = [sentence[2]!, body].filter(Boolean).join('\n');
    }
  }
  return {
    key: slideKey(),
    heading: cut(heading, CAROUSEL_HEADING_MAX_LENGTH),
    body: cut(body, CAROUSEL_BODY_MAX_LENGTH),
  };
}

/**
 * The draft cut into slides when the writer proposed no outline: its paragraphs (or, for a draft
 * written as one block, its lines), one slide each, first line as the heading; at most 20. A draft
 * too short for two slides gets an empty second slide for the member to write.
 */
export function slidesFromDraft(content: string): EditableSlide[] {
  const text = content.replace(/\r\n?/g, '\n').trim();
  if (!text) return [];
  let blocks = text.split(/\n\s*\n/).filter((block) => block.trim());
  if (blocks.length < CAROUSEL_MIN_SLIDES) blocks = text.split('\n').filter((line) => line.trim());
  if (blocks.length > CAROUSEL_MAX_SLIDES) {
    // Keep the opening and the last (the call to action), fold the rest into the slides between.
    blocks = [...blocks.slice(0, CAROUSEL_MAX_SLIDES - 1), blocks.at(-1)!];
  }
  const slides = blocks.map(slideFrom).filter((slide) => slide.heading);
  while (slides.length < CAROUSEL_MIN_SLIDES) slides.push({ key: slideKey(), heading: '', body: '' });
  return slides;
}
