import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CASE_MESSAGE_MAX,
  DOCUMENT_REQUEST_MAX_ITEMS,
  MACRO_TARGET_STATUSES,
  MACRO_TITLE_MAX,
  MACRO_VARIABLES,
  type StaffMacroInput,
} from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useStatusLabel } from '@/features/admin-shell';
import { checkMacroDraft, type MacroDraft, type MacroDraftField, type MacroDraftProblem } from '../lib/macro-draft';

const NO_STATUS = 'none';

export type MacroFormProps = {
  heading: string;
  initial: MacroDraft;
  busy: boolean;
  /** The server's refusal, in its words. */
  serverError: string | null;
  onSave: (input: StaffMacroInput) => void;
  onCancel: () => void;
};

/** A macro's fields: the Russian title, the texts in both languages with the variables' list, documents to ask for, a status. */
export function MacroForm({ heading, initial, busy, serverError, onSave, onCancel }: MacroFormProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const statusLabel = useStatusLabel();
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<MacroDraftField, MacroDraftProblem>>>({});

  const set = (field: keyof MacroDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    const shown: MacroDraftField = field === 'documentsEn' || field === 'documentsEs' ? 'documents' : field;
    if (problems[shown]) setProblems(({ [shown]: _gone, ...rest }) => rest);
  };

  const problemText = (field: MacroDraftField): string | undefined => {
    const problem = problems[field];
    if (!problem) return undefined;
    switch (problem.kind) {
      case 'unknownVariable':
        return t('macros.errors.unknownVariable', { names: problem.names.map((name) => `{{${name}}}`).join(', ') });
      case 'tooMany':
        return t('macros.errors.tooMany', { max: problem.max });
      case 'mismatch':
        return t('macros.errors.mismatch', { en: problem.en, es: problem.es });
      case 'tooLong':
        return t('macros.errors.tooLong');
      default:
        return t('macros.errors.required');
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkMacroDraft(draft);
    if (checked.problems) {
      setProblems(checked.problems);
      return;
    }
    onSave(checked.input);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      aria-busy={busy}
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <FormField id={`${id}-title`} label={t('macros.form.titleRu')} required error={problemText('titleRu')}>
        {(control) => (
          <Input {...control} maxLength={MACRO_TITLE_MAX} value={draft.titleRu} onChange={(event) => set('titleRu', event.target.value)} />
        )}
      </FormField>
      <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <p id={`${id}-variables`}>{t('macros.form.variables')}</p>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {MACRO_VARIABLES.map((name) => (
            <li key={name}>
              <code className="rounded bg-white px-1 font-mono text-slate-900 ring-1 ring-slate-200">{`{{${name}}}`}</code>{' '}
              {t(`macros.form.variableNames.${name}`)}
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {(['textEn', 'textEs'] as const).map((field) => (
          <FormField key={field} id={`${id}-${field}`} label={t(`macros.form.${field}`)} required error={problemText(field)}>
            {(control) => (
              <Textarea
                {...control}
                rows={6}
                maxLength={CASE_MESSAGE_MAX}
                value={draft[field]}
                onChange={(event) => set(field, event.target.value)}
              />
            )}
          </FormField>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {(['documentsEn', 'documentsEs'] as const).map((field) => (
          <FormField
            key={field}
            id={`${id}-${field}`}
            label={t(`macros.form.${field}`)}
            hint={field === 'documentsEn' ? t('macros.form.documentsHint', { max: DOCUMENT_REQUEST_MAX_ITEMS }) : undefined}
            error={field === 'documentsEs' ? problemText('documents') : undefined}
          >
            {(control) => (
              <Textarea {...control} rows={3} value={draft[field]} onChange={(event) => set(field, event.target.value)} />
            )}
          </FormField>
        ))}
      </div>
      <FormField id={`${id}-status`} label={t('macros.form.targetStatus')} error={problemText('targetStatus')} className="sm:max-w-sm">
        {(control) => (
          <Select
            {...control}
            value={draft.targetStatus || NO_STATUS}
            onValueChange={(value) => set('targetStatus', value === NO_STATUS ? '' : value)}
            options={[
              { value: NO_STATUS, label: t('macros.form.noStatus') },
              ...MACRO_TARGET_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
            ]}
          />
        )}
      </FormField>
      {serverError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {serverError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          {busy ? t('macros.form.saving') : t('macros.form.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('macros.cancel')}
        </Button>
      </div>
    </form>
  );
}
