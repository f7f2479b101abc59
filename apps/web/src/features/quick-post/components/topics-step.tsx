import type { TTrendingTopic } from '@cadence/contract/content/trending-topics';
import { ArrowLeft, BarChart3, ChevronDown, Info, PenLine, Sparkles, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { ChoiceCard, choiceFrameClasses } from '../../../components/ui/choice-card';
import { StepLayout } from './step-layout';
import { TopicEvidence } from './topic-evidence';

const FALLBACK_NOTE = 'Live sources were unreachable; these are evergreen topics for your niche.';
/** Enough to choose from without burying the buttons; the rest are one click away. */
const FIRST_TOPICS = 8;

export function TopicsStep({
  niche,
  subNiche,
  topics,
  source,
  notice,
  picked,
  generating,
  onPick,
  onBack,
  onSkip,
  onGenerate,
}: {
  niche: string;
  subNiche: string;
  topics: TTrendingTopic[];
  source: 'live' | 'fallback' | null;
  /** The search's one line about its list, e.g. that no live story fits the sub-niche closely. */
  notice?: string | null;
  picked: TTrendingTopic | null;
  generating: boolean;
  onPick: (topic: TTrendingTopic) => void;
  onBack: () => void;
  onSkip: () => void;
  onGenerate: () => void;
}) {
  const where = subNiche ? `${niche} · ${subNiche}` : niche;
  const [showAll, setShowAll] = useState(false);
  const visible = showAll ? topics : topics.slice(0, FIRST_TOPICS);
  const hidden = topics.length - visible.length;
  return (
    <StepLayout
      title="Pick a trending topic"
      description={<>What people in {where} are talking about now, most relevant first.</>}
      actions={
        <>
          <Button variant="ghost" onClick={onBack} disabled={generating} className="sm:mr-auto">
            <ArrowLeft aria-hidden="true" className="size-4" /> Back
          </Button>
          <Button variant="secondary" onClick={onSkip} disabled={generating}>
            <PenLine aria-hidden="true" className="size-4" /> Skip &amp; Write Manually
          </Button>
          <Button onClick={onGenerate} disabled={!picked || generating}>
            {generating ? <Spinner /> : <Sparkles aria-hidden="true" className="size-4" />}
            {generating ? 'Generating Content...' : 'Generate Content'}
          </Button>
        </>
      }
    >
      {source === 'fallback' && topics.length > 0 && (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {FALLBACK_NOTE}
        </p>
      )}
      {notice && topics.length > 0 && (
        <p className="flex items-start gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 ring-1 ring-sky-200 ring-inset">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {notice}
        </p>
      )}
      {topics.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600">
          No trending topics found. You can create content manually.
        </p>
      ) : (
        <fieldset disabled={generating} className="min-w-0">
          <legend className="sr-only">Trending topics</legend>
          <ul className="flex flex-col gap-3">
            {visible.map((topic, index) => (
              <li key={`${index}-${topic.title}`}>
                <TopicCard topic={topic} index={index} checked={picked === topic} onPick={onPick} />
              </li>
            ))}
          </ul>
          {hidden > 0 && (
            <Button variant="ghost" size="sm" onClick={() => setShowAll(true)} className="mt-3 w-full sm:w-auto">
              <ChevronDown aria-hidden="true" className="size-4" /> Show {hidden} more {hidden === 1 ? 'topic' : 'topics'}
            </Button>
          )}
        </fieldset>
      )}
    </StepLayout>
  );
}

function TopicCard({
  topic,
  index,
  checked,
  onPick,
}: {
  topic: TTrendingTopic;
  index: number;
  checked: boolean;
  onPick: (topic: TTrendingTopic) => void;
}) {
  const detailsId = `quick-post-topic-${index}-details`;
  const titleId = `quick-post-topic-${index}-title`;
  const scoreId = `quick-post-topic-${index}-score`;
  const score = Math.round(topic.relevance_score * 10) / 10;

  return (
    // The links sit outside the radio's label: a label may not hold other interactive content.
    <div className={cn(choiceFrameClasses, 'overflow-hidden')}>
      <ChoiceCard
        framed={false}
        name="quick-post-topic"
        value={String(index)}
        checked={checked}
        onChange={() => onPick(topic)}
        labelledBy={`${titleId} ${scoreId}`}
        describedBy={detailsId}
        className="flex-col gap-2"
      >
        <span className="flex flex-wrap items-start gap-x-3 gap-y-1">
          <span id={titleId} className="min-w-0 flex-1 text-sm font-semibold text-slate-900 sm:text-base">
            {topic.title}
          </span>
          <Badge tone={score >= 7 ? 'brand' : 'neutral'} className="shrink-0">
            <span aria-hidden="true">{score}/10</span>
            <span id={scoreId} className="sr-only">
              , relevance {score} out of 10
            </span>
          </Badge>
        </span>
        <span id={detailsId} className="flex flex-col gap-2">
          <span className="text-sm text-slate-700">{topic.description}</span>
          <span className="flex items-start gap-1.5 text-xs text-slate-600">
            <TrendingUp aria-hidden="true" className="mt-px size-3.5 shrink-0 text-emerald-600" />
            <span>
              <span className="sr-only">Why it is trending: </span>
              {topic.trend_reason}
            </span>
          </span>
          {/* Issue 28: research ranked it higher because it resembles the member's best posts; the server's line. */}
          {topic.performance_reason && (
            <span className="flex items-start gap-1.5 text-xs text-slate-600">
              <BarChart3 aria-hidden="true" className="mt-px size-3.5 shrink-0 text-brand-600" />
              <span>
                <span className="sr-only">Why it ranks higher for you: </span>
                {topic.performance_reason}
              </span>
            </span>
          )}
        </span>
      </ChoiceCard>
      {topic.evidence && <TopicEvidence evidence={topic.evidence} />}
    </div>
  );
}
