import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';

export type PlatformSelectFieldProps<F extends FieldValues, P extends string> = {
  control: Control<F>;
  /** The form's platform field (optional in the contact form, required in the application form). */
  name: FieldPathByValue<F, string | undefined>;
  id: string;
  label: ReactNode;
  required?: boolean;
  /** An already translated message. */
  error?: string;
  className?: string;
  /** The platform codes the form takes, in the order shown. */
  platforms: readonly P[];
  /** A code's name in the visitor's language, from the form's own catalog. */
  platformName: (platform: P) => string;
  placeholder: string;
  /** Called once a platform is picked: the form drops the field's error (SPEC §5). */
  onPicked: () => void;
};

/**
 * The gig platform, picked from a list and bound to a react-hook-form field: its label, error and
 * hint wired as every field is (FormField), focused by the form on an error, its error dropped once
 * a platform is picked. The contact form and the application form differ only in their list and words.
 */
export function PlatformSelectField<F extends FieldValues, P extends string>({
  control,
  name,
  id,
  label,
  required,
  error,
  className,
  platforms,
  platformName,
  placeholder,
  onPicked,
}: PlatformSelectFieldProps<F, P>) {
  return (
    <FormField id={id} label={label} required={required} error={error} className={className}>
      {(controlProps) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select
              {...controlProps}
              ref={field.ref}
              onBlur={field.onBlur}
              value={(field.value as string | undefined) ?? ''}
              onValueChange={(value) => {
                field.onChange(value);
                onPicked();
              }}
              options={platforms.map((value) => ({ value, label: platformName(value) }))}
              placeholder={placeholder}
            />
          )}
        />
      )}
    </FormField>
  );
}
