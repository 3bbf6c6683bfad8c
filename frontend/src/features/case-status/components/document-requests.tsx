import { useTranslation } from 'react-i18next';
import type { DocumentRequest, Locale } from '@reactivation/contracts';
import { DocumentRequestItem } from './document-request-item';

export type DocumentRequestsProps = {
  token: string;
  requests: readonly DocumentRequest[];
  locale: Locale;
  /** The request as the server now has it, after an upload. */
  onUpdated: (request: DocumentRequest) => void;
};

/** What staff asked the client for, each with its files and an upload. */
export function DocumentRequests({ token, requests, locale, onUpdated }: DocumentRequestsProps) {
  const { t } = useTranslation('caseStatus');
  return (
    <section aria-labelledby="case-documents-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="case-documents-title" className="text-xl font-bold text-slate-900">
        {t('documents.title')}
      </h2>
      {requests.length === 0 ? (
        <p className="mt-2 text-base text-slate-700">{t('documents.none')}</p>
      ) : (
        <>
          <p className="mt-2 text-base text-slate-700">{t('documents.intro')}</p>
          <ul className="mt-4 flex flex-col gap-4">
            {requests.map((request) => (
              <DocumentRequestItem key={request.id} token={token} request={request} locale={locale} onUpdated={onUpdated} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
