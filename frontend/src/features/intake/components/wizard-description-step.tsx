import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import type { CaseReviewDraft } from './case-review-state';
import { StepLegend } from './step-legend';

interface Props {
  draft: CaseReviewDraft;
  onChange: <K extends keyof CaseReviewDraft>(field: K, value: CaseReviewDraft[K]) => void;
  onBack: () => void;
  submitting: boolean;
}

/** Step 3: the visitor's own account. Submit waits for some text (SPEC §5). */
export function WizardDescriptionStep({ draft, onChange, onBack, submitting }: Props) {
  const { t } = useTranslation('intake');
  return (
    <fieldset className="flex flex-col gap-5">
      <StepLegend>{t('caseReview.steps.description')}</StepLegend>
      <FormField id="review-description" label={t('caseReview.fields.description')} hint={t('caseReview.fields.descriptionHint')} required>
        {(control) => (
          <Textarea {...control} rows={6} value={draft.description} onChange={(event) => onChange('description', event.target.value)} />
        )}
      </FormField>
      <div className="flex justify-between gap-3">
        <Button type="button" variant="outline" onClick={onBack} disabled={submitting}>
          {t('caseReview.back')}
        </Button>
        <Button type="submit" busy={submitting} disabled={!draft.description.trim()}>
          {submitting ? t('caseReview.submitting') : t('caseReview.submit')}
        </Button>
      </div>
    </fieldset>
  );
}
