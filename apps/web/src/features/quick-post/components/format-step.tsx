import { WIZARD_FORMATS, type TWizardFormat } from '@cadence/contract/content/formats';
import {
  ArrowLeft,
  BookOpen,
  Clapperboard,
  ClipboardList,
  Flame,
  Lightbulb,
  ListChecks,
  MessageCircleQuestionMark,
  MessageSquareQuote,
  Search,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ChoiceCard } from '../../../components/ui/choice-card';
import { StepLayout } from './step-layout';
import { TopicSkeletons } from './topic-skeletons';

const formats: Record<TWizardFormat, { icon: LucideIcon; hint: string }> = {
  'Question & Answer': { icon: MessageCircleQuestionMark, hint: 'Ask what your readers wonder, then answer it.' },
  'Personal Story': { icon: BookOpen, hint: 'A moment from your work and what it taught you.' },
  'Industry Insight': { icon: Lightbulb, hint: 'A trend or a number, and what it means.' },
  'Tips & Tricks': { icon: ListChecks, hint: 'Practical steps readers can use today.' },
  'Opinion Piece': { icon: MessageSquareQuote, hint: 'Take a clear stance and back it up.' },
  'Case Study': { icon: ClipboardList, hint: 'Problem, approach, result.' },
  'Behind the Scenes': { icon: Clapperboard, hint: 'How the work really gets done.' },
  Motivational: { icon: Flame, hint: 'Encouragement with a concrete takeaway.' },
};

export function FormatStep({
  niche,
  format,
  finding,
  onFormatChange,
  onBack,
  onFindTopics,
}: {
  niche: string;
  format: TWizardFormat | null;
  finding: boolean;
  onFormatChange: (format: TWizardFormat) => void;
  onBack: () => void;
  onFindTopics: () => void;
}) {
  return (
    <StepLayout
      title="Choose a format"
      description="How should the post be told? The format shapes both the topic search and the draft."
      actions={
        <>
          <Button variant="ghost" onClick={onBack} disabled={finding} className="sm:mr-auto">
            <ArrowLeft aria-hidden="true" className="size-4" /> Back
          </Button>
          <Button onClick={onFindTopics} disabled={!format || finding}>
            {finding ? <Spinner /> : <Search aria-hidden="true" className="size-4" />}
            {finding ? 'Finding Topics...' : 'Find Trending Topics'}
          </Button>
        </>
      }
    >
      <fieldset disabled={finding} className="min-w-0">
        <legend className="sr-only">Format</legend>
        <div className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2 sm:gap-3 lg:grid-cols-4">
          {WIZARD_FORMATS.map((option) => {
            const { icon: Icon, hint } = formats[option];
            return (
              <ChoiceCard
                key={option}
                name="quick-post-format"
                value={option}
                checked={format === option}
                onChange={(value) => onFormatChange(value as TWizardFormat)}
                className="items-start gap-3"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-500" />
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-slate-900">{option}</span>
                  <span className="mt-0.5 block text-xs text-slate-600">{hint}</span>
                </span>
              </ChoiceCard>
            );
          })}
        </div>
      </fieldset>
      {finding && <TopicSkeletons label={`Finding what is trending in ${niche}…`} />}
    </StepLayout>
  );
}
