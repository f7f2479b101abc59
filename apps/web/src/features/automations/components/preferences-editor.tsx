import type { TGetPreferencesResponse } from '@cadence/contract/preferences/get-preferences';
import { weeklyTimesShortfall } from '@cadence/contract/preferences/plan-automation-slots';
import type { TPreviewScheduleResponse } from '@cadence/contract/preferences/preview-schedule';
import { CalendarSearch, Pause, Play, Save } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { InlineAlert } from '../../../components/ui/inline-alert';
import { Spinner } from '../../../components/ui/spinner';
import { TabHeader } from '../../../components/ui/tab-header';
import { cn } from '../../../lib/cn';
import { refusalForPerson } from '../../../lib/message-for-person';
import { useToastsAbove } from '../../../components/ui/toaster';
import { toast } from '../../../lib/toast';
import { useActivateAutomation } from '../api/activate-automation';
import { usePreviewSchedule } from '../api/preview-schedule';
import { useSavePreferences } from '../api/save-preferences';
import { usePreferencesForm } from '../hooks/use-preferences-form';
import {
  applySuggestion,
  applyTemplate,
  describeLead,
  repeatedTimes,
  sameDraft,
  suggestionDiffers,
  toInput,
  type PreferencesDraft,
} from '../lib/preferences-form';
import { ApprovalField } from './approval-field';
import { ContentFormatsField, NO_FORMAT } from './content-formats-field';
import { FormSection } from './form-section';
import { FrequencyField } from './frequency-field';
import { NicheField } from './niche-field';
import { PreferredTimesField } from './preferred-times-field';
import { ProfileCompletenessPanel } from './profile-completeness-panel';
import { SchedulePreview } from './schedule-preview';
import { SuggestionBanner } from './suggestion-banner';
import { TemplatePicker } from './template-picker';
import { UpcomingPosts } from './upcoming-posts';

// The spec's texts, word for word (§8).
export const TITLE = 'Automation Preferences';
const SAVED = 'Preferences saved successfully!';
const SAVE_FAILED = 'Failed to save preferences';
const ACTIVATED = 'Automation activated!';
const PAUSED = 'Automation paused';
const STATUS_FAILED = 'Failed to update automation status';
const PREVIEW_FAILED = 'Failed to preview the schedule';

const REPEATED_TIME = 'The same day and time is listed twice in your preferred times.';
const SHORTFALL_ID = 'preferred-times-shortfall';

/** What the server would refuse anyway, said before sending. */
function problemWith(draft: PreferencesDraft): string | null {
  if (draft.content_formats.length === 0) return NO_FORMAT;
  if (repeatedTimes(draft.preferred_times).size > 0) return REPEATED_TIME;
  return weeklyTimesShortfall(draft);
}

const plannedLine = (slots: number) =>
  slots === 1 ? '1 post planned for the next 7 days.' : `${slots} posts planned for the next 7 days.`;

/** Spec §2, Automations tab: the form over the saved preferences, the status, and what the plan produces. */
export function PreferencesEditor({ data, timeZone }: { data: TGetPreferencesResponse; timeZone: string }) {
  const form = usePreferencesForm(data.preferences);
  const { draft, update } = form;
  const save = useSavePreferences();
  const activate = useActivateAutomation();
  const preview = usePreviewSchedule();
  const [previewed, setPreviewed] = useState<{ draft: PreferencesDraft; result: TPreviewScheduleResponse['data'] } | null>(null);
  const [previewError, setPreviewError] = useState<{ title: string; detail?: string } | null>(null);
  const previewRegion = useRef<HTMLDivElement>(null);
  const saveBar = useRef<HTMLDivElement>(null);
  useToastsAbove(saveBar);
  // Set by Preview Schedule: the preview appears below the long form, out of sight from the bar.
  const revealPreview = useRef(false);
  const isActive = data.preferences.is_active;
  const lead = describeLead(data.write_lead_minutes);

  const saveDraft = async (): Promise<boolean> => {
    const problem = problemWith(draft);
    if (problem) {
      toast.error(SAVE_FAILED, { description: problem });
      return false;
    }
    try {
      const result = await save.mutateAsync(toInput(draft, timeZone));
      toast.success(SAVED, {
        description: result.preferences.is_active
          ? plannedLine(result.data.planned_slots)
          : 'Automation is paused: activate it to start posting.',
      });
      return true;
    } catch (error) {
      toast.error(SAVE_FAILED, { description: refusalForPerson(error) });
      return false;
    }
  };

  const toggleActive = async () => {
    const next = !isActive;
    // Activating starts from what the member sees: unsaved edits (or never-saved defaults) are saved
    // and activated in one call, so preferences that cannot run (no niche yet) are neither saved nor
    // said to be: the one message is why automation did not start.
    const saveFirst = next && (!data.saved || form.dirty);
    const problem = saveFirst ? problemWith(draft) : null;
    if (problem) {
      toast.error(STATUS_FAILED, { description: problem });
      return;
    }
    try {
      if (saveFirst) {
        const saved = await save.mutateAsync({ ...toInput(draft, timeZone), is_active: true });
        toast.success(ACTIVATED, { description: plannedLine(saved.data.planned_slots) });
        return;
      }
      const result = await activate.mutateAsync(next);
      toast.success(next ? ACTIVATED : PAUSED, {
        description: next ? plannedLine(result.data.planned_slots) : 'Planned posts without content were removed.',
      });
    } catch (error) {
      toast.error(STATUS_FAILED, { description: refusalForPerson(error) });
    }
  };

  useEffect(() => {
    if (!revealPreview.current || !(preview.isPending || previewed || previewError)) return;
    revealPreview.current = false;
    previewRegion.current?.scrollIntoView({ block: 'start' });
  }, [preview.isPending, previewed, previewError]);

  const showPreview = async () => {
    revealPreview.current = true;
    setPreviewError(null);
    const problem = problemWith(draft);
    if (problem) {
      setPreviewError({ title: PREVIEW_FAILED, detail: problem });
      return;
    }
    const asked = draft;
    try {
      setPreviewed({ draft: asked, result: await preview.mutateAsync(toInput(asked, timeZone)) });
    } catch (error) {
      setPreviewed(null);
      setPreviewError({ title: PREVIEW_FAILED, detail: refusalForPerson(error) });
    }
  };

  const busy = save.isPending || activate.isPending;
  // Activate saves unsaved edits in the same call: that save is Activate's, not Save Preferences'.
  const activating = activate.isPending || (save.isPending && save.variables?.is_active === true);
  // aria-disabled, not disabled: a disabled button drops keyboard focus to the page while the call runs.
  const whileBusy = (pending: boolean, className?: string) => ({
    'aria-disabled': pending || undefined,
    className: cn('aria-disabled:cursor-not-allowed aria-disabled:opacity-60', className),
  });
  const suggestion = data.suggestion && suggestionDiffers(draft, data.suggestion) ? data.suggestion : null;
  // Weekly, more posts than times: said beside the times (and named by the slider) as soon as it happens.
  const shortfall = weeklyTimesShortfall(draft);

  return (
    <>
      <TabHeader
        title={TITLE}
        badge={
          <Badge tone={isActive ? 'success' : 'neutral'} className="text-sm">
            <span
              aria-hidden="true"
              className={isActive ? 'size-1.5 rounded-full bg-emerald-500' : 'size-1.5 rounded-full bg-slate-400'}
            />
            {isActive ? 'Active' : 'Paused'}
          </Badge>
        }
        description={`Set your plan once: Cadence researches a topic and writes each post about ${lead} before its time, in your voice.`}
        actions={
          <Button variant={isActive ? 'secondary' : 'primary'} {...whileBusy(busy)} onClick={() => !busy && void toggleActive()}>
            {activating ? (
              <Spinner />
            ) : isActive ? (
              <Pause aria-hidden="true" className="size-4" />
            ) : (
              <Play aria-hidden="true" className="size-4" />
            )}
            {activating ? (isActive ? 'Pausing...' : 'Activating...') : isActive ? 'Pause' : 'Activate'}
          </Button>
        }
      />

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        {/* Scroll margins keep a focused field clear of the sticky header and of the sticky bar below. */}
        <div className="flex min-w-0 flex-col gap-6 **:scroll-mt-32 **:scroll-mb-28 sm:**:scroll-mt-24">
          {suggestion && (
            <SuggestionBanner suggestion={suggestion} onApply={() => form.replace(applySuggestion(draft, suggestion))} />
          )}

          <FormSection
            id="automation-templates"
            title="Quick start"
            description="Start from a plan for a common goal, then adjust it."
          >
            <TemplatePicker
              onApply={(template) => {
                form.replace(applyTemplate(draft, template));
                toast.message(`${template.name} applied`, { description: 'Review the plan below, then save it.' });
              }}
            />
          </FormSection>

          <FormSection id="automation-frequency" title="Posting frequency">
            <FrequencyField
              frequency={draft.frequency_type}
              postsPerWeek={draft.posts_per_week}
              shortfall={shortfall ? SHORTFALL_ID : undefined}
              onFrequencyChange={(frequency_type) => update({ frequency_type })}
              onPostsPerWeekChange={(posts_per_week) => update({ posts_per_week })}
            />
          </FormSection>

          <FormSection
            id="automation-times"
            title="Preferred posting times"
            description={`Hourly, 06:00 to 22:00, in your time zone (${timeZone.replaceAll('_', ' ')}).`}
          >
            <PreferredTimesField
              times={draft.preferred_times}
              frequency={draft.frequency_type}
              shortfall={shortfall ? { id: SHORTFALL_ID, text: shortfall } : null}
              onChange={(preferred_times) => update({ preferred_times })}
            />
          </FormSection>

          <FormSection
            id="automation-niche"
            title="Niche and sub-niche"
            description="What Cadence researches trending topics for."
          >
            <NicheField
              niche={draft.niche}
              subNiche={draft.sub_niche}
              onNicheChange={(niche) => update({ niche })}
              onSubNicheChange={(sub_niche) => update({ sub_niche })}
            />
          </FormSection>

          <FormSection
            id="automation-formats"
            title="Content formats"
            description="Cadence takes turns through the formats you tick."
          >
            <ContentFormatsField
              formats={draft.content_formats}
              performanceNotes={data.performance_notes}
              onChange={(content_formats) => update({ content_formats })}
            />
          </FormSection>

          <FormSection
            id="automation-approval"
            title="Approval"
            description={`Each post is written about ${lead} before its time; what happens next is up to you.`}
          >
            <ApprovalField
              mode={draft.approval_mode}
              minVoiceMatch={draft.smart_min_voice_match}
              onModeChange={(approval_mode) => update({ approval_mode, auto_publish: approval_mode !== 'review_all' })}
              onMinVoiceMatchChange={(smart_min_voice_match) => update({ smart_min_voice_match })}
            />
          </FormSection>

          <div ref={previewRegion} aria-live="polite" className="empty:hidden">
            {previewError && <InlineAlert title={previewError.title} detail={previewError.detail} />}
            {(preview.isPending || previewed) && (
              <FormSection id="schedule-preview" title="Schedule preview" description="The next posts these preferences plan.">
                <SchedulePreview
                  preview={previewed?.result.preview ?? null}
                  timeZone={previewed?.result.time_zone ?? timeZone}
                  formatNote={previewed?.result.format_note ?? null}
                  loading={preview.isPending}
                  stale={previewed !== null && !sameDraft(previewed.draft, draft)}
                />
              </FormSection>
            )}
          </div>

          {/* Stays in reach while the member scrolls the long form; one row of buttons on a phone (no icons). */}
          <div
            ref={saveBar}
            className="sticky bottom-3 z-10 flex flex-wrap items-center gap-2 rounded-2xl border border-slate-200 bg-white/95 p-3 shadow-md backdrop-blur sm:p-4"
          >
            <Button {...whileBusy(busy, 'max-sm:px-3')} onClick={() => !busy && void saveDraft()}>
              {save.isPending && !activating ? <Spinner /> : <Save aria-hidden="true" className="size-4 max-sm:hidden" />}
              {save.isPending && !activating ? 'Saving...' : 'Save Preferences'}
            </Button>
            <Button
              variant="secondary"
              {...whileBusy(preview.isPending, 'max-sm:px-3')}
              onClick={() => !preview.isPending && void showPreview()}
            >
              {preview.isPending ? <Spinner /> : <CalendarSearch aria-hidden="true" className="size-4 max-sm:hidden" />}
              Preview Schedule
            </Button>
            <p role="status" className="text-sm text-slate-600 max-sm:basis-full sm:ml-auto">
              {!data.saved ? 'Not saved yet' : form.dirty ? 'Unsaved changes' : 'All changes saved'}
            </p>
          </div>
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <FormSection
            id="automation-upcoming"
            title="Upcoming automation posts"
            description={`The next 5. Each is written about ${lead} before its time.`}
          >
            <UpcomingPosts timeZone={timeZone} isActive={isActive} leadMinutes={data.write_lead_minutes} />
          </FormSection>
          <FormSection id="automation-completeness" title="Profile Completeness">
            <ProfileCompletenessPanel preferredTimes={draft.preferred_times.length} />
          </FormSection>
        </div>
      </div>
    </>
  );
}
