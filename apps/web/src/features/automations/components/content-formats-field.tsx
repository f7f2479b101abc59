import { AUTOMATION_FORMATS, type TAutomationFormatId } from '@cadence/contract/content/formats';
import { AUTOMATION_FORMAT_IDS } from '@cadence/contract/preferences/preferences';
import { FieldError } from './field-error';

export const NO_FORMAT = 'Choose at least one content format.';

/** Spec §3's six formats; the automation rotates through the ones ticked. */
export function ContentFormatsField({
  formats,
  performanceNotes,
  onChange,
}: {
  formats: TAutomationFormatId[];
  /** What the member's own results change (issue 28), one line each as the server writes them. */
  performanceNotes: readonly string[];
  onChange: (formats: TAutomationFormatId[]) => void;
}) {
  const none = formats.length === 0;
  return (
    <fieldset className="min-w-0" aria-describedby={none ? 'content-formats-error' : undefined}>
      <legend className="sr-only">Content formats</legend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {AUTOMATION_FORMAT_IDS.map((id) => (
          <label
            key={id}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm font-medium text-slate-800 hover:border-brand-300 has-checked:border-brand-500 has-checked:bg-brand-50"
          >
            <input
              type="checkbox"
              checked={formats.includes(id)}
              onChange={(event) =>
                // Kept in the order of the list, so the rotation reads as the member sees it.
                onChange(AUTOMATION_FORMAT_IDS.filter((f) => (f === id ? event.target.checked : formats.includes(f))))
              }
              className="size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-500"
            />
            {AUTOMATION_FORMATS[id]}
          </label>
        ))}
      </div>
      {none && <FieldError id="content-formats-error">{NO_FORMAT}</FieldError>}
      {performanceNotes.length > 0 && (
        <ul aria-label="What your results change" className="mt-3 flex flex-col gap-1 text-xs text-slate-500">
          {performanceNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
