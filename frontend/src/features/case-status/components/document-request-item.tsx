import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentRequest, Locale } from '@reactivation/contracts';
import { DocumentRequestItem as SharedDocumentRequestItem } from '@/components/documents/document-request-item';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Progress } from '@/components/ui/progress';
import { ApiError } from '@/lib/api-client';
import { uploadRequestDocuments } from '../api/case-room-api';
import { checkFiles, DOCUMENT_ACCEPT } from '../lib/file-checks';
import { fileSize, formatDay } from '../lib/format';

export type DocumentRequestItemProps = {
  token: string;
  request: DocumentRequest;
  locale: Locale;
  onUpdated: (request: DocumentRequest) => void;
};

type Upload =
  { phase: 'idle' } | { phase: 'sending'; percent: number } | { phase: 'sent' } | { phase: 'failed'; message: string };

/** One requested item, as staff see it too (components/documents), with the client's upload and its progress bar. */
export function DocumentRequestItem({ token, request, locale, onUpdated }: DocumentRequestItemProps) {
  const { t } = useTranslation('caseStatus');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const running = useRef<AbortController | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [upload, setUpload] = useState<Upload>({ phase: 'idle' });
  const sending = upload.phase === 'sending';

  // Leaving the page stops an upload still running, so nothing updates a page that is gone.
  useEffect(() => () => running.current?.abort(), []);

  const fail = (message: string) => setUpload({ phase: 'failed', message });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (files.length === 0) return fail(t('documents.chooseFirst'));
    const problem = checkFiles(files);
    if (problem.kind === 'tooMany') return fail(t('documents.tooMany', { max: problem.max }));
    if (problem.kind === 'rejected') return fail(t('documents.rejected', { names: problem.names.join(', ') }));
    if (problem.kind === 'totalTooLarge') return fail(t('documents.totalTooLarge'));

    const controller = new AbortController();
    running.current = controller;
    setUpload({ phase: 'sending', percent: 0 });
    try {
      const updated = await uploadRequestDocuments(token, request.id, files, {
        signal: controller.signal,
        onProgress: ({ percent }) => setUpload({ phase: 'sending', percent }),
      });
      setFiles([]);
      if (input.current) input.current.value = '';
      setUpload({ phase: 'sent' });
      onUpdated(updated);
    } catch (error) {
      // Cancelled by the client (or the page left): nothing went wrong to tell them about.
      if (error instanceof DOMException && error.name === 'AbortError') {
        setUpload({ phase: 'idle' });
        return;
      }
      console.error('Uploading documents failed', error);
      fail(
        error instanceof ApiError
          ? (error.fieldErrors.documents ?? error.body?.message ?? t('documents.failed'))
          : t('documents.failed'),
      );
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  return (
    <SharedDocumentRequestItem
      request={request}
      data-testid="document-request"
      data-request-id={request.id}
      texts={{
        status: (received) => t(received ? 'documents.status.received' : 'documents.status.waiting'),
        dates: <time dateTime={request.requestedAt}>{t('documents.requestedOn', { date: formatDay(request.requestedAt, locale) })}</time>,
        filesTitle: t('documents.sent'),
        fileSize: (bytes) => {
          const size = fileSize(bytes, locale);
          return t(`documents.units.${size.unit}`, { value: size.value });
        },
      }}
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={sending} className="mt-4 flex flex-col gap-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          {/* The browser's own file button speaks the browser's language, not the page's: a label takes its place. */}
          <input
            ref={input}
            id={`${id}-files`}
            type="file"
            multiple
            accept={DOCUMENT_ACCEPT}
            disabled={sending}
            aria-describedby={upload.phase === 'failed' ? `${id}-chosen ${id}-error` : `${id}-chosen`}
            onChange={(event) => {
              setFiles(Array.from(event.target.files ?? []));
              setUpload({ phase: 'idle' });
            }}
            className="peer sr-only"
          />
          <label
            htmlFor={`${id}-files`}
            className={buttonClasses({
              variant: 'outline',
              className:
                'cursor-pointer self-start peer-focus-visible:[outline:3px_solid_var(--focus-ring)] peer-focus-visible:outline-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
            })}
          >
            {t('documents.choose')}
            <span className="sr-only"> {t('documents.chooseFor', { label: request.label })}</span>
          </label>
          <p id={`${id}-chosen`} className="min-w-0 text-sm break-all text-slate-700">
            {files.length > 0
              ? `${t('documents.chosen', { count: files.length })}: ${files.map((file) => file.name).join(', ')}`
              : t('documents.noneChosen')}
          </p>
        </div>
        {sending ? (
          <div className="flex flex-col gap-2">
            <div className="flex items-center gap-3">
              <Progress value={upload.percent} label={t('documents.progress')} className="flex-1" />
              <span className="w-24 shrink-0 text-right text-sm font-semibold text-slate-800 tabular-nums">
                {t('documents.percent', { percent: upload.percent })}
              </span>
            </div>
            <Button variant="outline" size="md" className="self-start" onClick={() => running.current?.abort()}>
              {t('documents.cancel')}
            </Button>
          </div>
        ) : (
          <Button type="submit" variant="secondary" className="self-start">
            {t('documents.upload')}
          </Button>
        )}
        <p role="status" className={cn('text-sm font-medium text-green-800', upload.phase !== 'sent' && 'sr-only')}>
          {upload.phase === 'sent' ? t('documents.success') : ''}
        </p>
        {upload.phase === 'failed' && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {upload.message}
          </p>
        )}
      </form>
    </SharedDocumentRequestItem>
  );
}
