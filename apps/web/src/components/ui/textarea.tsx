import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const fieldClasses = (invalid?: boolean, className?: string) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400',
    'focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500',
    'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
    invalid ? 'border-red-400' : 'border-slate-300',
    className,
  );

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return <textarea ref={ref} className={fieldClasses(invalid, cn('leading-relaxed', className))} {...props} />;
});
