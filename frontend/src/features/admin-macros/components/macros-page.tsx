import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { StaffMacro, StaffMacroInput } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, serverText, staffKeys, useMacros, useStatusLabel } from '@/features/admin-shell';
import { createMacro, deleteMacro, updateMacro } from '../api/macros';
import { draftOf, EMPTY_MACRO_DRAFT } from '../lib/macro-draft';
import { MacroForm } from './macro-form';

type Editing = { kind: 'new' } | { kind: 'edit'; macro: StaffMacro } | null;

/** «Шаблоны ответов»: staff's saved replies, each with its texts and what it does, and the form to write one. */
export function MacrosPage() {
  const { t } = useTranslation('admin');
  const macros = useMacros();
  const { mutate } = useSWRConfig();
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const run = async (what: string, action: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    setServerError(null);
    try {
      await action();
      toast({ title: done, variant: 'success' });
      await mutate(staffKeys.macros());
      return true;
    } catch (failure) {
      console.error(`${what} failed`, failure);
      if (!(failure instanceof ApiError && failure.status === 401)) setServerError(serverText(failure) ?? t('errors.network'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = async (input: StaffMacroInput) => {
    if (!editing) return;
    const ok = await run(
      'Saving a macro',
      () => (editing.kind === 'edit' ? updateMacro(editing.macro.id, input) : createMacro(input)),
      t('macros.saved'),
    );
    if (ok) setEditing(null);
  };

  const open = (next: Editing) => {
    setServerError(null);
    setConfirming(null);
    setEditing(next);
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('macros.title')}</h1>
          <p className="mt-1 text-base text-slate-600">{t('macros.subtitle')}</p>
        </div>
        {editing?.kind !== 'new' && <Button onClick={() => open({ kind: 'new' })}>{t('macros.new')}</Button>}
      </div>
      {editing && (
        <MacroForm
          key={editing.kind === 'edit' ? editing.macro.id : 'new'}
          heading={editing.kind === 'edit' ? t('macros.form.editTitle') : t('macros.form.createTitle')}
          initial={editing.kind === 'edit' ? draftOf(editing.macro) : EMPTY_MACRO_DRAFT}
          busy={busy}
          serverError={serverError}
          onSave={(input) => void save(input)}
          onCancel={() => open(null)}
        />
      )}
      {macros.error && !macros.data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-base text-red-700">
          {t('macros.error')}
          <Button variant="outline" size="sm" onClick={() => void macros.mutate()}>
            {t('macros.retry')}
          </Button>
        </div>
      ) : !macros.data ? (
        <p role="status" className="text-base text-slate-600">
          {t('macros.loading')}
        </p>
      ) : macros.data.length === 0 ? (
        <p className="text-base text-slate-600">{t('macros.empty')}</p>
      ) : (
        <ul aria-label={t('macros.list')} className="flex flex-col gap-4">
          {macros.data.map((macro) => (
            <MacroCard
              key={macro.id}
              macro={macro}
              confirming={confirming === macro.id}
              busy={busy}
              onEdit={() => open({ kind: 'edit', macro })}
              onAskDelete={() => setConfirming(macro.id)}
              onCancelDelete={() => setConfirming(null)}
              onDelete={() =>
                void run('Deleting a macro', () => deleteMacro(macro.id), t('macros.deleted')).then((ok) => {
                  if (!ok) return;
                  setConfirming(null);
                  if (editing?.kind === 'edit' && editing.macro.id === macro.id) setEditing(null);
                })
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}

type MacroCardProps = {
  macro: StaffMacro;
  confirming: boolean;
  busy: boolean;
  onEdit: () => void;
  onAskDelete: () => void;
  onCancelDelete: () => void;
  onDelete: () => void;
};

function MacroCard({ macro, confirming, busy, onEdit, onAskDelete, onCancelDelete, onDelete }: MacroCardProps) {
  const { t } = useTranslation('admin');
  const statusLabel = useStatusLabel();
  const does = [
    macro.documentRequests.length > 0 ? t('macros.documentsCount', { count: macro.documentRequests.length }) : null,
    macro.targetStatus ? t('macros.moves', { status: statusLabel(macro.targetStatus) }) : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5" aria-label={macro.titleRu}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900">{macro.titleRu}</h2>
          <p className="text-sm text-slate-600">{t('macros.updatedBy', { name: macro.updatedBy, date: formatDateTime(macro.updatedAt) })}</p>
          {does.length > 0 && <p className="mt-1 text-sm font-medium text-brand-800">{does.join('; ')}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {confirming ? (
            <>
              <span className="self-center text-sm text-slate-800">{t('macros.confirmDelete', { title: macro.titleRu })}</span>
              <Button variant="danger" size="sm" busy={busy} onClick={onDelete}>
                {t('macros.confirmDeleteYes')}
              </Button>
              <Button variant="outline" size="sm" onClick={onCancelDelete}>
                {t('macros.cancel')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" size="sm" onClick={onEdit}>
                {t('macros.edit')}
              </Button>
              <Button variant="outline" size="sm" onClick={onAskDelete}>
                {t('macros.delete')}
              </Button>
            </>
          )}
        </div>
      </div>
      <dl className="grid gap-3 lg:grid-cols-2">
        {(['textEn', 'textEs'] as const).map((field) => (
          <div key={field} className="min-w-0 rounded-lg bg-slate-50 p-3">
            <dt className="text-xs font-semibold tracking-wide text-slate-600">{t(`macros.${field}Short`)}</dt>
            <dd className="mt-1 line-clamp-4 text-sm break-words whitespace-pre-wrap text-slate-900">{macro[field]}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
