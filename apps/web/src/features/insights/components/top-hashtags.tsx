import { INSIGHTS_LIMITS, type TInsightsExtracted } from '@cadence/contract/linkedin/insights';
import { hashtagLabel, plural } from '../lib/insights-format';

type Hashtag = TInsightsExtracted['engagement_patterns']['top_hashtags'][number];

/** Spec §2: the top 10 hashtags with their usage count, drawn as horizontal bars (the list is the text). */
export function TopHashtags({ hashtags }: { hashtags: readonly Hashtag[] }) {
  const shown = hashtags.slice(0, INSIGHTS_LIMITS.hashtags);
  if (shown.length === 0) return <p className="text-sm text-slate-500">No hashtags in your posts yet.</p>;
  const max = Math.max(1, ...shown.map((h) => h.usage_count));
  return (
    <ol aria-label="Top hashtags by times used" className="flex flex-col gap-2">
      {shown.map((tag) => (
        <li
          key={tag.hashtag}
          className="grid grid-cols-[minmax(0,7.5rem)_minmax(0,1fr)_auto] items-center gap-3 text-sm sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)_auto]"
        >
          <span className="truncate font-medium text-slate-800" title={hashtagLabel(tag.hashtag)}>
            {hashtagLabel(tag.hashtag)}
          </span>
          <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-100">
            <span
              className="block h-full rounded-full bg-brand-400"
              style={{ width: `${Math.max((tag.usage_count / max) * 100, 3)}%` }}
            />
          </span>
          <span className="text-right text-slate-600 tabular-nums">
            <span aria-hidden="true">{tag.usage_count.toLocaleString('en-US')}</span>
            <span className="sr-only">{plural(tag.usage_count, 'use')}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
