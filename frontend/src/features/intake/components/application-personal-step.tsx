import { APPLICATION_PLATFORMS, type ApplicationInput, type TextChannel } from '@reactivation/contracts';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlatformSelectField } from '@/components/forms/platform-select-field';
import { TextConsentField } from '@/components/forms/text-consent-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { StepLegend } from './step-legend';

interface Props {
  form: UseFormReturn<ApplicationInput>;
  errorOf: (field: FieldPath<ApplicationInput>) => string | undefined;
  textChannel: TextChannel | null;
  onTextChannel: (channel: TextChannel | null) => void;
}

const PLATFORM_VALUES = Object.keys(APPLICATION_PLATFORMS) as (keyof typeof APPLICATION_PLATFORMS)[];

/** Step 1: who the client is. An edited field loses its error at once (SPEC §5). */
export function ApplicationPersonalStep({ form, errorOf, textChannel, onTextChannel }: Props) {
  const { t } = useTranslation('intake');
  const text = (field: 'firstName' | 'lastName' | 'email' | 'phone', type = 'text', autoComplete?: string) => (
    <FormField id={`application-${field}`} label={t(`application.fields.${field}`)} required error={errorOf(field)}>
      {(control) => (
        <Input
          {...control}
          type={type}
          autoComplete={autoComplete}
          {...form.register(field, { onChange: () => form.clearErrors(field) })}
        />
      )}
    </FormField>
  );
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <StepLegend>{t('application.stepNames.1')}</StepLegend>
      {text('firstName', 'text', 'given-name')}
      {text('lastName', 'text', 'family-name')}
      {text('email', 'email', 'email')}
      {text('phone', 'tel', 'tel')}
      <TextConsentField id="application-text-consent" value={textChannel} onChange={onTextChannel} />
      <PlatformSelectField
        control={form.control}
        name="platform"
        id="application-platform"
        label={t('application.fields.platform')}
        required
        error={errorOf('platform')}
        className="sm:col-span-2"
        platforms={PLATFORM_VALUES}
        platformName={(value) => t(`application.platforms.${value}`)}
        placeholder={t('application.fields.platformPlaceholder')}
        onPicked={() => form.clearErrors('platform')}
      />
    </fieldset>
  );
}
