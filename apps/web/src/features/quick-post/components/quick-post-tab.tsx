import { findPlaceholders } from '@cadence/contract/content/placeholders';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { ToastLink } from '../../../components/ui/toaster';
import { useActiveConnection } from '../../../lib/get-profile';
import { messageForPerson } from '../../../lib/message-for-person';
import { toast } from '../../../lib/toast';
import { useFindTrendingTopics } from '../api/find-trending-topics';
import { useStreamGeneratePost } from '../api/generate-post';
import { usePublishPost } from '../api/publish-post';
import { useQuickPostWizard } from '../hooks/use-quick-post-wizard';
import { postLength } from '../../../lib/post-length';
import { safeExternalUrl } from '../../../lib/safe-url';
import { useMemberTimeZone } from '../../../lib/member-time-zone';
import { formatScheduleTime } from '../../../lib/schedule/schedule-time';
import { splitHashtags } from '../../../lib/split-hashtags';
import { CreateStep } from './create-step';
import { FormatStep } from './format-step';
import { ImportBanner } from './import-banner';
import { NicheStep } from './niche-step';
import { PreviewDialog } from '../../../components/post/preview-dialog';
import { ScheduleDialog } from './schedule-dialog';
import { STEP_HEADING_ID } from './step-layout';
import { TopicsStep } from './topics-step';
import { WizardSteps } from './wizard-steps';
import { AttachmentEditor } from '../../../components/media/attachment-editor';
import { attachmentsRequest, draftProblem } from '../../../lib/media/attachment-draft';
import { kindLabel, viewFromDraft } from '../../../lib/media/attachments-view';
import { useAttachmentDraft } from '../../../lib/media/use-attachment-draft';

// The spec's texts, word for word (§5, §8).
const TOPICS_FAILED = 'Failed to fetch trending topics. Proceeding with manual creation.';
const GENERATE_FAILED = 'Failed to generate content. You can write manually in the next step.';
const NO_CONTENT_TO_PREVIEW = 'Please enter some content to preview';
const NOT_CONNECTED = 'Please connect your LinkedIn account first';
const PUBLISHED = 'Post published successfully!';
const PUBLISH_FAILED = 'Failed to publish post';

const newSeed = () => Math.floor(Math.random() * 2 ** 31);
/** Each gap once, as the server names them when it refuses the post. */
const uniquePlaceholders = (content: string) => [...new Set(findPlaceholders(content))];

/** Quick Post: Niche → Format → Topics → Create, then preview, schedule or publish (spec §2). */
export function QuickPostTab() {
  const [state, dispatch] = useQuickPostWizard();
  const connection = useActiveConnection();
  const timeZone = useMemberTimeZone();
  const findTopics = useFindTrendingTopics();
  const generate = useStreamGeneratePost();
  // The draft being written, so Stop can end it (and leaving the page does too).
  const writing = useRef<AbortController | null>(null);
  useEffect(() => () => writing.current?.abort(), []);
  const publish = usePublishPost();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  // Images, a document or carousel, a video, a poll or a link, and the first comment (issue 27).
  const attachments = useAttachmentDraft();
  const attachmentProblem = draftProblem(attachments.draft);

  const hashtags = useMemo(() => splitHashtags(state.hashtags), [state.hashtags]);
  const length = postLength(state.content, hashtags);
  const activeConnection = connection.data ?? null;

  // Move focus to the new step's heading so keyboard and screen-reader users start there,
  // but leave focus alone on first load.
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    document.getElementById(STEP_HEADING_ID)?.focus({ preventScroll: true });
    // Bring the whole wizard (progress included) into view, clear of the sticky header.
    document.getElementById('quick-post-wizard')?.scrollIntoView({ block: 'start' });
  }, [state.step]);

  const onFindTopics = () => {
    if (!state.niche || !state.format) return;
    findTopics.mutate(
      // The topic search gets the format as its context, as the spec's client did.
      { niche: state.niche, sub_niche: state.subNiche.trim(), context: state.format },
      {
        onSuccess: ({ topics, source, notice }) => dispatch({ type: 'topics-found', topics, source, notice }),
        onError: () => {
          toast.error(TOPICS_FAILED);
          dispatch({ type: 'write-manually', notice: TOPICS_FAILED });
        },
      },
    );
  };

  const requestDraft = (regenerating: boolean) => {
    const { niche, format, pickedTopic } = state;
    if (!niche || !format || !pickedTopic) return;
    const previous = { content: state.content, hashtags: state.hashtags, draft: state.draft };
    writing.current?.abort();
    const controller = new AbortController();
    writing.current = controller;
    let streamed = false;
    generate.mutate(
      {
        signal: controller.signal,
        // A language model's text appears as it is written; the offline writer sends the whole draft at once.
        onDelta: (content) => {
          if (controller.signal.aborted) return;
          streamed = true;
          dispatch({ type: 'draft-streaming', content });
        },
        body: {
          niche,
          sub_niche: state.subNiche.trim(),
          topic: pickedTopic.title,
          format,
          context: format,
          trending_topic_data: pickedTopic,
          // The writer is deterministic per seed: a new seed is what makes "Regenerate" differ.
          seed: regenerating ? newSeed() : undefined,
        },
      },
      {
        onSuccess: (draft) => {
          dispatch({
            type: 'draft-written',
            content: draft.content,
            hashtags: draft.hashtags,
            draft: {
              voiceMatch: draft.voice_match,
              voice: draft.voice,
              writer: draft.writer,
              carouselOutline: draft.carousel_outline ?? null,
              poll: draft.poll ?? null,
            },
          });
          // Replacing text the member may have edited: give them a way back.
          if (previous.content.trim() && previous.content !== draft.content) {
            toast.message('New draft written', {
              action: { label: 'Undo', onClick: () => dispatch({ type: 'restore-text', ...previous }) },
            });
          }
        },
        onError: (error) => {
          // Stopped by the member: what arrived stays, editable (the Create step says so).
          if (controller.signal.aborted) {
            dispatch({ type: 'draft-stopped' });
            return;
          }
          if (regenerating) {
            // A new draft that failed part-way gives the editor back its previous text.
            if (streamed) dispatch({ type: 'restore-text', ...previous });
            toast.error('Failed to generate a new draft. Your current draft is unchanged.', {
              description: messageForPerson(error),
            });
            return;
          }
          toast.error(GENERATE_FAILED);
          dispatch({ type: 'write-manually', notice: GENERATE_FAILED });
        },
      },
    );
  };

  const onPreview = () => {
    if (!state.content.trim()) {
      toast.error(NO_CONTENT_TO_PREVIEW);
      document.getElementById('quick-post-content')?.focus();
      return;
    }
    setPreviewOpen(true);
  };

  // Nothing holding a gap only the member can fill is published (issue 12); the buttons say so too.
  const placeholders = uniquePlaceholders(state.content);

  const onSchedule = () => {
    if (!state.content.trim() || placeholders.length > 0 || attachmentProblem) return;
    if (!activeConnection) {
      toast.error(NOT_CONNECTED);
      return;
    }
    setScheduleOpen(true);
  };

  const onPostNow = () => {
    if (!state.content.trim() || placeholders.length > 0 || attachmentProblem || publish.isPending) return;
    if (!activeConnection) {
      toast.error(NOT_CONNECTED);
      return;
    }
    publish.mutate(
      {
        content: state.content,
        hashtags,
        platform_connection_id: activeConnection.id,
        ...attachmentsRequest(attachments.draft),
      },
      {
        onSuccess: ({ post_url }) => {
          const href = safeExternalUrl(post_url);
          toast.success(PUBLISHED, { action: href ? <ToastLink href={href}>View on LinkedIn</ToastLink> : undefined });
          dispatch({ type: 'reset' });
          attachments.reset();
        },
        // The spec's text, then the server's reason when it wrote one for the member.
        onError: (error) => toast.error(PUBLISH_FAILED, { description: messageForPerson(error) }),
      },
    );
  };

  const onScheduled = (time: Date) => {
    setScheduleOpen(false);
    toast.success(`Post scheduled for ${formatScheduleTime(time, timeZone)}`);
    dispatch({ type: 'reset' });
    attachments.reset();
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 sm:gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Quick Post</h1>
        <p className="mt-1 text-sm text-slate-600">
          Pick a niche and a format, choose a trending topic, and get a draft in your voice.
        </p>
      </div>

      <ImportBanner />

      <Card className="flex scroll-mt-32 flex-col gap-6 p-4 sm:scroll-mt-24 sm:p-6" id="quick-post-wizard">
        <WizardSteps step={state.step} />

        {state.step === 0 && (
          <NicheStep
            niche={state.niche}
            subNiche={state.subNiche}
            onNicheChange={(niche) => dispatch({ type: 'choose-niche', niche })}
            onSubNicheChange={(subNiche) => dispatch({ type: 'set-sub-niche', subNiche })}
            onContinue={() => dispatch({ type: 'go-to', step: 1 })}
          />
        )}
        {state.step === 1 && state.niche && (
          <FormatStep
            niche={state.niche}
            format={state.format}
            finding={findTopics.isPending}
            onFormatChange={(format) => dispatch({ type: 'choose-format', format })}
            onBack={() => dispatch({ type: 'back' })}
            onFindTopics={onFindTopics}
          />
        )}
        {state.step === 2 && state.niche && (
          <TopicsStep
            niche={state.niche}
            subNiche={state.subNiche.trim()}
            topics={state.topics ?? []}
            source={state.topicsSource}
            notice={state.topicsNotice}
            picked={state.pickedTopic}
            generating={generate.isPending}
            onPick={(topic) => dispatch({ type: 'pick-topic', topic })}
            onBack={() => dispatch({ type: 'back' })}
            onSkip={() => dispatch({ type: 'write-manually' })}
            onGenerate={() => requestDraft(false)}
          />
        )}
        {state.step === 3 && (
          <CreateStep
            content={state.content}
            hashtagsText={state.hashtags}
            hashtags={hashtags}
            length={length}
            draft={state.draft}
            placeholders={placeholders}
            notice={state.notice}
            connection={activeConnection}
            connectionLoading={connection.isPending}
            posting={publish.isPending}
            regenerating={generate.isPending}
            streaming={state.streaming}
            onStop={() => writing.current?.abort()}
            canRegenerate={state.draft !== null && state.pickedTopic !== null}
            onContentChange={(content) => dispatch({ type: 'set-content', content })}
            onHashtagsChange={(value) => dispatch({ type: 'set-hashtags', hashtags: value })}
            onDismissNotice={() => dispatch({ type: 'dismiss-notice' })}
            onRegenerate={() => requestDraft(true)}
            onPreview={onPreview}
            onBack={() => dispatch({ type: 'back' })}
            onSchedule={onSchedule}
            onPostNow={onPostNow}
            attachmentProblem={attachmentProblem}
            attachments={
              <AttachmentEditor
                controls={attachments}
                content={state.content}
                author={{
                  name: activeConnection?.account_name ?? 'Your LinkedIn account',
                  avatarUrl: activeConnection?.account_avatar_url ?? null,
                }}
                disabled={publish.isPending || state.streaming === 'writing'}
                proposal={{ carouselOutline: state.draft?.carouselOutline, poll: state.draft?.poll }}
              />
            }
          />
        )}
      </Card>

      <PreviewDialog
        open={previewOpen}
        onOpenChange={setPreviewOpen}
        content={state.content}
        hashtags={hashtags}
        connection={activeConnection}
        attachments={viewFromDraft(attachments.draft)}
      />
      {activeConnection && (
        <ScheduleDialog
          open={scheduleOpen}
          onOpenChange={setScheduleOpen}
          content={state.content}
          hashtags={hashtags}
          connection={activeConnection}
          attachments={attachmentsRequest(attachments.draft)}
          attachmentsLabel={kindLabel(viewFromDraft(attachments.draft))}
          onScheduled={onScheduled}
        />
      )}
    </div>
  );
}
