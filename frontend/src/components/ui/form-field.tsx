import type { ReactNode } from 'react';
import { cn } from './cn';
import { Label } from './label';

/** What FormField hands its control: spread it onto Input, Textarea, Select, Checkbox or RadioGroup. */
export type FormFieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required'?: boolean;
};

export type FormFieldProps = {
  /** The control's id; the label is `${id}-label`, the hint `${id}-hint`, the error `${id}-error`. */
  id: string;
  label: ReactNode;
  /** An already translated message; its presence marks the control invalid. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: FormFieldControlProps) => ReactNode;
};

/**
 * Label, control, hint and error wired together: the label names the control, the control's
 * aria-describedby points at the hint and the error, and the error is announced as it appears.
 */
export function FormField({ id, label, error, hint, required, className, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline gap-1">
        <Label id={`${id}-label`} htmlFor={id}>
          {label}
        </Label>
        {/* Outside the label so its text stays exactly the label; aria-required tells screen readers. */}
        {required && (
          <span aria-hidden="true" className="font-semibold text-red-700">
            *
          </span>
        )}
      </div>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        ...(required ? { 'aria-required': true } : {}),
      })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {/* Always in the DOM: a live region must exist before its text changes to be announced. */}
      <p id={errorId} aria-live="polite" className={cn('text-sm font-medium text-red-700', !error && 'sr-only')}>
        {error}
      </p>
    </div>
  );
}
