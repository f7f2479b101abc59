import type { ReactNode } from 'react';

export const STEP_HEADING_ID = 'quick-post-step-heading';

/**
 * Every step shares one frame: a heading the wizard moves focus to when the step changes (so
 * keyboard and screen-reader users land on the new content), the body, and a button row that
 * stacks on phones with the main action on top.
 */
export function StepLayout({
  title,
  description,
  children,
  actions,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section aria-labelledby={STEP_HEADING_ID} className="flex flex-col gap-5">
      <div>
        <h2 id={STEP_HEADING_ID} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {children}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end">
        {actions}
      </div>
    </section>
  );
}
