import type { TContentPerformance, TPerformanceDifference } from '@cadence/contract/analytics/content-performance';
import { AUTOMATION_FORMATS } from '@cadence/contract/content/formats';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { findContentThemes } from '../../insights/find-content-themes';
import { extractTerms } from '../../text/extract-terms';
import { analysePerformance, times, type MeasuredPost } from './analyse-performance';
import { median } from './mann-whitney';
import { readMeasuredPosts } from './read-measured-posts';

/** The loop learns from the member's last year: the export's window, and long enough to hold a few dozen posts. */
export const LEARNING_DAYS = 366;
/** A format's weight in the rotation stays within these: a good format gets more turns, never all of them. */
const MIN_WEIGHT = 0.5;
const MAX_WEIGHT = 2;
/** How far smart approval's voice bar moves for a format that does markedly better or worse. */
export const APPROVAL_BAR_STEP = 10;

export interface Lessons {
  posts: MeasuredPost[];
  performance: TContentPerformance;
}

/** What the member's own results say, read once per plan (or per draft, or per request). */
export async function readLessons(
  db: Kysely<DB> | Transaction<DB>,
  userId: string,
  timeZone: string,
  now: Date,
): Promise<Lessons> {
  const posts = await readMeasuredPosts(db, userId, LEARNING_DAYS, now);
  return { posts, performance: analysePerformance(posts, timeZone, LEARNING_DAYS) };
}

function formatDifference(lessons: Lessons | null, format: string): TPerformanceDifference | undefined {
  return lessons?.performance.differences.find((d) => d.dimension === 'format' && d.group === format);
}

const formatName = (format: string) => (AUTOMATION_FORMATS as Record<string, string>)[format] ?? format;

/**
 * Each chosen format's weight in the rotation: 1, unless the analysis found the format's posts do
 * better or worse than the rest (decision 036's test), then their median over the member's median, kept
 * within ½-2 so every format keeps a turn. A format with too little data keeps weight 1.
 */
export function formatWeights(formats: readonly string[], lessons: Lessons | null): number[] {
  return formats.map((format) => {
    const difference = formatDifference(lessons, format);
    if (!difference) return 1;
    return Math.min(MAX_WEIGHT, Math.max(MIN_WEIGHT, difference.ratio));
  });
}

/**
 * The format of the slot at `index` among all the member's automation slots: a smooth weighted
 * round robin (as nginx spreads requests), so equal weights give plain rotation in the chosen order
 * and a format weighing twice another comes twice as often, spread out rather than in a run.
 */
export function pickFormat<T>(formats: readonly T[], weights: readonly number[], index: number): T {
  if (weights.every((w) => w === weights[0])) return formats[index % formats.length]!;
  const total = weights.reduce((a, b) => a + b, 0);
  const current = new Array<number>(formats.length).fill(0);
  let chosen = 0;
  // The sequence repeats; a long history is read modulo a generous period.
  const steps = (index % 1000) + 1;
  for (let step = 0; step < steps; step++) {
    chosen = 0;
    for (let i = 0; i < formats.length; i++) {
      current[i]! += weights[i]!;
      if (current[i]! > current[chosen]!) chosen = i;
    }
    current[chosen]! -= total;
  }
  return formats[chosen]!;
}

/** One line for the Automations tab: why the rotation favours a format, or null when it does not. */
export function formatRotationNote(formats: readonly string[], lessons: Lessons | null): string | null {
  if (formats.length < 2) return null;
  const weights = formatWeights(formats, lessons);
  const total = weights.reduce((a, b) => a + b, 0);
  const leanings = formats
    .map((format, i) => ({ format, weight: weights[i]!, difference: formatDifference(lessons, format) }))
    .filter((f) => f.difference)
    .sort((a, b) => b.weight - a.weight);
  if (leanings.length === 0) return null;
  const top = leanings[0]!;
  const d = top.difference!;
  const share = Math.round((top.weight / total) * 100);
  return `${formatName(top.format)} posts reach ${times(d.ratio)} your median impressions, from ${d.posts} posts, so ${d.direction === 'better' ? 'they get' : 'they get only'} about ${share}% of your slots; every format you chose keeps its turn.`;
}

/**
 * Smart approval's voice bar for a draft of this format: lower by APPROVAL_BAR_STEP when the
 * member's posts of the format do markedly better than the rest, higher when markedly worse,
 * unchanged otherwise; with the line that explains the change.
 */
export function approvalBar(
  baseBar: number,
  format: string | null,
  lessons: Lessons | null,
): { bar: number; note: string | null } {
  const difference = format ? formatDifference(lessons, format) : undefined;
  if (!difference) return { bar: baseBar, note: null };
  const better = difference.direction === 'better';
  const bar = Math.min(100, Math.max(0, baseBar + (better ? -APPROVAL_BAR_STEP : APPROVAL_BAR_STEP)));
  return {
    bar,
    note: `Your bar for ${formatName(format!)} posts is ${bar}% (${better ? 'lowered' : 'raised'} from ${baseBar}%): they reach ${times(difference.ratio)} your median impressions, from ${difference.posts} posts.`,
  };
}

/** The member's best performers: measured posts with text in the top quarter by impressions, at least 1.25× the median. */
export function bestPerformers(lessons: Pick<Lessons, 'posts'> | null): MeasuredPost[] {
  const posts = lessons?.posts.filter((p) => p.content?.trim()) ?? [];
  if (posts.length < 10) return [];
  const sorted = [...posts].sort((a, b) => b.impressions - a.impressions);
  const middle = median(posts.map((p) => p.impressions)) ?? 0;
  return sorted.slice(0, Math.ceil(posts.length / 4)).filter((p) => p.impressions >= middle * 1.25);
}

export interface Resemblance {
  /** Themes (find-content-themes' labels) and terms the best performers share. */
  themes: Map<string, number>;
  terms: Map<string, number>;
  count: number;
}

/** What the best performers have in common: themes, and content words two or more of them use. */
export function bestPerformerSignature(lessons: Pick<Lessons, 'posts'> | null): Resemblance | null {
  const best = bestPerformers(lessons);
  if (best.length < 2) return null;
  const themes = new Map<string, number>();
  const terms = new Map<string, number>();
  for (const post of best) {
    for (const theme of findContentThemes([post.content!])) themes.set(theme, (themes.get(theme) ?? 0) + 1);
    for (const term of new Set(extractTerms(post.content!))) terms.set(term, (terms.get(term) ?? 0) + 1);
  }
  for (const [term, n] of terms) if (n < 2) terms.delete(term);
  return { themes, terms, count: best.length };
}

/** Why a topic resembles the best performers, or null: a shared theme, or two shared recurring terms. */
export function resemblance(text: string, signature: Resemblance | null): string | null {
  if (!signature) return null;
  const theme = findContentThemes([text])
    .map((t) => ({ t, n: signature.themes.get(t) ?? 0 }))
    .filter((x) => x.n >= 2)
    .sort((a, b) => b.n - a.n)[0];
  if (theme) return `Like your best posts about ${theme.t} (${theme.n} of your top ${signature.count} by impressions).`;
  const shared = [...new Set(extractTerms(text))].filter((term) => signature.terms.has(term));
  if (shared.length >= 2)
    return `Shares “${shared.slice(0, 3).join('”, “')}” with your best posts (your top ${signature.count} by impressions).`;
  return null;
}
