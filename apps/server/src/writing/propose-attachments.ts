import type { TPostFormat } from '@cadence/contract/content/formats';
import { ZCarouselRequestSchema } from '@cadence/contract/media/media';
import { ZPollSchema, type TPoll } from '@cadence/contract/media/post-attachments';
import { outlineCarousel, type CarouselOutline } from './outline-carousel';
import { PROPOSED_POLL_DAYS, proposePoll } from './propose-poll';

/** Formats whose draft is a list, which a carousel shows one point per page: the wizard's and the automation's. */
const CAROUSEL_FORMATS = new Set<TPostFormat>(['Tips & Tricks', 'list']);
/** Formats built around a question, which a poll lets readers answer in one tap. */
const POLL_FORMATS = new Set<TPostFormat>(['Question & Answer', 'question']);

/** Which proposals a format asks for: a carousel for tips and lists, a poll for questions. */
export interface ProposalKinds {
  carousel: boolean;
  poll: boolean;
}

export interface Proposals {
  carousel_outline: CarouselOutline | null;
  poll: TPoll | null;
}

export function proposalsFor(format: TPostFormat): ProposalKinds {
  return { carousel: CAROUSEL_FORMATS.has(format), poll: POLL_FORMATS.has(format) };
}

/**
 * What the writer proposes beside a draft (issue 27): a carousel outline for a list, a poll for a
 * question, nothing for other formats. A model's own proposal is used when it keeps within the
 * carousel maker's and LinkedIn's limits; otherwise, and for the offline writer, it is derived
 * from the draft's text, so it says nothing the draft does not.
 */
export function proposeAttachments(
  format: TPostFormat,
  content: string,
  fromModel: { carousel_outline?: unknown; poll?: unknown } = {},
): Proposals {
  const kinds = proposalsFor(format);
  return {
    carousel_outline: kinds.carousel ? (checkOutline(fromModel.carousel_outline) ?? outlineCarousel(content)) : null,
    poll: kinds.poll ? (checkPoll(fromModel.poll) ?? proposePoll(content)) : null,
  };
}

/** A model's outline as the carousel maker takes it, its nulls as absent fields; null when it misses a limit. */
function checkOutline(proposed: unknown): CarouselOutline | null {
  if (!isRecord(proposed) || !Array.isArray(proposed.slides)) return null;
  const slides = proposed.slides.map((slide: unknown) =>
    isRecord(slide) ? { heading: slide.heading, ...(blank(slide.body) ? {} : { body: slide.body }) } : slide,
  );
  const outline = ZCarouselRequestSchema.safeParse({
    ...(blank(proposed.title) ? {} : { title: proposed.title }),
    slides,
  });
  return outline.success ? outline.data : null;
}

/** A model's poll within LinkedIn's limits and asking a question; it runs for the week every proposal does. */
function checkPoll(proposed: unknown): TPoll | null {
  if (!isRecord(proposed)) return null;
  const poll = ZPollSchema.safeParse({ ...proposed, duration_days: PROPOSED_POLL_DAYS });
  return poll.success && poll.data.question.endsWith('?') ? poll.data : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function blank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}
