import { US_STATE_CODES } from '@reactivation/contracts';
import { forwardRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '@/components/ui/field-styles';
import { registerNamespace } from '@/lib/i18n';
import en from '@/locales/en/states.json';
import es from '@/locales/es/states.json';

registerNamespace('states', { en, es });

export type WorkStateSelectProps = Omit<ComponentProps<'select'>, 'children'> & { placeholder: string };

/**
 * The optional state the worker works in: a native select, quick to use on a phone, with the
 * states in the visitor's language and sorted by their names there.
 */
export const WorkStateSelect = forwardRef<HTMLSelectElement, WorkStateSelectProps>(function WorkStateSelect(
  { placeholder, className, ...props },
  ref,
) {
  const { t, i18n } = useTranslation('states');
  const options = US_STATE_CODES.map((code) => ({ code, name: t(`names.${code}`) })).sort((a, b) =>
    a.name.localeCompare(b.name, i18n.language),
  );
  return (
    <select ref={ref} className={`${controlClasses} h-11 ${className ?? ''}`} {...props}>
      <option value="">{placeholder}</option>
      {options.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </select>
  );
});
