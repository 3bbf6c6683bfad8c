import { useId, type ComponentProps, type ReactNode } from 'react';
import type { DocumentRequest } from '@reactivation/contracts';
import { cn } from '@/components/ui/cn';

/** Its words, from the side that shows it: the client's case room (en/es) or the staff panel (ru). */
export type DocumentRequestTexts = {
  /** "Received" / "Waiting for you" (or the staff's words), for the request's state. */
  status: (received: boolean) => string;
  /** The line under the label: when it was asked for (and, for staff, when it was answered). */
  dates: ReactNode;
  /** Above the files sent for it. */
  filesTitle: string;
  /** A file's size in the reader's units. */
  fileSize: (bytes: number) => string;
};

export type DocumentRequestItemProps = Omit<ComponentProps<'li'>, 'children'> & {
  request: DocumentRequest;
  texts: DocumentRequestTexts;
  /** What follows the files: the client's upload form; nothing for staff. */
  children?: ReactNode;
};

/**
 * One item staff asked the client for, as both sides show it: its label, why it helps (the evidence
 * checklist's items say), whether it came, when it was asked for, and the files sent against it. The client's case room adds its upload form.
 */
export function DocumentRequestItem({ request, texts, children, className, ...props }: DocumentRequestItemProps) {
  const labelId = useId();
  const received = request.fulfilledAt !== null;
  return (
    <li aria-labelledby={labelId} className={cn('rounded-xl border border-slate-200 p-4', className)} {...props}>
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:justify-between">
        <h3 id={labelId} className="min-w-0 text-base font-semibold break-words text-slate-900 sm:flex-1">
          {request.label}
        </h3>
        <span
          className={cn(
            'shrink-0 rounded-full px-2.5 py-0.5 text-sm font-semibold',
            received ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900',
          )}
        >
          {texts.status(received)}
        </span>
      </div>
      {request.note && <p className="mt-1 text-base text-slate-700">{request.note}</p>}
      <p className="mt-1 text-sm text-slate-600">{texts.dates}</p>
      {request.documents.length > 0 && (
        <div className="mt-3">
          <p className="text-sm font-medium text-slate-700">{texts.filesTitle}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {request.documents.map((document) => (
              <li key={document.id} className="flex flex-wrap gap-x-2 text-sm text-slate-800">
                <span className="min-w-0 font-medium break-all">{document.originalName}</span>{' '}
                <span className="text-slate-600">{texts.fileSize(document.sizeBytes)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {children}
    </li>
  );
}
