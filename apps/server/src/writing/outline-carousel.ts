import {
  CAROUSEL_BODY_MAX_LENGTH,
  CAROUSEL_HEADING_MAX_LENGTH,
  CAROUSEL_MAX_SLIDES,
  CAROUSEL_MIN_SLIDES,
} from '@cadence/contract/media/media-limits';
import { ZCarouselRequestSchema } from '@cadence/contract/media/media';
import type { z } from 'zod';
import { truncate } from '../research/clean-text';
import { isListLine, splitSentences, stripEmojis, withoutListMarker } from './measure-text';

export type CarouselOutline = z.output<typeof ZCarouselRequestSchema>;
type Slide = CarouselOutline['slides'][number];

/** The composer's prose lists ("First, … Second, … Finally, …", lay-out-post) and a model's alike. */
const ORDINAL = /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|finally|lastly),\s+/i;
/** A list line's marker, so a run of "→" items is told apart from lines that merely open on an emoji. */
const MARKER = /^(\d{1,2}(?=[.)/])|\p{Extended_Pictographic}|\S)/u;
const EMOJI_START = /^\p{Extended_Pictographic}/u;
/** "Bonus: …" after a list of tips is one more tip (tips.bonus). */
const BONUS = /^bonus\b/i;
/** A heading shorter than this is no lead: "Yes, but" is cut at the next boundary instead. */
const MIN_LEAD = 24;
/** Items longer than this are split into a lead and the rest; shorter ones fit a heading as they are. */
const SPLIT_FROM = 60;

/**
 * A carousel outline built from a draft's own text, never from anything else: a title slide from
 * the hook, one slide per list item (its lead as the heading, the rest as the body) and a closing
 * slide from the last line. Words are only moved and trimmed (at a word boundary) to the carousel
 * maker's limits, so a slide says nothing the post does not. Null when the draft holds no list of
 * at least two items: a carousel of one tip is a post, not a carousel.
 */
export function outlineCarousel(content: string): CarouselOutline | null {
  const lines = content
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /\p{L}/u.test(stripEmojis(line)));
  const list = findBulletList(lines) ?? findProseList(lines);
  if (!list || list.items.length < 2) return null;

  const hookLine = list.start > 0 ? lines[0] : undefined;
  const title = hookLine ? titleSlide(hookLine) : null;
  const afterList = lines.slice(list.end);
  // The close is the draft's last line; a "Bonus:" tip between the list and it is one more item.
  const closeLine = afterList.length > 0 ? afterList.at(-1) : undefined;
  const extras = lines
    .slice(Math.max(list.start, list.end - 1))
    .filter((line) => line !== closeLine)
    .flatMap((line) => splitSentences(line))
    .filter((s) => BONUS.test(s) && !list.items.includes(s));
  const close = closeLine && !BONUS.test(closeLine) ? toSlide(closeLine) : null;

  const room = CAROUSEL_MAX_SLIDES - (title ? 1 : 0) - (close ? 1 : 0);
  const items = [...list.items, ...extras]
    .map(toSlide)
    .filter((s): s is Slide => s !== null)
    .slice(0, room);
  if (items.length < 2) return null;
  const slides = [...(title ? [title] : []), ...items, ...(close ? [close] : [])];
  if (slides.length < CAROUSEL_MIN_SLIDES) return null;
  const outline = ZCarouselRequestSchema.safeParse({ ...(title ? { title: title.heading } : {}), slides });
  return outline.success ? outline.data : null;
}

interface FoundList {
  items: string[];
  /** Index of the first line holding the list, and of the first line after it. */
  start: number;
  end: number;
}

/** The longest run of consecutive list lines with one marker; a run of emoji-led lines only when there is no other. */
function findBulletList(lines: readonly string[]): FoundList | null {
  const runs: Array<FoundList & { marker: string }> = [];
  lines.forEach((line, i) => {
    if (!isListLine(line)) return;
    const marker = markerOf(line);
    const last = runs.at(-1);
    if (last && last.end === i && last.marker === marker) {
      last.items.push(withoutListMarker(line));
      last.end = i + 1;
    } else {
      runs.push({ items: [withoutListMarker(line)], start: i, end: i + 1, marker });
    }
  });
  const candidates = runs.filter((run) => run.items.length >= 2);
  const plain = candidates.filter((run) => !EMOJI_START.test(run.marker));
  const pool = plain.length > 0 ? plain : candidates;
  return pool.reduce<FoundList | null>((best, run) => (!best || run.items.length > best.items.length ? run : best), null);
}

function markerOf(line: string): string {
  const marker = MARKER.exec(line)?.[1] ?? '-';
  return /^\d/.test(marker) ? '1' : marker;
}

/** "First, … Second, … Finally, …": the sentences that open on an ordinal, wherever their lines break. */
function findProseList(lines: readonly string[]): FoundList | null {
  const items: string[] = [];
  let start = -1;
  let end = -1;
  lines.forEach((line, i) => {
    for (const sentence of splitSentences(line)) {
      if (!ORDINAL.test(sentence)) continue;
      // A list starts at "First"; an ordinal before it ("Finally, a word on …") is no item.
      if (items.length === 0 && !/^first\b/i.test(sentence)) continue;
      items.push(upperFirst(sentence.replace(ORDINAL, '')));
      if (start === -1) start = i;
      end = i + 1;
    }
  });
  return items.length === 0 ? null : { items, start, end };
}

/** The hook: its first sentence as the heading, what follows on its line ("Six ways to …:") as the body. */
function titleSlide(line: string): Slide | null {
  const [first, ...rest] = splitSentences(line);
  if (!first) return null;
  if (first.length > CAROUSEL_HEADING_MAX_LENGTH) return toSlide(line);
  return slide(first, rest.join(' '));
}

/**
 * One item as a slide: a label ("Bonus: …", "Ownership — …") or a first sentence is the heading and
 * the rest the body; a long single sentence is cut at a clause (a comma, a semicolon, a bracket).
 */
function toSlide(text: string): Slide | null {
  const clean = tidy(text);
  if (!/\p{L}/u.test(clean)) return null;
  const label = /^(.{2,120}?)(?::\s+|\s+[—–]\s+)(\S.*)$/u.exec(clean);
  if (label && /\p{L}/u.test(label[1] as string)) return slide(label[1] as string, label[2] as string);
  const [first, ...rest] = splitSentences(clean);
  if (first && rest.length > 0 && first.length <= CAROUSEL_HEADING_MAX_LENGTH) return slide(first, rest.join(' '));
  // A short item is a heading on its own; a longer one leads with its first clause.
  if (clean.length > SPLIT_FROM) {
    const head = clean.slice(0, CAROUSEL_HEADING_MAX_LENGTH + 1);
    const clause = [...head.matchAll(/, |; | \(/g)].map((m) => m.index).find((at) => at >= MIN_LEAD);
    if (clause !== undefined) return slide(clean.slice(0, clause), unbracket(clean.slice(clause + 1).trim()));
  }
  if (clean.length <= CAROUSEL_HEADING_MAX_LENGTH) return slide(clean, '');
  // No boundary but words: as many as fit lead, the rest follows in the body.
  const space = clean.lastIndexOf(' ', CAROUSEL_HEADING_MAX_LENGTH);
  const cut = space > 0 ? space : CAROUSEL_HEADING_MAX_LENGTH;
  return slide(clean.slice(0, cut), clean.slice(cut).trim());
}

/** "(which cost more than the licence)." read as an aside on the line; on a slide of its own it is the body. */
function unbracket(text: string): string {
  const inner = /^\(([^()]*)\)([.!?]?)$/.exec(text);
  return inner ? `${inner[1] as string}${inner[2] as string}` : text;
}

function slide(heading: string, body: string): Slide | null {
  const lead = upperFirst(heading.trim().replace(/[\s.,;:–—-]+$/u, ''));
  if (!/\p{L}/u.test(lead)) return null;
  const rest = upperFirst(body.trim().replace(/:$/, ''));
  return {
    heading: truncate(lead, CAROUSEL_HEADING_MAX_LENGTH),
    ...(/\p{L}/u.test(rest) ? { body: truncate(rest, CAROUSEL_BODY_MAX_LENGTH) } : {}),
  };
}

/** The draft's words without its emoji or doubled spaces: a slide has a design of its own. */
function tidy(text: string): string {
  return stripEmojis(text).replace(/\s+/g, ' ').trim();
}

/** "are AI tools worth it?" → "Are AI tools worth it?": a lower-case writer's sentence as a slide or a poll opens it. */
export function upperFirst(text: string): string {
  // Only where the capital is one letter: "ß" would become "SS", a word the draft never wrote.
  return text.replace(/^\p{Ll}/u, (c) => (c.toUpperCase().length === 1 ? c.toUpperCase() : c));
}
