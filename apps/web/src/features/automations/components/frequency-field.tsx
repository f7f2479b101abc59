import { FREQUENCY_TYPES, POSTS_PER_WEEK, type TFrequencyType } from '@cadence/contract/preferences/preferences';
import { ChoiceCard } from '../../../components/ui/choice-card';
import { FREQUENCY_TEXTS } from '../lib/preferences-form';

/** Spec §2: daily, weekly and custom cards, one line each; the posts-per-week slider for weekly only. */
export function FrequencyField({
  frequency,
  postsPerWeek,
  shortfall,
  onFrequencyChange,
  onPostsPerWeekChange,
}: {
  frequency: TFrequencyType;
  postsPerWeek: number;
  /** The id of the line saying the chosen times are fewer than the posts a week, when they are. */
  shortfall?: string;
  onFrequencyChange: (frequency: TFrequencyType) => void;
  onPostsPerWeekChange: (posts: number) => void;
}) {
  const perWeek = `${postsPerWeek} ${postsPerWeek === 1 ? 'post' : 'posts'} per week`;
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="min-w-0">
        <legend className="sr-only">Posting frequency</legend>
        <div className="grid gap-2 sm:grid-cols-3 sm:gap-3">
          {FREQUENCY_TYPES.map((option) => (
            <ChoiceCard
              key={option}
              name="automation-frequency"
              value={option}
              checked={frequency === option}
              onChange={(value) => onFrequencyChange(value as TFrequencyType)}
              labelledBy={`frequency-${option}`}
              describedBy={`frequency-${option}-text`}
              className="flex-col gap-1"
            >
              <span id={`frequency-${option}`} className="text-sm font-semibold text-slate-900">
                {FREQUENCY_TEXTS[option].label}
              </span>
              <span id={`frequency-${option}-text`} className="text-sm text-slate-600">
                {FREQUENCY_TEXTS[option].description}
              </span>
            </ChoiceCard>
          ))}
        </div>
      </fieldset>
      {frequency === 'weekly' && (
        <div className="max-w-md">
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor="automation-posts-per-week" className="text-sm font-medium text-slate-800">
              Posts per week
            </label>
            <output htmlFor="automation-posts-per-week" className="text-sm font-semibold text-brand-700">
              {perWeek}
            </output>
          </div>
          <input
            id="automation-posts-per-week"
            type="range"
            min={POSTS_PER_WEEK.min}
            max={POSTS_PER_WEEK.max}
            step={1}
            value={postsPerWeek}
            aria-valuetext={perWeek}
            aria-describedby={shortfall}
            onChange={(event) => onPostsPerWeekChange(Number(event.target.value))}
            className="mt-2 w-full cursor-pointer accent-brand-500"
          />
          <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-500">
            {Array.from({ length: POSTS_PER_WEEK.max - POSTS_PER_WEEK.min + 1 }, (_, i) => (
              <span key={i}>{POSTS_PER_WEEK.min + i}</span>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
