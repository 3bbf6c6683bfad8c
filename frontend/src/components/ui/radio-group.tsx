import { useId, type Ref } from 'react';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { cn } from './cn';

export type RadioOption = { value: string; label: string };

export type RadioGroupProps = {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  options: readonly RadioOption[];
  /** With a name, Radix renders hidden native radios so the value is part of a submitted <form>. */
  name?: string;
  /**
   * Id of the group. Inside a FormField the group is named by that field's label
   * (`${id}-label`) unless `aria-labelledby` says otherwise; a <label for> cannot name a group.
   */
  id?: string;
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  orientation?: 'horizontal' | 'vertical';
  'aria-invalid'?: boolean;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  ref?: Ref<HTMLDivElement>;
  className?: string;
};

export function RadioGroup({
  id,
  options,
  invalid,
  orientation = 'vertical',
  'aria-invalid': ariaInvalid,
  'aria-labelledby': labelledBy,
  className,
  ...props
}: RadioGroupProps) {
  const fallbackId = useId();
  const groupId = id ?? fallbackId;
  const isInvalid = invalid || ariaInvalid || undefined;
  return (
    <RadixRadioGroup.Root
      id={id}
      orientation={orientation}
      aria-invalid={isInvalid}
      aria-labelledby={labelledBy ?? (id ? `${id}-label` : undefined)}
      className={cn('flex', orientation === 'vertical' ? 'flex-col gap-1' : 'flex-row flex-wrap gap-x-6 gap-y-1', className)}
      {...props}
    >
      {options.map((option, index) => {
        const itemId = `${groupId}-option-${index}`;
        return (
          <div key={option.value} className="flex min-h-11 items-center gap-3">
            <RadixRadioGroup.Item
              id={itemId}
              value={option.value}
              data-invalid={isInvalid ? '' : undefined}
              className="grid size-5 shrink-0 place-items-center rounded-full border-2 border-slate-400 bg-white hover:border-brand-600 disabled:cursor-not-allowed disabled:opacity-50 data-invalid:border-red-600 data-[state=checked]:border-brand-700"
            >
              <RadixRadioGroup.Indicator className="size-2.5 rounded-full bg-brand-700" />
            </RadixRadioGroup.Item>
            <label htmlFor={itemId} className="cursor-pointer text-base text-slate-800">
              {option.label}
            </label>
          </div>
        );
      })}
    </RadixRadioGroup.Root>
  );
}
