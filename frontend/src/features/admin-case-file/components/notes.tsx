import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX, type AdminNote } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, useRefreshCases } from '@/features/admin-shell';
import { addNote } from '../api/notes';

export type NotesProps = { applicationId: string; notes: readonly AdminNote[] };

/** Staff notes on a case: the list, and a box to add one. */
export function Notes({ applicationId, notes }: NotesProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const refresh = useRefreshCases();
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = body.trim();
    if (!text || busy) return;
    setBusy(true);
    try {
      await addNote(applicationId, text);
      setBody('');
      toast({ title: t('notes.added'), variant: 'success' });
      await refresh();
    } catch (error) {
      console.error('Adding a note failed', error);
      if (!(error instanceof ApiError && error.status === 401)) {
        toast({
          title: t('notes.failed'),
          description: error instanceof ApiError ? t('notes.tryAgain') : t('errors.network'),
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {notes.length === 0 ? (
        <p className="text-sm text-slate-600">{t('notes.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 p-3">
              <p className="text-sm break-words whitespace-pre-wrap text-slate-900">{note.body}</p>
              <p className="mt-1 text-xs text-slate-600">
                {note.author} · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" aria-busy={busy}>
        <FormField id={`${id}-note`} label={t('notes.label')} hint={t('notes.hint')}>
          {(control) => (
            <Textarea {...control} rows={3} maxLength={NOTE_MAX} value={body} onChange={(event) => setBody(event.target.value)} />
          )}
        </FormField>
        <Button type="submit" variant="secondary" size="sm" busy={busy} disabled={!body.trim()} className="self-start">
          {busy ? t('notes.adding') : t('notes.add')}
        </Button>
      </form>
    </div>
  );
}
