import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlClasses } from './field-styles';

export type TextareaProps = ComponentProps<'textarea'> & {
  /** Marks the value as wrong: aria-invalid and a red border. */
  invalid?: boolean;
};

export function Textarea({ invalid, className, rows = 4, 'aria-invalid': ariaInvalid, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || ariaInvalid === true || ariaInvalid === 'true' || undefined}
      className={cn(controlClasses, 'resize-y py-2.5', className)}
      {...props}
    />
  );
}
