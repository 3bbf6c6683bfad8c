import type { ApplicationInput } from '@reactivation/contracts';
import { Controller, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { RightsHint } from '@/features/guide';
import { DocumentPicker } from './document-picker';
import { StepLegend } from './step-legend';
import { WorkStateSelect } from './work-state-select';

interface Props {
  form: UseFormReturn<ApplicationInput>;
  errorOf: (field: FieldPath<ApplicationInput>) => string | undefined;
  documents: File[];
  onDocuments: (files: File[]) => void;
  submitting: boolean;
}

/**
 * Step 2: where the visitor works (optional), what happened, whether support was contacted, and
 * the documents (SPEC §5); the deadlines and rights that apply show once the state is known.
 */
export function ApplicationDetailsStep({ form, errorOf, documents, onDocuments, submitting }: Props) {
  const { t } = useTranslation('intake');
  const today = new Date().toISOString().slice(0, 10);
  const [platform, state] = form.watch(['platform', 'state']);
  return (
    <fieldset className="flex flex-col gap-5" disabled={submitting}>
      <StepLegend>{t('application.stepNames.2')}</StepLegend>
      <FormField id="application-state" label={t('application.fields.state')} error={errorOf('state')}>
        {(control) => <WorkStateSelect {...control} placeholder={t('application.fields.statePlaceholder')} {...form.register('state')} />}
      </FormField>
      <RightsHint platform={platform} state={typeof state === 'string' ? state : null} />
      <FormField id="application-deactivationDate" label={t('application.fields.deactivationDate')} required error={errorOf('deactivationDate')}>
        {(control) => <Input {...control} type="date" max={today} {...form.register('deactivationDate')} />}
      </FormField>
      <FormField
        id="application-deactivationReason"
        label={t('application.fields.deactivationReason')}
        required
        error={errorOf('deactivationReason')}
      >
        {(control) => <Textarea {...control} rows={4} {...form.register('deactivationReason')} />}
      </FormField>
      <FormField
        id="application-attemptedReactivation"
        label={t('application.fields.attempted')}
        required
        error={errorOf('attemptedReactivation')}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="attemptedReactivation"
            render={({ field }) => (
              <RadioGroup
                {...control}
                ref={field.ref}
                value={field.value === undefined ? '' : field.value ? 'yes' : 'no'}
                onValueChange={(value) => field.onChange(value === 'yes')}
                options={[
                  { value: 'yes', label: t('application.fields.attemptedYes') },
                  { value: 'no', label: t('application.fields.attemptedNo') },
                ]}
              />
            )}
          />
        )}
      </FormField>
      <FormField id="application-supportResponse" label={t('application.fields.supportResponse')} error={errorOf('supportResponse')}>
        {(control) => <Textarea {...control} rows={3} {...form.register('supportResponse')} />}
      </FormField>
      <DocumentPicker files={documents} onChange={onDocuments} disabled={submitting} />
    </fieldset>
  );
}
