import type { TPostMetrics } from '@cadence/contract/analytics/post-analytics';

/** 1204 → '1,204'. */
export const countLabel = (count: number) => count.toLocaleString('en-US');

const counted = (count: number, one: string, many = `${one}s`) => `${countLabel(count)} ${count === 1 ? one : many}`;

/**
 * A published card's numbers: '1,204 impressions · 38 reactions · 6 comments'. A count LinkedIn did
 * not give (the export has no per-post reactions) is left out rather than shown as 0.
 */
export function metricsParts(metrics: Pick<TPostMetrics, 'impressions' | 'reactions' | 'comments' | 'reshares'>): string[] {
  const parts = [counted(metrics.impressions, 'impression')];
  if (metrics.reactions !== null) parts.push(counted(metrics.reactions, 'reaction'));
  if (metrics.comments !== null) parts.push(counted(metrics.comments, 'comment'));
  if (metrics.reshares !== null && metrics.reshares > 0) parts.push(counted(metrics.reshares, 'reshare'));
  return parts;
}

/** 'just now', '12 min ago', '2 h ago', '3 days ago', then the date itself past a month. */
export function agoLabel(iso: string, now: number = Date.now(), timeZone?: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const minutes = Math.max(0, Math.round((now - at) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days < 31) return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  return `on ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(at)}`;
}

/** 0.0342 → '3.4%'; null → '–'. */
export function rateLabel(rate: number | null): string {
  if (rate === null || !Number.isFinite(rate)) return '–';
  return `${(rate * 100).toFixed(1).replace(/\.0$/, '')}%`;
}
