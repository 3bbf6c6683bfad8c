import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_REQUEST_LABEL_MAX, DOCUMENT_REQUEST_MAX_ITEMS, type DocumentRequest } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { DocumentRequestItem } from '@/components/documents/document-request-item';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { fileSize, formatDateTime } from '@/features/admin-shell';
import { requestDocuments } from '../api/case-room';
import { useCaseFileSend } from '../hooks/use-case-file-send';
import { checkRequestItems, splitRequestItems, type RequestItemsProblem } from '../lib/request-items';

export type DocumentRequestsPanelProps = { applicationId: string; requests: readonly DocumentRequest[] };

/** What the client was asked to send through their case room, and a box to ask for more (one item per line). */
export function DocumentRequestsPanel({ applicationId, requests }: DocumentRequestsPanelProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useState('');
  const { busy, error, setError, send } = useCaseFileSend();
  const items = splitRequestItems(text);

  const problemText = (problem: RequestItemsProblem) => {
    if (problem.kind === 'empty') return t('documentRequests.errors.empty');
    if (problem.kind === 'tooMany') return t('documentRequests.errors.tooMany', { max: problem.max, count: problem.count });
    return t('documentRequests.errors.tooLong', { line: problem.line, max: problem.max });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = checkRequestItems(items);
    if (problem) {
      setError(problemText(problem));
      return;
    }
    if (await send('Requesting documents', () => requestDocuments(applicationId, items), t('documentRequests.added'))) setText('');
  };

  return (
    <div className="flex flex-col gap-4">
      {requests.length === 0 ? (
        <p className="text-sm text-slate-600">{t('documentRequests.empty')}</p>
      ) : (
        <ul aria-label={t('documentRequests.list')} className="flex flex-col gap-3">
          {requests.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </ul>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" aria-busy={busy}>
        <FormField
          id={`${id}-items`}
          label={t('documentRequests.label')}
          hint={t('documentRequests.hint', { maxItems: DOCUMENT_REQUEST_MAX_ITEMS, maxLength: DOCUMENT_REQUEST_LABEL_MAX })}
          error={error ?? undefined}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(null);
              }}
            />
          )}
        </FormField>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="secondary" size="sm" busy={busy} disabled={items.length === 0}>
            {busy ? t('documentRequests.submitting') : t('documentRequests.submit')}
          </Button>
          {items.length > 0 && (
            <span className="text-sm text-slate-600">{t('documentRequests.count', { count: items.length })}</span>
          )}
        </div>
      </form>
    </div>
  );
}

function RequestRow({ request }: { request: DocumentRequest }) {
  const { t } = useTranslation('admin');
  return (
    <DocumentRequestItem
      request={request}
      texts={{
        status: (received) => t(received ? 'documentRequests.status.received' : 'documentRequests.status.waiting'),
        dates: (
          <>
            {t('documentRequests.requestedAt', { date: formatDateTime(request.requestedAt) })}
            {request.fulfilledAt && `, ${t('documentRequests.fulfilledAt', { date: formatDateTime(request.fulfilledAt) })}`}
          </>
        ),
        filesTitle: `${t('documentRequests.files')}:`,
        fileSize: (bytes) => {
          const size = fileSize(bytes);
          return t(`documents.units.${size.unit}`, { value: size.value });
        },
      }}
    />
  );
}
