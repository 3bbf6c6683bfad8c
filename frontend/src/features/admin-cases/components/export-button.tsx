import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { exportCases } from '../api/export-cases';
import type { CaseListFilter } from '../lib/list-filter';

/** "Скачать CSV": every case of the current filter, as a file for Excel (the download is in the audit log). */
export function ExportButton({ filter, disabled }: { filter: CaseListFilter; disabled: boolean }) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await exportCases(filter);
    } catch (error) {
      console.error('Export failed', error);
      if (error instanceof ApiError && error.status === 401) return;
      toast({ title: t('export.failed'), description: t('export.tryAgain'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" busy={busy} disabled={disabled} onClick={() => void download()} title={t('export.hint')}>
      {busy ? t('export.downloading') : t('export.button')}
    </Button>
  );
}
