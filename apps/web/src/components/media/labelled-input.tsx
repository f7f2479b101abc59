import { useId, type InputHTMLAttributes } from 'react';
import { Input } from '../ui/input';

/** A text field with its visible label above it, as the attachment editor and carousel maker lay them out. */
export function LabelledInput({
  label,
  ...props
}: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <Input id={id} className="mt-1.5" {...props} />
    </div>
  );
}
