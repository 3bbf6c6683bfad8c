import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CASE_OUTCOMES,
  caseClosingSchema,
  DEACTIVATION_REASON_GROUPS,
  type AdminApplication,
  type CaseClosing,
} from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { serverText, useRefreshCases } from '@/features/admin-shell';
import { closeCase } from '../api/case-closing';
import { useOutcomeTexts } from '../lib/outcome-texts';

type Draft = { outcome: string; outcomeDate: string; reasonGroup: string };
type FieldErrors = Partial<Record<keyof Draft, string>>;

/** Today in the staff member's own calendar, as the date field writes days. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * Closing a case (in progress → completed) asks how it ended: the outcome, its date and the group of
 * the platform's reason (for the report). Checked with the server's own schema before sending; a
 * refusal from the server shows under the field it names.
 */
export function CloseCaseForm({ application }: { application: AdminApplication }) {
  const { t } = useOutcomeTexts();
  const { t: tAdmin } = useTranslation('admin');
  const id = useId();
  const refresh = useRefreshCases();
  const [draft, setDraft] = useState<Draft>({ outcome: '', outcomeDate: today(), reasonGroup: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const set = (field: keyof Draft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = caseClosingSchema.safeParse(draft);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Draft;
        found[field] ??=
          issue.message === 'field.required' ? t('close.required') : issue.message === 'date.future' ? t('close.future') : t('close.invalid');
      }
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      await closeCase(application.id, parsed.data as CaseClosing);
      toast({ title: t('close.success', { outcome: t(`outcomes.${parsed.data.outcome}`) }), variant: 'success' });
      await refresh();
    } catch (error) {
      console.error('Closing the case failed', error);
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.status === 400) {
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([field, text]) => [field, text])) as FieldErrors);
      }
      toast({
        title: t('close.failed'),
        description:
          error instanceof ApiError
            ? error.status === 409
              ? tAdmin('statusActions.failure.conflict')
              : (serverText(error) ?? tAdmin('statusActions.failure.other'))
            : tAdmin('errors.network'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} className="flex flex-col gap-4 rounded-lg bg-slate-50 p-4">
      <p className="text-sm text-slate-700">{t('close.intro')}</p>
      <FormField id={`${id}-outcome`} label={t('close.outcome')} error={errors.outcome} required>
        {(control) => (
          <RadioGroup
            {...control}
            value={draft.outcome}
            onValueChange={set('outcome')}
            options={CASE_OUTCOMES.map((outcome) => ({ value: outcome, label: t(`outcomes.${outcome}`) }))}
          />
        )}
      </FormField>
      <FormField id={`${id}-date`} label={t('close.outcomeDate')} hint={t('close.outcomeDateHint')} error={errors.outcomeDate} required>
        {(control) => (
          <Input {...control} type="date" max={today()} value={draft.outcomeDate} onChange={(event) => set('outcomeDate')(event.target.value)} />
        )}
      </FormField>
      <FormField id={`${id}-reason`} label={t('close.reasonGroup')} hint={t('close.reasonGroupHint')} error={errors.reasonGroup} required>
        {(control) => (
          <Select
            {...control}
            value={draft.reasonGroup}
            onValueChange={set('reasonGroup')}
            placeholder={t('close.reasonPlaceholder')}
            options={DEACTIVATION_REASON_GROUPS.map((group) => ({ value: group, label: t(`reasons.${group}`) }))}
          />
        )}
      </FormField>
      <Button type="submit" busy={busy} className="self-start">
        {busy ? t('close.submitting') : t('close.submit')}
      </Button>
    </form>
  );
}
