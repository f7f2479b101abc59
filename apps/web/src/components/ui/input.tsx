import { forwardRef, type InputHTMLAttributes } from 'react';
import { fieldClasses } from './textarea';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return <input ref={ref} className={fieldClasses(invalid, className)} {...props} />;
});
