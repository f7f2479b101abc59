import { CircleAlert } from 'lucide-react';

/** A problem with one field, said next to it (and named by its id for aria-describedby). */
export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
