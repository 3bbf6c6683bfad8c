import { emailField, isLocale, phoneField } from '@reactivation/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Progress } from '@/components/ui/progress';
import { track } from '@/lib/analytics';
import { submitCaseReview } from '../api/submit-case-review';
import { attemptSignature, useAttemptKeys } from '../lib/attempt-key';
import { fieldError } from '../lib/field-check';
import { CaseReviewOutcomeDialog, type CaseReviewOutcome } from './case-review-outcome-dialog';
import { EMPTY_DRAFT, toPayload, type CaseReviewDraft } from './case-review-state';
import { WizardContactStep, type ContactErrors } from './wizard-contact-step';
import { WizardDescriptionStep } from './wizard-description-step';
import { WizardDetailsStep } from './wizard-details-step';

const STEPS = 3;
type Step = 1 | 2 | 3;

/** The free case-review wizard of /free-case-review (SPEC §4, §5, §8). */
export function CaseReviewWizard() {
  const { t, i18n } = useTranslation('intake');
  const [step, setStep] = useState<Step>(1);
  const [draft, setDraft] = useState<CaseReviewDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<CaseReviewOutcome | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const attempts = useAttemptKeys();

  // The page is prerendered: what a visitor types before React takes over reaches `update` through
  // the entry's replay (lib/early-input.ts), as if typed afterwards.
  const update = <K extends keyof CaseReviewDraft>(field: K, value: CaseReviewDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // SPEC §5: editing email or phone clears its error; the name has no message, only its mark.
    if (field === 'email' || field === 'phone' || field === 'name') setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const goTo = (next: Step) => {
    setStep(next);
    // Move focus to the new step's heading so keyboard and screen-reader users follow along.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus());
  };

  const continueFromContact = () => {
    const found: ContactErrors = {
      name: draft.name.trim() ? undefined : true,
      email: fieldError(emailField, draft.email),
      phone: fieldError(phoneField, draft.phone),
    };
    setErrors(found);
    if (!found.name && !found.email && !found.phone) goTo(2);
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  const submit = async () => {
    setSubmitting(true);
    try {
      const locale = isLocale(i18n.language) ? i18n.language : 'en';
      // A resend of the same answers (after the failure dialog, or a second tap) is the same attempt; the language is not an answer.
      const key = attempts.keyFor(attemptSignature(toPayload(draft, 'en')));
      const answer = await submitCaseReview(toPayload(draft, locale), key);
      if (!answer.success) throw new Error('The review was not accepted');
      track('form_submit', { form: 'case_review', platform: draft.platform });
      setOutcome({ kind: 'success', caseNumber: answer.caseNumber });
      setDraft(EMPTY_DRAFT);
      setStep(1);
    } catch {
      setOutcome({ kind: 'failure' });
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 1) continueFromContact();
    else if (step === 3 && draft.description.trim() && !submitting) void submit();
  };

  const percent = Math.round((step / STEPS) * 100);
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="mb-6 flex flex-col gap-2">
        <div className="flex items-baseline justify-between text-sm font-medium text-slate-700">
          <span>{t('caseReview.progress', { step, total: STEPS })}</span>
          <span>{t('caseReview.percent', { percent })}</span>
        </div>
        <Progress value={percent} label={t('caseReview.progressLabel')} valueText={t('caseReview.progress', { step, total: STEPS })} />
      </div>
      <form ref={formRef} method="post" noValidate onSubmit={onSubmit} aria-busy={submitting}>
        {step === 1 && <WizardContactStep draft={draft} errors={errors} onChange={update} />}
        {step === 2 && <WizardDetailsStep draft={draft} onChange={update} onBack={() => goTo(1)} onContinue={() => goTo(3)} />}
        {step === 3 && <WizardDescriptionStep draft={draft} onChange={update} onBack={() => goTo(2)} submitting={submitting} />}
      </form>
      <CaseReviewOutcomeDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </div>
  );
}

