import { APPROVAL_MODE_TEXTS, APPROVAL_MODES, type TApprovalMode } from '@cadence/contract/preferences/preferences';
import { cn } from '../../../lib/cn';
import { autoPublishes } from '../lib/preferences-form';

/**
 * The auto-publish checkbox (spec §3) and the three approval modes it stands for: off is review
 * every post; on is smart approval or full automation. Smart shows the voice-match bar it applies.
 */
export function ApprovalField({
  mode,
  minVoiceMatch,
  onModeChange,
  onMinVoiceMatchChange,
}: {
  mode: TApprovalMode;
  minVoiceMatch: number;
  onModeChange: (mode: TApprovalMode) => void;
  onMinVoiceMatchChange: (value: number) => void;
}) {
  const autoPublish = autoPublishes(mode);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <input
          id="automation-auto-publish"
          type="checkbox"
          checked={autoPublish}
          aria-describedby="auto-publish-hint"
          onChange={(event) => onModeChange(event.target.checked ? 'smart' : 'review_all')}
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-500"
        />
        <div>
          <label htmlFor="automation-auto-publish" className="block cursor-pointer text-sm font-medium text-slate-900">
            Auto-publish
          </label>
          <p id="auto-publish-hint" className="text-sm text-slate-600">
            {autoPublish
              ? 'Cadence publishes posts at their time without asking you first.'
              : 'Off: every post Cadence writes waits in Drafts for you.'}
          </p>
        </div>
      </div>

      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-slate-800">Approval mode</legend>
        <div className="mt-2 flex flex-col gap-2">
          {APPROVAL_MODES.map((option) => {
            const text = APPROVAL_MODE_TEXTS[option];
            return (
              <label
                key={option}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5',
                  mode === option ? 'border-brand-500 bg-brand-50' : 'border-slate-200 hover:border-brand-300',
                )}
              >
                <input
                  type="radio"
                  name="automation-approval-mode"
                  value={option}
                  checked={mode === option}
                  aria-labelledby={`approval-${option}`}
                  aria-describedby={`approval-${option}-text`}
                  onChange={() => onModeChange(option)}
                  className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-500"
                />
                <span className="min-w-0">
                  <span id={`approval-${option}`} className="block text-sm font-medium text-slate-900">
                    {text.label}
                  </span>
                  <span id={`approval-${option}-text`} className="block text-sm text-slate-600">
                    {text.description}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {mode === 'smart' && (
        <div className="max-w-md rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor="automation-voice-match" className="text-sm font-medium text-slate-800">
              Minimum voice match
            </label>
            <output htmlFor="automation-voice-match" className="text-sm font-semibold text-brand-700">
              {minVoiceMatch}%
            </output>
          </div>
          <input
            id="automation-voice-match"
            type="range"
            min={0}
            max={100}
            step={1}
            value={minVoiceMatch}
            aria-valuetext={`${minVoiceMatch}%`}
            aria-describedby="automation-voice-match-hint"
            onChange={(event) => onMinVoiceMatchChange(Number(event.target.value))}
            className="mt-2 w-full cursor-pointer accent-brand-500"
          />
          <p id="automation-voice-match-hint" className="mt-1 text-xs text-slate-600">
            A post that sounds less like you than this, runs over LinkedIn&apos;s limits, repeats a recent post or lacks evidence
            for its topic waits in Drafts with the reason.
          </p>
        </div>
      )}
    </div>
  );
}
