import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPEAL_FILING_METHODS,
  EVIDENCE_CHECKLISTS,
  EVIDENCE_REASONS,
  type AdminAppealLetter,
  type AdminApplication,
  type AppealFilingMethod,
  type EvidenceItem,
  type EvidenceReason,
} from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { downloadStaffFile, formatDate, formatDateTime } from '@/features/admin-shell';
import {
  appealLetterPdfPath,
  draftAppealLetter,
  finalizeAppealLetter,
  recordAppealFiling,
  reopenAppealLetter,
  saveAppealLetter,
  sendEvidenceChecklist,
  useAppealLetter,
} from '../api/appeal-letter';
import { useCaseFileSend } from '../hooks/use-case-file-send';

type Letter = NonNullable<AdminAppealLetter['letter']>;

/** The reasons as the panel names them (Russian, from the panel's catalog). */
function useReasonOptions() {
  const { t } = useTranslation('admin');
  return EVIDENCE_REASONS.map((reason) => ({ value: reason, label: t(`appeal.evidence.reasons.${reason}`) }));
}

/**
 * The appeal work in a case's file (ADR 0032): the evidence checklist for the deactivation reason,
 * sent to the client in one action, and the appeal letter: drafted from the templates, edited and
 * saved as versions, made final, the client's answer, the PDF, and the filing with the platform.
 */
export function AppealWorkPanel({ application }: { application: AdminApplication }) {
  const { t } = useTranslation('admin');
  const { data, mutate } = useAppealLetter(application.id);
  if (!data) return <p className="text-sm text-slate-600">{t('appeal.loading')}</p>;
  const update = (next: AdminAppealLetter) => void mutate(next, { revalidate: false });
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <EvidenceChecklist applicationId={application.id} suggested={data.letter?.reason ?? data.suggestedReason} />
      <LetterWork applicationId={application.id} caseNumber={application.caseNumber} data={data} onUpdated={update} />
    </div>
  );
}

function EvidenceChecklist({ applicationId, suggested }: { applicationId: string; suggested: EvidenceReason }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [reason, setReason] = useState<EvidenceReason>(suggested);
  const [chosen, setChosen] = useState<ReadonlySet<EvidenceItem>>(() => new Set(EVIDENCE_CHECKLISTS[suggested]));
  const reasonOptions = useReasonOptions();
  const { busy, error, send } = useCaseFileSend();
  const items = EVIDENCE_CHECKLISTS[reason];
  const picked = items.filter((item) => chosen.has(item));

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {t('appeal.checklist.title')}
      </h3>
      <FormField id={`${id}-reason`} label={t('appeal.reason')}>
        {(control) => (
          <Select
            {...control}
            value={reason}
            options={reasonOptions}
            onValueChange={(value) => {
              const next = value as EvidenceReason;
              setReason(next);
              setChosen(new Set(EVIDENCE_CHECKLISTS[next]));
            }}
          />
        )}
      </FormField>
      <ul aria-label={t('appeal.checklist.items')} className="flex flex-col gap-2">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Checkbox
              id={`${id}-${item}`}
              checked={chosen.has(item)}
              onCheckedChange={(checked) =>
                setChosen((current) => {
                  const next = new Set(current);
                  if (checked) next.add(item);
                  else next.delete(item);
                  return next;
                })
              }
            />
            <label htmlFor={`${id}-${item}`} className="text-sm text-slate-800">
              {t(`appeal.evidence.items.${item}`)}
            </label>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">{t('appeal.checklist.hint')}</p>
      <Button
        variant="secondary"
        size="sm"
        busy={busy}
        disabled={picked.length === 0}
        className="self-start"
        onClick={() =>
          void send('Sending the evidence checklist', () => sendEvidenceChecklist(applicationId, reason, picked), t('appeal.checklist.sent'))
        }
      >
        {t('appeal.checklist.send', { count: picked.length })}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}

function LetterWork({
  applicationId,
  caseNumber,
  data,
  onUpdated,
}: {
  applicationId: string;
  caseNumber: string;
  data: AdminAppealLetter;
  onUpdated: (next: AdminAppealLetter) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const letter = data.letter;
  const [reason, setReason] = useState<EvidenceReason>(letter?.reason ?? data.suggestedReason);
  const reasonOptions = useReasonOptions();
  const { busy, error, send } = useCaseFileSend();
  const act = (what: string, action: () => Promise<AdminAppealLetter>, done: string) =>
    void send(what, async () => onUpdated(await action()), done);

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {t('appeal.letter.title')}
        </h3>
        {letter && (
          <span className="text-sm text-slate-700">
            {t(letter.state === 'final' ? 'appeal.letter.stateFinal' : 'appeal.letter.stateDraft', { version: letter.version })}
          </span>
        )}
      </div>
      {!letter || letter.state === 'draft' ? (
        <div className="flex flex-wrap items-end gap-3">
          <FormField id={`${id}-template`} label={t('appeal.letter.template')} className="min-w-56">
            {(control) => (
              <Select {...control} value={reason} options={reasonOptions} onValueChange={(value) => setReason(value as EvidenceReason)} />
            )}
          </FormField>
          <Button
            variant={letter ? 'outline' : 'primary'}
            size="sm"
            busy={busy}
            onClick={() => act('Drafting the appeal letter', () => draftAppealLetter(applicationId, reason), t('appeal.letter.drafted'))}
          >
            {letter ? t('appeal.letter.redraft') : t('appeal.letter.draft')}
          </Button>
        </div>
      ) : null}
      {letter?.state === 'draft' && <DraftEditor key={letter.version} applicationId={applicationId} letter={letter} onUpdated={onUpdated} />}
      {letter?.state === 'final' && (
        <FinalLetter applicationId={applicationId} letter={letter} onUpdated={onUpdated} />
      )}
      {letter && (
        <div className="flex flex-wrap gap-3">
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              void downloadStaffFile(appealLetterPdfPath(applicationId), `${caseNumber}-appeal-v${letter.version}.pdf`).catch((failure: unknown) =>
                console.error('Downloading the appeal letter failed', failure),
              )
            }
          >
            {t('appeal.letter.pdf')}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {letter && <Versions letter={letter} />}
    </section>
  );
}

function DraftEditor({ applicationId, letter, onUpdated }: { applicationId: string; letter: Letter; onUpdated: (next: AdminAppealLetter) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useState(letter.body);
  const { busy, error, send } = useCaseFileSend();
  const dirty = text !== letter.body;
  const act = (what: string, action: () => Promise<AdminAppealLetter>, done: string) =>
    void send(what, async () => onUpdated(await action()), done);

  return (
    <div className="flex flex-col gap-3">
      <FormField id={`${id}-body`} label={t('appeal.letter.body')} hint={t('appeal.letter.bodyHint')} error={error ?? undefined}>
        {(control) => <Textarea {...control} lang="en" rows={18} value={text} onChange={(event) => setText(event.target.value)} />}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          size="sm"
          busy={busy}
          disabled={!dirty}
          onClick={() => act('Saving the appeal letter', () => saveAppealLetter(applicationId, text, letter.version), t('appeal.letter.saved'))}
        >
          {t('appeal.letter.save')}
        </Button>
        <Button
          size="sm"
          busy={busy}
          disabled={dirty}
          onClick={() => act('Finalizing the appeal letter', () => finalizeAppealLetter(applicationId, letter.version), t('appeal.letter.finalized'))}
        >
          {t('appeal.letter.finalize')}
        </Button>
      </div>
      {dirty && <p className="text-sm text-amber-800">{t('appeal.letter.saveFirst')}</p>}
    </div>
  );
}

function FinalLetter({ applicationId, letter, onUpdated }: { applicationId: string; letter: Letter; onUpdated: (next: AdminAppealLetter) => void }) {
  const { t } = useTranslation('admin');
  const { busy, error, send } = useCaseFileSend();
  const approved = letter.approvedVersion === letter.finalVersion && letter.approvedAt;
  const changeAsked = letter.changeRequestedVersion === letter.finalVersion && letter.changeRequestedAt;

  return (
    <div className="flex flex-col gap-3">
      <div lang="en" className="max-h-80 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800">
        {letter.body}
      </div>
      <ClientAnswer>
        {approved
          ? t('appeal.client.approved', { version: letter.finalVersion, at: formatDateTime(letter.approvedAt ?? '') })
          : changeAsked
            ? t('appeal.client.changeRequested', { at: formatDateTime(letter.changeRequestedAt ?? '') })
            : t('appeal.client.waiting')}
      </ClientAnswer>
      {letter.summary && (
        <details className="rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-700">
          <summary className="cursor-pointer font-medium text-slate-900">{t('appeal.letter.summary')}</summary>
          <p className="mt-2" lang="en">
            {letter.summary.en}
          </p>
          <p className="mt-2" lang="es">
            {letter.summary.es}
          </p>
        </details>
      )}
      {letter.filing ? (
        <p className="rounded-lg bg-violet-50 px-3 py-2 text-sm text-violet-900">
          {t('appeal.filing.done', {
            date: formatDate(letter.filing.filedOn),
            method: t(`appeal.filing.methods.${letter.filing.method}`),
            reference: letter.filing.reference ?? '—',
            by: letter.filing.recordedBy,
          })}
        </p>
      ) : (
        <>
          <FilingForm applicationId={applicationId} onUpdated={onUpdated} />
          <Button
            variant="outline"
            size="sm"
            busy={busy}
            className="self-start"
            onClick={() =>
              void send(
                'Reopening the appeal letter',
                async () => onUpdated(await reopenAppealLetter(applicationId, letter.version)),
                t('appeal.letter.reopened'),
              )
            }
          >
            {t('appeal.letter.reopen')}
          </Button>
        </>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function FilingForm({ applicationId, onUpdated }: { applicationId: string; onUpdated: (next: AdminAppealLetter) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [filedOn, setFiledOn] = useState(() => new Date().toISOString().slice(0, 10));
  const [method, setMethod] = useState<AppealFilingMethod>('platform_form');
  const [reference, setReference] = useState('');
  const { busy, error, send } = useCaseFileSend();
  return (
    <form
      noValidate
      aria-label={t('appeal.filing.title')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send(
          'Recording the appeal filing',
          async () => onUpdated(await recordAppealFiling(applicationId, { filedOn, method, ...(reference.trim() ? { reference } : {}) })),
          t('appeal.filing.recorded'),
        );
      }}
    >
      <p className="text-sm font-semibold text-slate-900">{t('appeal.filing.title')}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <FormField id={`${id}-date`} label={t('appeal.filing.date')} error={error ?? undefined}>
          {(control) => <Input {...control} type="date" value={filedOn} onChange={(event) => setFiledOn(event.target.value)} />}
        </FormField>
        <FormField id={`${id}-method`} label={t('appeal.filing.method')}>
          {(control) => (
            <Select
              {...control}
              value={method}
              options={APPEAL_FILING_METHODS.map((value) => ({ value, label: t(`appeal.filing.methods.${value}`) }))}
              onValueChange={(value) => setMethod(value as AppealFilingMethod)}
            />
          )}
        </FormField>
        <FormField id={`${id}-reference`} label={t('appeal.filing.reference')}>
          {(control) => <Input {...control} value={reference} maxLength={200} onChange={(event) => setReference(event.target.value)} />}
        </FormField>
      </div>
      <Button type="submit" variant="secondary" size="sm" busy={busy} className="self-start">
        {t('appeal.filing.submit')}
      </Button>
    </form>
  );
}

function ClientAnswer({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
      {children}
    </p>
  );
}

function Versions({ letter }: { letter: Letter }) {
  const { t } = useTranslation('admin');
  return (
    <details className="text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-900">{t('appeal.versions.title', { count: letter.versions.length })}</summary>
      <ol className="mt-2 flex flex-col gap-1">
        {letter.versions.map((version) => (
          <li key={version.version}>
            {t('appeal.versions.item', {
              version: version.version,
              origin: t(`appeal.versions.origins.${version.origin}`),
              author: version.author,
              at: formatDateTime(version.savedAt),
            })}
            {version.version === letter.finalVersion ? ` · ${t('appeal.versions.final')}` : ''}
          </li>
        ))}
      </ol>
    </details>
  );
}
