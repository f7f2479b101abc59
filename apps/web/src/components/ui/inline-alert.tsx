import { CircleAlert } from 'lucide-react';

/** A failure said inside a dialog or form: the spec's text, then the server's reason when it wrote one. */
export function InlineAlert({ title, detail }: { title: string; detail?: string }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200 ring-inset"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {title}
        {detail && <span className="mt-0.5 block text-red-700">{detail}</span>}
      </span>
    </p>
  );
}
