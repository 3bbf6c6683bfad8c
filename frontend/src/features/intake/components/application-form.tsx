import { zodResolver } from '@hookform/resolvers/zod';
import { applicationSchema, DRAFT_TTL_DAYS, isLocale, type ApplicationInput, type MessageKey, type TextChannel } from '@reactivation/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { getDraft } from '../api/drafts';
import { applicationFormData, submitApplication } from '../api/submit-application';
import { useDraftAutosave } from '../hooks/use-draft-autosave';
import { attemptSignature, useAttemptKeys } from '../lib/attempt-key';
import { currentDraftToken, takeResumeToken } from '../lib/draft-link';
import { ApplicationDetailsStep } from './application-details-step';
import { ApplicationPersonalStep } from './application-personal-step';
import { DraftNotice, DraftResumeMessage, type DraftResume } from './draft-notice';

const EMPTY: ApplicationInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  deactivationDate: '',
  deactivationReason: '',
  supportResponse: '',
} as ApplicationInput;

const STEP_FIELDS: Record<1 | 2, FieldPath<ApplicationInput>[]> = {
  1: ['firstName', 'lastName', 'email', 'phone', 'platform'],
  2: ['deactivationDate', 'deactivationReason', 'attemptedReactivation', 'supportResponse'],
};

// Step 3 brings the payment code and texts; it is fetched while step 2 is being sent, not with the form.
const loadPaymentStep = () => import('./application-payment-step');
const ApplicationPaymentStep = lazy(() => loadPaymentStep().then((module) => ({ default: module.ApplicationPaymentStep })));

export interface SubmittedApplication {
  applicationId: string;
  caseNumber: string;
}

/** The home page's 3-step application (SPEC §4): personal information, deactivation details, payment. */
export function ApplicationForm() {
  const { t, i18n } = useTranslation('intake');
  const { t: message } = useTranslation('validation');
  const form = useForm<ApplicationInput>({
    resolver: zodResolver(applicationSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const { state: draftState, adopt, turnOff, token: draftToken } = useDraftAutosave(form, step, locale);
  const [resume, setResume] = useState<DraftResume | null>(null);
  const resumed = useRef(false);
  /** The text-message consent box (unchecked until the visitor checks it); the request's, not a draft's. */
  const [textChannel, setTextChannel] = useState<TextChannel | null>(null);

  // A link from the resume e-mail (or a reload of this tab): the answers come back, files do not.
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    const fromLink = takeResumeToken();
    const token = fromLink ?? currentDraftToken();
    if (!token) return;
    getDraft(token).then(
      (saved) => {
        const { platform, state, attemptedReactivation, ...texts } = saved.fields;
        form.reset({
          ...EMPTY,
          ...texts,
          email: saved.email,
          ...(platform ? { platform } : {}),
          ...(state ? { state } : {}),
          ...(attemptedReactivation === undefined ? {} : { attemptedReactivation }),
        } as ApplicationInput);
        setStep(saved.step);
        adopt(token);
        if (fromLink) setResume({ kind: 'restored' });
      },
      (error: unknown) => {
        if (!fromLink) return; // this tab's own draft went meanwhile: the form simply starts empty
        const status = error instanceof ApiError ? error.status : 0;
        setResume({ kind: status === 410 ? 'expired' : status === 404 ? 'notFound' : 'failed' });
      },
    );
  }, [form, adopt]);
  const [documents, setDocuments] = useState<File[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState(0);
  const [submitted, setSubmitted] = useState<SubmittedApplication | null>(null);
  const attempts = useAttemptKeys();

  const errorOf = (field: FieldPath<ApplicationInput>) => {
    const key = form.getFieldState(field, form.formState).error?.message;
    return key ? message(key as MessageKey) : undefined;
  };

  const stepValid = async (current: 1 | 2) => {
    const valid = await form.trigger(STEP_FIELDS[current], { shouldFocus: true });
    if (!valid) toast({ title: t('application.fillRequired'), variant: 'destructive' });
    return valid;
  };

  const submit = async () => {
    setSubmitting(true);
    setProgress(0);
    void loadPaymentStep().catch(() => undefined);
    try {
      const values = form.getValues();
      // A resend of the same answers and files (after an error or a timeout) is the same attempt.
      const key = attempts.keyFor(attemptSignature({ ...values, textChannel }, documents));
      const answer = await submitApplication(applicationFormData(values, documents, locale, draftToken(), textChannel), key, setProgress);
      if (!answer.success) throw new Error(answer.message);
      setSubmitted({ applicationId: answer.applicationId, caseNumber: answer.caseNumber });
      setStep(3);
    } catch (error) {
      const serverMessage = error instanceof ApiError ? error.body?.message : undefined;
      if (error instanceof ApiError) {
        for (const [field, text] of Object.entries(error.fieldErrors)) {
          form.setError(field as FieldPath<ApplicationInput>, { message: text });
        }
      }
      toast({ title: t('application.submissionError'), description: serverMessage ?? t('application.submitFailed'), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  const next = async () => {
    if (step === 1 && (await stepValid(1))) setStep(2);
    else if (step === 2 && (await stepValid(2))) await submit();
  };

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm sm:p-8">
      <div className="mb-6 flex flex-col gap-2">
        <div className="flex justify-between text-sm font-medium text-slate-700">
          <span>{t('application.progress', { step, total: 3 })}</span>
          <span>{t(`application.stepNames.${step}`)}</span>
        </div>
        <Progress value={(step / 3) * 100} label={t('application.progressLabel')} valueText={t('application.progress', { step, total: 3 })} />
      </div>
      {resume && <DraftResumeMessage resume={resume} days={DRAFT_TTL_DAYS} />}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
      >
        {step === 1 && <ApplicationPersonalStep form={form} errorOf={errorOf} textChannel={textChannel} onTextChannel={setTextChannel} />}
        {step === 2 && (
          <ApplicationDetailsStep form={form} errorOf={errorOf} documents={documents} onDocuments={setDocuments} submitting={submitting} />
        )}
        {submitting && <Progress className="mt-4" value={progress * 100} label={t('application.uploadLabel')} />}
        {step < 3 && <DraftNotice state={draftState} days={DRAFT_TTL_DAYS} onTurnOff={turnOff} />}
        {step < 3 && (
          <div className={`mt-6 flex gap-3 ${step === 1 ? 'justify-end' : 'justify-between'}`}>
            {step > 1 && (
              <Button type="button" variant="outline" disabled={submitting} onClick={() => setStep(1)}>
                {t('application.previous')}
              </Button>
            )}
            <Button type="submit" busy={submitting}>
              {submitting ? t('application.submitting') : t('application.next')}
            </Button>
          </div>
        )}
      </form>
      {/* Outside the form above: the payment step holds a form of its own. */}
      {step === 3 && submitted && (
        <Suspense
          fallback={
            <p role="status" className="py-6 text-center text-slate-700">
              {t('application.payment.loading')}
            </p>
          }
        >
          <ApplicationPaymentStep applicationId={submitted.applicationId} caseNumber={submitted.caseNumber} />
        </Suspense>
      )}
    </div>
  );
}
