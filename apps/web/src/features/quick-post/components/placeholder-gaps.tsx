import { placeholderMessage } from '@cadence/contract/content/placeholders';
import { PenLine } from 'lucide-react';

/**
 * The gaps the writer left for the member ("[your moment]"): named under the editor, each one a
 * button that selects it in the text so typing replaces it. Post Now and Schedule point here.
 */
export function PlaceholderGaps({
  id,
  editorId,
  content,
  placeholders,
}: {
  id: string;
  editorId: string;
  content: string;
  placeholders: string[];
}) {
  if (placeholders.length === 0) return null;

  const select = (placeholder: string) => {
    const editor = document.getElementById(editorId);
    if (!(editor instanceof HTMLTextAreaElement)) return;
    const start = content.indexOf(placeholder);
    editor.focus();
    if (start >= 0) editor.setSelectionRange(start, start + placeholder.length);
  };

  return (
    <div id={id} className="rounded-lg bg-amber-50 px-3 py-2.5 ring-1 ring-amber-200 ring-inset">
      <p className="flex items-start gap-1.5 text-sm text-amber-900">
        <PenLine aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        {placeholderMessage(placeholders)}
      </p>
      <ul aria-label="Gaps to fill in" className="mt-2 flex flex-wrap gap-1.5">
        {placeholders.map((placeholder) => (
          <li key={placeholder}>
            <button
              type="button"
              onClick={() => select(placeholder)}
              aria-label={`Select ${placeholder} in the post`}
              className="rounded bg-amber-200/70 px-1.5 py-0.5 font-mono text-xs text-amber-950 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
            >
              {placeholder}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
