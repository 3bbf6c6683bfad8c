import type { MessageKey } from '@reactivation/contracts';
import { useTranslation } from 'react-i18next';
import { TextConsentField } from '@/components/forms/text-consent-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { CaseReviewDraft } from './case-review-state';
import { StepLegend } from './step-legend';

export interface ContactErrors {
  /** SPEC §5: a blank name is refused without a message. */
  name?: true;
  email?: MessageKey;
  phone?: MessageKey;
}

interface Props {
  draft: CaseReviewDraft;
  errors: ContactErrors;
  onChange: <K extends keyof CaseReviewDraft>(field: K, value: CaseReviewDraft[K]) => void;
}

/** Step 1: name, e-mail and phone. Continue submits the form, which checks them. */
export function WizardContactStep({ draft, errors, onChange }: Props) {
  const { t } = useTranslation('intake');
  const { t: message } = useTranslation('validation');
  return (
    <fieldset className="flex flex-col gap-5">
      <StepLegend>{t('caseReview.steps.contact')}</StepLegend>
      <FormField id="review-name" label={t('caseReview.fields.name')} required>
        {(control) => (
          <Input
            {...control}
            aria-invalid={Boolean(errors.name)}
            autoComplete="name"
            value={draft.name}
            onChange={(event) => onChange('name', event.target.value)}
          />
        )}
      </FormField>
      <FormField id="review-email" label={t('caseReview.fields.email')} required error={errors.email && message(errors.email)}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={draft.email}
            onChange={(event) => onChange('email', event.target.value)}
          />
        )}
      </FormField>
      <FormField id="review-phone" label={t('caseReview.fields.phone')} required error={errors.phone && message(errors.phone)}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={draft.phone}
            onChange={(event) => onChange('phone', event.target.value)}
          />
        )}
      </FormField>
      <TextConsentField id="review-text-consent" value={draft.textChannel} onChange={(channel) => onChange('textChannel', channel)} />
      <div className="flex justify-end">
        <Button type="submit">
          {t('caseReview.continue')}
        </Button>
      </div>
    </fieldset>
  );
}
