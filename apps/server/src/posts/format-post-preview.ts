import { LINKEDIN_SEE_MORE_FOLD } from '@cadence/contract/linkedin/limits';
import { escapeHtml } from '../escape-html';
import { inlineHashtagPattern, isHashtagText } from '@cadence/contract/linkedin/hashtags';
import { composePostText } from '@cadence/contract/linkedin/compose-post-text';

type Segment =
  | { kind: 'text'; text: string }
  | { kind: 'break'; text: string }
  | { kind: 'hashtag'; text: string; tag: string }
  | { kind: 'url'; text: string };

/**
 * Links are found in the plain text and everything is escaped as it is written out, so imported or
 * generated text can only ever become text: the sole markup is what this module writes itself.
 * Only http(s) addresses become links; hashtags link to LinkedIn's hashtag feed.
 */
const tokenPattern = new RegExp(String.raw`(https?://[^\s<>"'${'`'}]+)|${inlineHashtagPattern.source}|(\r\n|\r|\n)`, 'gu');
const trailingPunctuation = /[.,;:!?)\]}]+$/;

/** Safe HTML showing the post as LinkedIn's feed does: line breaks, linked hashtags and URLs, the fold. */
export function formatPostPreview(content: string, hashtags: readonly string[] = []): string {
  const segments = tokenize(composePostText(content, hashtags));
  const { shown, folded } = splitAtFold(segments, LINKEDIN_SEE_MORE_FOLD);
  if (folded.every((segment) => segment.text.trim() === '')) return segments.map(render).join('');
  return `${shown.map(render).join('')}<span class="li-see-more">…see more</span><span class="li-after-fold">${folded.map(render).join('')}</span>`;
}

function tokenize(text: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (value !== '') segments.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(tokenPattern)) {
    const [whole, url, tag, lineBreak] = match;
    let token: Segment | undefined;
    let length = whole.length;
    if (url !== undefined) {
      const trimmed = url.replace(trailingPunctuation, '');
      if (isHttpUrl(trimmed)) {
        token = { kind: 'url', text: trimmed };
        length = trimmed.length;
      }
    } else if (tag !== undefined && isHashtagText(tag)) {
      token = { kind: 'hashtag', text: whole, tag };
    } else if (lineBreak !== undefined) {
      token = { kind: 'break', text: '\n' };
    }
    if (token === undefined) continue;
    pushText(text.slice(last, match.index));
    segments.push(token);
    last = match.index + length;
  }
  pushText(text.slice(last));
  return segments;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Cuts after `limit` characters, never inside a link or a grapheme (an emoji stays whole). */
function splitAtFold(segments: Segment[], limit: number): { shown: Segment[]; folded: Segment[] } {
  let used = 0;
  for (const [index, segment] of segments.entries()) {
    if (used + segment.text.length <= limit) {
      used += segment.text.length;
      continue;
    }
    // A line break that would cross the fold goes behind it; a link crossing it stays whole in front.
    if (segment.kind === 'break') return { shown: segments.slice(0, index), folded: segments.slice(index) };
    if (segment.kind !== 'text') return { shown: segments.slice(0, index + 1), folded: segments.slice(index + 1) };
    let cut = 0;
    for (const { index: at, segment: grapheme } of graphemes.segment(segment.text)) {
      if (used + at + grapheme.length > limit) break;
      cut = at + grapheme.length;
    }
    const before = segment.text.slice(0, cut);
    const after = segment.text.slice(cut);
    return {
      shown: [...segments.slice(0, index), ...(before ? [{ kind: 'text' as const, text: before }] : [])],
      folded: [{ kind: 'text', text: after }, ...segments.slice(index + 1)],
    };
  }
  return { shown: segments, folded: [] };
}

function render(segment: Segment): string {
  switch (segment.kind) {
    case 'text':
      return escapeHtml(segment.text);
    case 'break':
      return '<br>';
    case 'hashtag':
      return (
        `<a href="https://www.linkedin.com/feed/hashtag/?keywords=${encodeURIComponent(segment.tag)}" class="li-hashtag" ` +
        `rel="noopener noreferrer" target="_blank">${escapeHtml(segment.text)}</a>`
      );
    case 'url':
      return `<a href="${escapeHtml(segment.text)}" class="li-link" rel="noopener noreferrer nofollow" target="_blank">${escapeHtml(segment.text)}</a>`;
  }
}
