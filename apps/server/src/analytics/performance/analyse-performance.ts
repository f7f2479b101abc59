import type { HOOK_TYPES, PERFORMANCE_KINDS } from '@cadence/contract/analytics/content-performance';
import {
  DAY_PARTS,
  HOOK_LABELS,
  LENGTH_BUCKETS,
  PERFORMANCE_DIMENSIONS,
  type TContentPerformance,
  type TPerformanceDifference,
  type TPerformanceDimension,
  type TPerformanceDimensionResult,
  type TPerformancePost,
} from '@cadence/contract/analytics/content-performance';
import { AUTOMATION_FORMATS } from '@cadence/contract/content/formats';
import { isValidTimeZone, zonedParts } from '@cadence/contract/time/zoned-time';
import { findContentThemes } from '../../insights/find-content-themes';
import { classifyOpening } from '../../writing/build-voice-profile';
import { mannWhitneyP, median } from './mann-whitney';

/** A group, and the rest, need this many measured posts before they are compared (decision 036). */
export const MIN_GROUP_POSTS = 5;
/** The false discovery rate over every group compared in one answer (Benjamini-Hochberg). */
export const ALPHA = 0.05;
/** A difference smaller than this (group median over the rest's) is not worth a sentence, significant or not. */
export const MIN_EFFECT = 1.25;
const TOP_POSTS = 10;

export type PostKind = (typeof PERFORMANCE_KINDS)[number];

/** One post's latest numbers with what is known about it. */
export interface MeasuredPost {
  post_id: string | null;
  platform_post_id: string;
  post_url: string | null;
  published_at: Date | null;
  measured_at: Date;
  impressions: number;
  engagements: number | null;
  /** The text, when Cadence wrote it or the data import holds it. */
  content: string | null;
  kind: PostKind | null;
  /** The writing format Cadence used (content_metadata.format), if any. */
  format: string | null;
}

const WEEKDAY_IDS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const KIND_LABELS: Record<PostKind, string> = {
  text: 'Text-only posts',
  image: 'Single-image posts',
  images: 'Multi-image posts',
  document: 'Carousels and documents',
  video: 'Videos',
  poll: 'Polls',
  link: 'Link posts',
};
const DIMENSION_NAMES: Record<TPerformanceDimension, string> = {
  kind: 'kinds of post',
  format: 'writing formats',
  hour: 'times of day',
  weekday: 'weekdays',
  length: 'lengths',
  hook: 'openings',
  theme: 'topics',
};

interface Grouped {
  dimension: TPerformanceDimension;
  group: string;
  label: string;
}

/** The groups one post falls in, its dates read in the member's zone. */
export function groupsOf(post: MeasuredPost, timeZone: string): Grouped[] {
  const out: Grouped[] = [];
  if (post.kind) out.push({ dimension: 'kind', group: post.kind, label: KIND_LABELS[post.kind] });
  if (post.format) out.push({ dimension: 'format', group: post.format, label: formatLabel(post.format) });
  if (post.published_at) {
    const p = zonedParts(post.published_at, timeZone);
    const part = DAY_PARTS.find((d) => (d.from < d.to ? p.hour >= d.from && p.hour < d.to : p.hour >= d.from || p.hour < d.to))!;
    out.push({ dimension: 'hour', group: part.id, label: part.label });
    // zonedParts: 0 = Sunday.
    const weekday = WEEKDAY_IDS[(p.weekday + 6) % 7]!;
    out.push({ dimension: 'weekday', group: weekday, label: `${capitalise(weekday)} posts` });
  }
  const text = post.content?.trim();
  if (text) {
    const bucket = LENGTH_BUCKETS.find((b) => text.length < b.max)!;
    out.push({ dimension: 'length', group: bucket.id, label: bucket.label });
    const hook = hookOf(text);
    out.push({ dimension: 'hook', group: hook, label: HOOK_LABELS[hook] });
    for (const theme of findContentThemes([text])) out.push({ dimension: 'theme', group: theme, label: `Posts about ${theme}` });
  }
  return out;
}

/** The opening, read as the voice profile reads it (writing/build-voice-profile), in the terms. */
export function hookOf(text: string): (typeof HOOK_TYPES)[number] {
  const firstLine =
    text
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? '';
  const opening = classifyOpening(firstLine);
  if (opening === 'question') return 'question';
  if (opening === 'number' || /^([-•*]|\d+[.)])\s/m.test(text)) return 'number';
  if (opening === 'first-person') return 'story';
  // A short line that stands alone, often with an exclamation: the "bold claim" opener.
  if (firstLine.length <= 80 && !/[,;]/.test(firstLine)) return 'bold_claim';
  return 'statement';
}

export function formatLabel(format: string): string {
  const label = (AUTOMATION_FORMATS as Record<string, string>)[format] ?? format;
  return `${label} posts`;
}

/**
 * What worked: totals, the top posts, and per dimension each group against the rest of the posts
 * by Mann-Whitney U, reported only when both have MIN_GROUP_POSTS, the medians differ by MIN_EFFECT
 * either way, and p passes Benjamini-Hochberg at ALPHA over every group compared in the answer.
 */
export function analysePerformance(posts: readonly MeasuredPost[], timeZoneIn: string, days: number): TContentPerformance {
  const timeZone = isValidTimeZone(timeZoneIn) ? timeZoneIn : 'UTC';
  const impressions = posts.reduce((sum, p) => sum + p.impressions, 0);
  const engagements = posts.reduce((sum, p) => sum + (p.engagements ?? 0), 0);
  const overall = median(posts.map((p) => p.impressions));

  const byDimension = new Map<TPerformanceDimension, Map<string, { label: string; values: number[] }>>();
  const covered = new Map<TPerformanceDimension, number[]>();
  // Read once: themes and zones are the costly part.
  const grouped = posts.map((post) => ({ post, groups: groupsOf(post, timeZone) }));
  for (const { post, groups: postGroups } of grouped) {
    const seen = new Set<TPerformanceDimension>();
    for (const g of postGroups) {
      const groups = byDimension.get(g.dimension) ?? new Map();
      byDimension.set(g.dimension, groups);
      const entry = groups.get(g.group) ?? { label: g.label, values: [] };
      entry.values.push(post.impressions);
      groups.set(g.group, entry);
      if (!seen.has(g.dimension)) {
        seen.add(g.dimension);
        const list = covered.get(g.dimension) ?? [];
        list.push(post.impressions);
        covered.set(g.dimension, list);
      }
    }
  }

  // Per dimension, each post that has it with its groups there (a post may touch several topics).
  const members = new Map<TPerformanceDimension, Array<{ impressions: number; groups: Set<string> }>>();
  for (const { post, groups: postGroups } of grouped) {
    const perDimension = new Map<TPerformanceDimension, Set<string>>();
    for (const g of postGroups) perDimension.set(g.dimension, (perDimension.get(g.dimension) ?? new Set()).add(g.group));
    for (const [dimension, groups] of perDimension) {
      const list = members.get(dimension) ?? [];
      list.push({ impressions: post.impressions, groups });
      members.set(dimension, list);
    }
  }

  // First pass: which groups can be tested at all, so the correction counts every one of them.
  const candidates: Array<{ dimension: TPerformanceDimension; group: string; label: string; values: number[]; rest: number[] }> =
    [];
  for (const dimension of PERFORMANCE_DIMENSIONS) {
    const groups = byDimension.get(dimension);
    if (!groups) continue;
    for (const [group, { label, values }] of groups) {
      const rest = restOf(dimension, group, members);
      if (values.length >= MIN_GROUP_POSTS && rest.length >= MIN_GROUP_POSTS)
        candidates.push({ dimension, group, label, values, rest });
    }
  }
  // Benjamini-Hochberg over every group compared in the answer: the largest rank k whose p-value
  // is within k/m·ALPHA sets the threshold (decision 036; Bonferroni found a planted 2× in half as many members).
  const tested = candidates.map((c) => ({ ...c, p: mannWhitneyP(c.values, c.rest) }));
  const ranked = tested.map((c) => c.p).sort((a, b) => a - b);
  let threshold = -1;
  ranked.forEach((p, i) => {
    if (p <= ((i + 1) / ranked.length) * ALPHA) threshold = p;
  });
  const differences: TPerformanceDifference[] = [];
  for (const c of tested) {
    const groupMedian = median(c.values)!;
    const restMedian = median(c.rest)!;
    const p = c.p;
    const effect = restMedian > 0 ? groupMedian / restMedian : groupMedian > 0 ? Infinity : 1;
    if (p > threshold || (effect < MIN_EFFECT && effect > 1 / MIN_EFFECT) || !overall) continue;
    const ratio = groupMedian / overall;
    const restRatio = restMedian / overall;
    differences.push({
      dimension: c.dimension,
      group: c.group,
      sentence: `${c.label} reach ${times(ratio)} your median impressions, from ${c.values.length} posts (the other ${c.rest.length}: ${times(restRatio)}).`,
      ratio: round2(ratio),
      rest_ratio: round2(restRatio),
      posts: c.values.length,
      rest_posts: c.rest.length,
      direction: groupMedian > restMedian ? 'better' : 'worse',
      p_value: p,
    });
  }
  differences.sort((a, b) => Math.abs(Math.log(b.ratio / b.rest_ratio)) - Math.abs(Math.log(a.ratio / a.rest_ratio)));

  const dimensions: TPerformanceDimensionResult[] = PERFORMANCE_DIMENSIONS.map((dimension) => {
    const groups = [...(byDimension.get(dimension) ?? new Map<string, { label: string; values: number[] }>())].map(
      ([group, { label, values }]) => ({
        group,
        label,
        posts: values.length,
        ratio: overall ? round2(median(values)! / overall) : null,
      }),
    );
    groups.sort((a, b) => b.posts - a.posts || a.group.localeCompare(b.group));
    const total = covered.get(dimension)?.length ?? 0;
    const testable = candidates.filter((c) => c.dimension === dimension).length;
    const found = differences.filter((d) => d.dimension === dimension).length;
    const name = DIMENSION_NAMES[dimension];
    if (testable === 0) {
      const needed = postsNeeded(
        groups.map((g) => g.posts),
        total,
      );
      return {
        dimension,
        status: 'not_enough' as const,
        message: `Not enough posts yet to compare ${name}: at least ${needed} more measured post${needed === 1 ? '' : 's'} ${needed === 1 ? 'is' : 'are'} needed (${MIN_GROUP_POSTS} in a group and ${MIN_GROUP_POSTS} in the rest).`,
        posts_needed: needed,
        groups,
      };
    }
    return {
      dimension,
      status: found > 0 ? ('found' as const) : ('none' as const),
      message:
        found > 0
          ? `${found} difference${found === 1 ? '' : 's'} between ${name} stand${found === 1 ? 's' : ''} out from ${total} posts.`
          : `No difference between ${name} stands out from chance yet (${total} posts compared).`,
      posts_needed: 0,
      groups,
    };
  });

  const top = [...posts]
    .sort((a, b) => b.impressions - a.impressions || (b.engagements ?? 0) - (a.engagements ?? 0))
    .slice(0, TOP_POSTS)
    .map((post) => toPerformancePost(post, timeZone));
  return {
    time_zone: timeZone,
    days,
    totals: {
      posts: posts.length,
      impressions,
      engagements,
      engagement_rate: impressions > 0 ? round4(engagements / impressions) : null,
      median_impressions: overall,
    },
    top_posts: top,
    differences,
    dimensions,
    min_group_posts: MIN_GROUP_POSTS,
  };
}

/** The impressions of posts that have this dimension but fall in another group. */
function restOf(
  dimension: TPerformanceDimension,
  group: string,
  members: ReadonlyMap<TPerformanceDimension, ReadonlyArray<{ impressions: number; groups: Set<string> }>>,
): number[] {
  return (members.get(dimension) ?? []).filter((m) => !m.groups.has(group)).map((m) => m.impressions);
}

/** The fewest more posts that could give some group MIN_GROUP_POSTS against a rest of as many. */
function postsNeeded(sizes: number[], total: number): number {
  if (sizes.length === 0) return 2 * MIN_GROUP_POSTS - total;
  return Math.max(
    1,
    Math.min(...sizes.map((n) => Math.max(0, MIN_GROUP_POSTS - n) + Math.max(0, MIN_GROUP_POSTS - (total - n)))),
  );
}

function toPerformancePost(post: MeasuredPost, timeZone: string): TPerformancePost {
  const pad = (n: number) => String(n).padStart(2, '0');
  const p = post.published_at ? zonedParts(post.published_at, timeZone) : null;
  const text = post.content?.trim() ?? '';
  return {
    post_id: post.post_id,
    platform_post_id: post.platform_post_id,
    post_url: post.post_url,
    published_at: post.published_at?.toISOString() ?? null,
    local_date: p ? `${p.year}-${pad(p.month)}-${pad(p.day)}` : null,
    local_time: p ? `${pad(p.hour)}:${pad(p.minute)}` : null,
    excerpt: text ? (text.length > 140 ? `${text.slice(0, 139)}…` : text) : null,
    kind: post.kind,
    impressions: post.impressions,
    engagements: post.engagements,
    engagement_rate: post.engagements !== null && post.impressions > 0 ? round4(post.engagements / post.impressions) : null,
    measured_at: post.measured_at.toISOString(),
  };
}

/** "2.1×", one decimal; "0.45×" below one so a halving does not read as 0.5 rounded from 0.46. */
export function times(ratio: number): string {
  return `${ratio >= 1 ? ratio.toFixed(1) : ratio.toFixed(2)}×`;
}
const round2 = (n: number) => Math.round(n * 100) / 100;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
const capitalise = (s: string) => s[0]!.toUpperCase() + s.slice(1);
