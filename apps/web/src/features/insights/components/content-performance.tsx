import type { TContentPerformance, TPerformancePost } from '@cadence/contract/analytics/content-performance';
import type { TAnalyticsPostsResponse } from '@cadence/contract/analytics/post-analytics';
import { ChartNoAxesColumnIncreasing, ExternalLink, FileSpreadsheet, RefreshCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FetchError } from '../../../components/ui/fetch-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { countLabel, rateLabel } from '../../../lib/analytics/format-metrics';
import { cn } from '../../../lib/cn';
import { useMemberTimeZone } from '../../../lib/member-time-zone';
import { messageForPerson } from '../../../lib/message-for-person';
import { safeExternalUrl } from '../../../lib/safe-url';
import { toast } from '../../../lib/toast';
import { useAnalyticsPosts, useContentPerformance, useRefreshAnalytics } from '../api/analytics';
import { plural } from '../lib/insights-format';
import { DailyPerformanceChart } from './daily-performance-chart';
import { ImportAnalyticsDialog } from './import-analytics-dialog';
import { InsightsSection } from './insights-section';

/** The periods the picker offers; the export itself covers at most 365 days. */
export const PERIODS = [7, 30, 90, 365] as const;
type Period = (typeof PERIODS)[number];

/**
 * Issue 28, Content Performance: what the member's posts did over a period (a chart with its table,
 * totals and engagement rate), the posts that did best, and what differs in them, as the server
 * words it with its sample sizes. Numbers come from LinkedIn's analytics API (Refresh) or the
 * analytics export the member downloads themselves (Import analytics).
 */
export function ContentPerformance() {
  const [days, setDays] = useState<Period>(30);
  const [importing, setImporting] = useState(false);
  const importButton = useRef<HTMLButtonElement>(null);
  const posts = useAnalyticsPosts(days);
  const performance = useContentPerformance(days);
  const refresh = useRefreshAnalytics();
  const [refreshNote, setRefreshNote] = useState<string | null>(null);

  const runRefresh = async () => {
    setRefreshNote(null);
    try {
      const result = await refresh.mutateAsync();
      if (result.available) toast.success('Numbers refreshed', { description: result.message });
      else setRefreshNote(result.message);
    } catch (error) {
      toast.error('Failed to refresh analytics', { description: messageForPerson(error) });
    }
  };

  const actions = (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => void runRefresh()} disabled={refresh.isPending}>
        {refresh.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" className="size-4" />}
        Refresh
      </Button>
      <Button ref={importButton} variant="secondary" size="sm" onClick={() => setImporting(true)} aria-haspopup="dialog">
        <FileSpreadsheet aria-hidden="true" className="size-4" /> Import analytics (.xlsx)
      </Button>
    </div>
  );

  return (
    <InsightsSection
      title="Content Performance"
      description="Impressions and engagements on your posts, and what the ones that did best have in common."
      action={actions}
    >
      <PeriodPicker value={days} onChange={setDays} />
      {refreshNote && (
        <p role="status" className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">
          {refreshNote}
        </p>
      )}

      {posts.isPending && <PerformanceSkeleton />}
      {posts.isError && !posts.data && (
        <FetchError
          title="Failed to fetch analytics"
          error={posts.error}
          retrying={posts.isFetching}
          onRetry={() => void posts.refetch()}
        />
      )}
      {posts.data && (
        <PerformanceBody
          days={days}
          analytics={posts.data}
          performance={performance.data ?? null}
          performanceFailed={performance.isError && !performance.data}
          updating={posts.isPlaceholderData}
        />
      )}

      <ImportAnalyticsDialog open={importing} onOpenChange={setImporting} onClosed={() => importButton.current?.focus()} />
    </InsightsSection>
  );
}

/** Native radios: arrow keys move between periods, and the group is named for screen readers. */
function PeriodPicker({ value, onChange }: { value: Period; onChange: (days: Period) => void }) {
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Period</legend>
      <span aria-hidden="true" className="text-sm text-slate-600">
        Period
      </span>
      <div className="inline-flex rounded-lg bg-slate-100 p-0.5 ring-1 ring-slate-200 ring-inset">
        {PERIODS.map((days) => (
          <label
            key={days}
            className={cn(
              'cursor-pointer rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap sm:px-2.5 tabular-nums transition-colors select-none',
              'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-1 has-[input:focus-visible]:outline-brand-500',
              value === days ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <input
              type="radio"
              name={name}
              value={days}
              checked={value === days}
              onChange={() => onChange(days)}
              className="sr-only"
            />
            {days} days
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PerformanceBody({
  days,
  analytics,
  performance,
  performanceFailed,
  updating,
}: {
  days: number;
  analytics: TAnalyticsPostsResponse['data'];
  performance: TContentPerformance | null;
  performanceFailed: boolean;
  updating: boolean;
}) {
  const timeZone = useMemberTimeZone();
  const topHeading = useId();
  const differsHeading = useId();
  const { totals } = analytics;
  if (analytics.posts.length === 0 && totals.impressions === 0) return <NoNumbersYet days={days} />;
  const rate = totals.impressions > 0 ? totals.engagements / totals.impressions : null;
  const topPosts = performance?.top_posts ?? topFromAnalytics(analytics);

  return (
    <div aria-busy={updating || undefined} className={cn('flex min-w-0 flex-col gap-5', updating && 'opacity-60')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Impressions" value={countLabel(totals.impressions)} />
        <Stat label="Engagements" value={countLabel(totals.engagements)} />
        <Stat label="Engagement rate" value={rateLabel(rate)} />
        <Stat label="Posts measured" value={countLabel(analytics.posts.length)} />
      </dl>

      <DailyPerformanceChart daily={analytics.daily} />

      <div className="grid min-w-0 gap-5 lg:grid-cols-2">
        <section aria-labelledby={topHeading} className="min-w-0">
          <h3 id={topHeading} className="text-sm font-semibold text-slate-900">
            Top posts
          </h3>
          <TopPosts posts={topPosts} timeZone={timeZone} />
        </section>
        <section aria-labelledby={differsHeading} className="min-w-0">
          <h3 id={differsHeading} className="text-sm font-semibold text-slate-900">
            What differs in the posts that did well
          </h3>
          {performance ? (
            <WhatDiffers performance={performance} />
          ) : (
            <p className="mt-2 text-sm text-slate-500">
              {performanceFailed ? 'The comparison of your posts could not be loaded. Try Refresh.' : 'Comparing your posts…'}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200 ring-inset">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums sm:text-xl">{value}</dd>
    </div>
  );
}

/** Before the performance answer (or without it): the measured posts with the most impressions. */
function topFromAnalytics(analytics: TAnalyticsPostsResponse['data']): TPerformancePost[] {
  return [...analytics.posts]
    .sort((a, b) => b.impressions - a.impressions)
    .slice(0, 10)
    .flatMap((post) =>
      post.platform_post_id
        ? [
            {
              post_id: post.post_id,
              platform_post_id: post.platform_post_id,
              post_url: post.post_url,
              published_at: post.published_at,
              local_date: null,
              local_time: null,
              excerpt: null,
              kind: null,
              impressions: post.impressions,
              engagements: post.engagements,
              engagement_rate: post.engagements !== null && post.impressions > 0 ? post.engagements / post.impressions : null,
              measured_at: post.measured_at,
            },
          ]
        : [],
    );
}

function TopPosts({ posts, timeZone }: { posts: readonly TPerformancePost[]; timeZone: string }) {
  if (posts.length === 0) return <p className="mt-2 text-sm text-slate-500">No post was measured in this period.</p>;
  const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone });
  return (
    <ol className="mt-2 flex flex-col divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200" data-testid="top-posts">
      {posts.map((post, index) => {
        const url = post.post_url ? safeExternalUrl(post.post_url) : null;
        const date = post.published_at ? dateFormat.format(Date.parse(post.published_at)) : null;
        const excerpt = post.excerpt?.trim();
        // The export gives a post's URL and date, not its text: the date names it then.
        const title = excerpt || (date ? `Your post of ${date}` : 'A post of yours');
        return (
          <li key={post.platform_post_id} className="flex min-w-0 gap-3 px-3 py-2.5">
            <span aria-hidden="true" className="w-4 shrink-0 pt-0.5 text-right text-xs font-semibold text-slate-400 tabular-nums">
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm break-words text-slate-800">{title}</p>
              <p className="mt-1 flex flex-wrap gap-x-2 text-xs text-slate-500 tabular-nums">
                {date && excerpt && <span>{date}</span>}
                <span>{plural(post.impressions, 'impression')}</span>
                {post.engagements !== null && <span>{plural(post.engagements, 'engagement')}</span>}
                {post.engagement_rate !== null && <span>{rateLabel(post.engagement_rate)} engagement rate</span>}
              </p>
              {url && (
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-flex items-center gap-1 rounded text-xs font-medium text-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  View post on LinkedIn<span className="sr-only">: {title}</span>
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The server's sentences as it words them, each with the sample it stands on. */
function WhatDiffers({ performance }: { performance: TContentPerformance }) {
  const quiet = performance.dimensions.filter((d) => d.status !== 'found');
  return (
    <div className="mt-2 flex flex-col gap-3" data-testid="what-differs">
      {performance.differences.length > 0 && (
        <ul className="flex flex-col gap-2">
          {performance.differences.map((d) => (
            <li
              key={`${d.dimension}:${d.group}`}
              className={cn(
                'rounded-lg px-3 py-2 text-sm ring-1 ring-inset',
                d.direction === 'better'
                  ? 'bg-emerald-50 text-emerald-950 ring-emerald-200'
                  : 'bg-amber-50 text-amber-950 ring-amber-200',
              )}
            >
              <p className="break-words">{d.sentence}</p>
              <p className="mt-0.5 text-xs opacity-80">
                Sample: {plural(d.posts, 'post')} in the group, {plural(d.rest_posts, 'post')} in the rest
              </p>
            </li>
          ))}
        </ul>
      )}
      {quiet.length > 0 && (
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-600 marker:text-slate-300">
          {quiet.map((d) => (
            <li key={d.dimension} className="break-words">
              {d.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A new member: how numbers arrive (publishing through Cadence, or the export from LinkedIn). */
function NoNumbersYet({ days }: { days: number }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center">
      <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <ChartNoAxesColumnIncreasing aria-hidden="true" className="size-5" />
      </span>
      <p className="mt-3 text-base font-semibold text-slate-900">No numbers for the last {days} days yet</p>
      <ul className="mt-2 flex max-w-md flex-col gap-1.5 text-left text-sm text-slate-600">
        <li>
          <span className="font-medium text-slate-800">Publish with Cadence:</span> each post is measured an hour after it goes
          out, then again as it ages, when LinkedIn shares post analytics with Cadence.
        </li>
        <li>
          <span className="font-medium text-slate-800">Or import your analytics:</span> on linkedin.com/analytics choose Export,
          download the .xlsx for the past 365 days, and bring it here with Import analytics (.xlsx).
        </li>
      </ul>
    </div>
  );
}

function PerformanceSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden="true">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
      <Skeleton className="h-48" />
    </div>
  );
}
