import { INSIGHTS_LIMITS, type TInsights } from '@cadence/contract/linkedin/insights';
import { Lightbulb, RefreshCw, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { Spinner } from '../../../components/ui/spinner';
import { TabHeader } from '../../../components/ui/tab-header';
import { useAuth } from '../../../lib/auth/auth-store';
import { useInsights } from '../../../lib/linkedin-data/get-insights';
import { openImportDialog } from '../../../lib/linkedin-data/import-dialog';
import { useMemberTimeZone } from '../../../lib/member-time-zone';
import { messageForPerson } from '../../../lib/message-for-person';
import { describeTimeZone } from '../../../lib/schedule/schedule-time';
import { toast } from '../../../lib/toast';
import { useMemberIdentity } from '../../../lib/use-member-identity';
import { useDeleteImportedData } from '../api/delete-imported-data';
import { capitalise, oneDecimal, percentLabel, plural } from '../lib/insights-format';
import { ActivityHeatmap } from './activity-heatmap';
import { BestPostingTimes } from './best-posting-times';
import { ContentPerformance } from './content-performance';
import { DeleteDataDialog } from './delete-data-dialog';
import { FactList, InsightsSection, TagList } from './insights-section';
import { InsightsSkeleton } from './insights-skeleton';
import { LinkedInInferences } from './linkedin-inferences';
import { PostsByMonthChart } from './posts-by-month-chart';
import { PreferencesSummary } from './preferences-summary';
import { ProfileHeader } from './profile-header';
import { TopHashtags } from './top-hashtags';
import { WorkExperience } from './work-experience';

const FETCH_FAILED = 'Failed to fetch insights';
const REFRESH_FAILED = 'Failed to refresh insights';
const DELETE_FAILED = 'Failed to delete imported data';

/** Spec §2, Insights tab: what the member's LinkedIn export says, or an invitation to import one. */
export function InsightsTab() {
  const insights = useInsights();
  const deleteData = useDeleteImportedData();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const imported = insights.data?.latest_import ? insights.data : null;

  const refresh = async () => {
    const result = await insights.refetch();
    if (result.isError) toast.error(REFRESH_FAILED, { description: messageForPerson(result.error) });
  };

  const confirmDelete = async () => {
    try {
      await deleteData.mutateAsync();
      setConfirmingDelete(false);
      toast.success('Imported data deleted', { description: 'New drafts are written in a neutral voice.' });
    } catch (error) {
      toast.error(DELETE_FAILED, { description: messageForPerson(error) });
    }
  };

  return (
    <>
      <TabHeader
        title="Insights"
        description="What your LinkedIn data says about your audience and your writing."
        actions={
          imported && (
            <>
              <Button variant="secondary" size="sm" onClick={() => void refresh()} disabled={insights.isFetching}>
                {insights.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" className="size-4" />}
                Refresh Insights
              </Button>
              <Button variant="secondary" size="sm" onClick={() => openImportDialog()} aria-haspopup="dialog">
                <Upload aria-hidden="true" className="size-4" /> Import Again
              </Button>
            </>
          )
        }
      />

      {insights.isPending && <InsightsSkeleton />}

      {insights.isError && !insights.data && (
        <FetchError
          title={FETCH_FAILED}
          error={insights.error}
          retrying={insights.isFetching}
          onRetry={() => void insights.refetch()}
        />
      )}

      {insights.isSuccess && !imported && (
        <EmptyState icon={Lightbulb} title="No LinkedIn Data Available">
          <p className="mt-2 max-w-md text-sm text-slate-600">
            Import your LinkedIn data export to see your best posting times, top hashtags, content themes and writing style, and
            to have drafts written in your own voice.
          </p>
          <Button className="mt-6" onClick={() => openImportDialog()} aria-haspopup="dialog">
            <Upload aria-hidden="true" className="size-4" /> Import LinkedIn Data
          </Button>
        </EmptyState>
      )}

      {/* Post analytics need no data export: a member who publishes through Cadence, or imports the
          analytics export alone, sees their numbers here too. */}
      {insights.isSuccess && !imported && (
        <div className="mt-4 sm:mt-6">
          <ContentPerformance />
        </div>
      )}

      {imported && <ImportedInsights insights={imported} onDelete={() => setConfirmingDelete(true)} />}

      <DeleteDataDialog
        open={confirmingDelete}
        pending={deleteData.isPending}
        onOpenChange={setConfirmingDelete}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}

function ImportedInsights({ insights, onDelete }: { insights: TInsights; onDelete: () => void }) {
  const auth = useAuth();
  const timeZone = useMemberTimeZone();
  const { name, picture } = useMemberIdentity(auth.status === 'signed-in' ? auth.user.email : '');
  const { latest_import: latest, profile, preferences } = insights;
  if (!latest) return null;
  const extracted = latest.insights_extracted;
  const style = extracted.writing_style;
  const zone = describeTimeZone(extracted.activity.time_zone);
  const notInExport = <span className="text-slate-500">Not in your export</span>;
  const position = profile?.current_position;

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <ProfileHeader
        name={name}
        picture={picture}
        profile={profile}
        extracted={extracted}
        postsProcessed={latest.posts_processed}
        completedAt={latest.completed_at}
        timeZone={timeZone}
      />

      <InsightsSection title="Posting Activity" description={`Your posts, comments and reactions by weekday and hour (${zone}).`}>
        <ActivityHeatmap activity={extracted.activity} />
      </InsightsSection>

      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        <InsightsSection
          title="Best Posting Times"
          description={
            extracted.engagement_patterns.best_posting_times_note
              ? `When you are most active and what performed, in ${zone}.`
              : `When you are most active, in ${zone}.`
          }
        >
          <BestPostingTimes times={extracted.engagement_patterns.best_posting_times} />
          {/* Issue 28: once posts are measured, the times weigh what performed; the server says why in one line. */}
          {extracted.engagement_patterns.best_posting_times_note && (
            <p className="text-sm text-slate-600" data-testid="best-times-note">
              {extracted.engagement_patterns.best_posting_times_note}
            </p>
          )}
        </InsightsSection>
        <InsightsSection title="Top Hashtags" description="The hashtags you use most, by times used.">
          <TopHashtags hashtags={extracted.engagement_patterns.top_hashtags} />
        </InsightsSection>
      </div>

      <ContentPerformance />

      <InsightsSection title="Posts per Month" description="How often you have posted over time.">
        <PostsByMonthChart months={extracted.activity.posts_by_month} />
      </InsightsSection>

      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        <InsightsSection title="Content Themes" description="What your posts keep coming back to.">
          <TagList items={extracted.content_themes} empty="No recurring themes found yet." />
        </InsightsSection>
        <InsightsSection title="Writing Style" description="How you write, from your own posts.">
          <FactList
            facts={[
              { label: 'Tone', value: capitalise(style.tone) },
              { label: 'Emoji usage', value: `${percentLabel(style.emoji_usage_frequency)} of posts` },
              { label: 'Hashtag usage', value: `${oneDecimal(style.hashtag_usage_frequency)} per post` },
              { label: 'Posts analysed', value: style.total_posts_analyzed.toLocaleString('en-US') },
              { label: 'Typical length', value: plural(style.avg_post_length, 'character') },
            ]}
          />
        </InsightsSection>
        <InsightsSection title="Professional Context">
          <FactList
            facts={[
              { label: 'Industry', value: profile?.industry || notInExport },
              { label: 'Location', value: profile?.location || notInExport },
              { label: 'Connections', value: extracted.counts.connections.toLocaleString('en-US') },
              {
                label: 'Current position',
                value: position ? [position.title, position.company].filter(Boolean).join(' at ') : notInExport,
              },
            ]}
          />
        </InsightsSection>
        <InsightsSection title="Interests" description="Topics Cadence found in your posts and profile.">
          <TagList items={extracted.professional_interests} limit={INSIGHTS_LIMITS.interests} empty="No interests found yet." />
        </InsightsSection>
        {/* Content Performance left this grid for a full row of its own: Skills spans the last row. */}
        <InsightsSection title="Skills" className="lg:col-span-2">
          <TagList items={profile?.skills ?? []} limit={INSIGHTS_LIMITS.skills} empty="No skills in your export." />
        </InsightsSection>
      </div>

      <InsightsSection title="Work Experience">
        <WorkExperience positions={profile?.profile_data.positions ?? []} />
      </InsightsSection>

      <InsightsSection title="What LinkedIn Infers About You" description="LinkedIn's own conclusions, from your export.">
        <LinkedInInferences insights={profile?.profile_data.linkedin_insights ?? []} />
      </InsightsSection>

      <InsightsSection title="Automation Preferences">
        <PreferencesSummary preferences={preferences} />
      </InsightsSection>

      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div>
          <h2 className="text-base font-semibold text-slate-900">Imported data</h2>
          <p className="mt-0.5 text-sm text-slate-600">
            Delete what Cadence imported from your export. Drafts then go back to a neutral voice.
          </p>
        </div>
        <Button variant="secondary" className="shrink-0" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" /> Delete imported data
        </Button>
      </Card>
    </div>
  );
}
