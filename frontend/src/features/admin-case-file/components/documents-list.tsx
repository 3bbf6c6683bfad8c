import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDocument } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { fileSize } from '@/features/admin-shell';
import { downloadDocument } from '../api/documents';

export type DocumentsListProps = { applicationId: string; documents: readonly AdminDocument[] };

/** The files the client uploaded: name, type, size and a download (with the staff token). */
export function DocumentsList({ applicationId, documents }: DocumentsListProps) {
  const { t } = useTranslation('admin');
  const [downloading, setDownloading] = useState<string | null>(null);

  if (documents.length === 0) return <p className="text-sm text-slate-600">{t('documents.empty')}</p>;

  const download = async (document: AdminDocument) => {
    setDownloading(document.id);
    try {
      await downloadDocument(applicationId, document);
    } catch (error) {
      console.error('Document download failed', error);
      if (!(error instanceof ApiError && error.status === 401)) {
        toast({
          title: t('documents.downloadFailed'),
          description: error instanceof ApiError ? undefined : t('errors.network'),
          variant: 'destructive',
        });
      }
    } finally {
      setDownloading(null);
    }
  };

  return (
    <ul className="flex flex-col divide-y divide-slate-200">
      {documents.map((document) => {
        const size = fileSize(document.sizeBytes);
        return (
          <li key={document.id} className="flex flex-wrap items-center justify-between gap-3 py-2 first:pt-0 last:pb-0">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-all text-slate-900">{document.originalName}</p>
              <p className="text-sm text-slate-600">
                <span className="sr-only">{t('documents.type')}: </span>
                {document.contentType}
                {' · '}
                <span className="sr-only">{t('documents.size')}: </span>
                {t(`documents.units.${size.unit}`, { value: size.value })}
              </p>
            </div>
            <Button variant="outline" size="sm" busy={downloading === document.id} onClick={() => void download(document)}>
              {t('documents.download')}
              <span className="sr-only"> {t('documents.downloadFile', { name: document.originalName })}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
