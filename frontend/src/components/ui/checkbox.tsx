import type { FocusEventHandler, Ref } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { cn } from './cn';
import { CheckIcon } from './icons';

export type CheckboxProps = {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Pair with <Label htmlFor={id}> (or a FormField) to name the box. */
  id?: string;
  name?: string;
  value?: string;
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  'aria-label'?: string;
  ref?: Ref<HTMLButtonElement>;
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  className?: string;
};

export function Checkbox({ onCheckedChange, invalid, 'aria-invalid': ariaInvalid, className, ...props }: CheckboxProps) {
  return (
    <RadixCheckbox.Root
      aria-invalid={invalid || ariaInvalid || undefined}
      onCheckedChange={(state) => onCheckedChange?.(state === true)}
      className={cn(
        'grid size-5 shrink-0 place-items-center rounded border-2 border-slate-400 bg-white text-white hover:border-brand-600',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600',
        'data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700',
        className,
      )}
      {...props}
    >
      <RadixCheckbox.Indicator>
        <CheckIcon className="size-3.5" />
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
}
