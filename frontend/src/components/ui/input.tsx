import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlClasses } from './field-styles';

export type InputProps = ComponentProps<'input'> & {
  /** Marks the value as wrong: aria-invalid and a red border. */
  invalid?: boolean;
};

/** A text input. `ref` is an ordinary prop in React 19, so react-hook-form's register() works. */
export function Input({ invalid, className, type = 'text', 'aria-invalid': ariaInvalid, ...props }: InputProps) {
  return (
    <input
      type={type}
      aria-invalid={invalid || ariaInvalid === true || ariaInvalid === 'true' || undefined}
      className={cn(controlClasses, 'h-11', className)}
      {...props}
    />
  );
}
