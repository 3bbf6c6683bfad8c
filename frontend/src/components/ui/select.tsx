import type { FocusEventHandler, Ref } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { cn } from './cn';
import { controlClasses } from './field-styles';
import { CheckIcon, ChevronDownIcon } from './icons';

export type SelectOption = { value: string; label: string };

export type SelectProps = {
  /** The chosen option's value; '' or undefined shows the placeholder. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  /** Goes on the trigger button, so <Label htmlFor={id}> names it. */
  id?: string;
  /** With a name, Radix renders a hidden native <select> so the value is part of a submitted <form>. */
  name?: string;
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  /** For react-hook-form's Controller: `ref={field.ref}` lets it focus the field on error. */
  ref?: Ref<HTMLButtonElement>;
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  className?: string;
};

export function Select({
  value,
  defaultValue,
  onValueChange,
  options,
  placeholder,
  name,
  disabled,
  required,
  invalid,
  'aria-invalid': ariaInvalid,
  className,
  ...triggerProps
}: SelectProps) {
  return (
    <RadixSelect.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      name={name}
      disabled={disabled}
      required={required}
    >
      <RadixSelect.Trigger
        aria-invalid={invalid || ariaInvalid || undefined}
        className={cn(
          controlClasses,
          'flex h-11 items-center justify-between gap-2 text-left data-placeholder:text-slate-500',
          className,
        )}
        {...triggerProps}
      >
        <span className="truncate">
          <RadixSelect.Value placeholder={placeholder} />
        </span>
        <RadixSelect.Icon className="text-slate-500">
          <ChevronDownIcon />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border border-slate-200 bg-white text-slate-900 shadow-lg"
        >
          <RadixSelect.Viewport className="p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                className="relative flex min-h-11 cursor-default items-center rounded-md py-2 pr-3 pl-9 text-base outline-none select-none data-disabled:opacity-50 data-highlighted:bg-brand-700 data-highlighted:text-white"
              >
                <RadixSelect.ItemIndicator className="absolute left-2.5 inline-flex items-center">
                  <CheckIcon />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
