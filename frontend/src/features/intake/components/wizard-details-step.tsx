import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { RightsHint } from '@/features/guide';
import { PLATFORM_OPTIONS, detailsComplete, type CaseReviewDraft } from './case-review-state';
import { StepLegend } from './step-legend';
import { WorkStateSelect } from './work-state-select';

interface Props {
  draft: CaseReviewDraft;
  onChange: <K extends keyof CaseReviewDraft>(field: K, value: CaseReviewDraft[K]) => void;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 2: platform, date, reason, and whether support was contacted (SPEC §5: Continue waits for all four). */
export function WizardDetailsStep({ draft, onChange, onBack, onContinue }: Props) {
  const { t } = useTranslation('intake');
  const today = new Date().toISOString().slice(0, 10);
  return (
    <fieldset className="flex flex-col gap-5">
      <StepLegend>{t('caseReview.steps.details')}</StepLegend>
      <FormField id="review-platform" label={t('caseReview.fields.platform')} required>
        {(control) => (
          <Select
            {...control}
            options={PLATFORM_OPTIONS}
            placeholder={t('caseReview.fields.platformPlaceholder')}
            value={draft.platform}
            onValueChange={(value) => onChange('platform', value)}
          />
        )}
      </FormField>
      <FormField id="review-state" label={t('caseReview.fields.state')}>
        {(control) => (
          <WorkStateSelect
            {...control}
            placeholder={t('caseReview.fields.statePlaceholder')}
            value={draft.state}
            onChange={(event) => onChange('state', event.target.value)}
          />
        )}
      </FormField>
      <RightsHint platform={draft.platform} state={draft.state || null} />
      <FormField id="review-date" label={t('caseReview.fields.deactivationDate')} required>
        {(control) => (
          <Input {...control} type="date" max={today} value={draft.deactivationDate} onChange={(event) => onChange('deactivationDate', event.target.value)} />
        )}
      </FormField>
      <FormField id="review-reason" label={t('caseReview.fields.deactivationReason')} required>
        {(control) => (
          <Textarea {...control} rows={4} value={draft.deactivationReason} onChange={(event) => onChange('deactivationReason', event.target.value)} />
        )}
      </FormField>
      <FormField id="review-attempted" label={t('caseReview.fields.attempted')} required>
        {(control) => (
          <RadioGroup
            {...control}
            value={draft.attempted}
            onValueChange={(value) => onChange('attempted', value as CaseReviewDraft['attempted'])}
            options={[
              { value: 'yes', label: t('caseReview.fields.attemptedYes') },
              { value: 'no', label: t('caseReview.fields.attemptedNo') },
            ]}
          />
        )}
      </FormField>
      {draft.attempted === 'yes' && (
        <FormField id="review-support-response" label={t('caseReview.fields.supportResponse')}>
          {(control) => (
            <Textarea {...control} rows={3} value={draft.supportResponse} onChange={(event) => onChange('supportResponse', event.target.value)} />
          )}
        </FormField>
      )}
      <div className="flex justify-between gap-3">
        <Button type="button" variant="outline" onClick={onBack}>
          {t('caseReview.back')}
        </Button>
        <Button type="button" onClick={onContinue} disabled={!detailsComplete(draft)}>
          {t('caseReview.continue')}
        </Button>
      </div>
    </fieldset>
  );
}
