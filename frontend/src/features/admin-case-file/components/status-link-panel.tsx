import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useRefreshCases } from '@/features/admin-shell';
import { rotateStatusLink } from '../api/status-link';
import { CopyableLinkField } from './copyable-link-field';

/**
 * The client's no-login status page link, as e-mailed to them: to copy, or to replace when it reached
 * someone it should not have (the old link then stops opening the case).
 */
export function StatusLinkPanel({ applicationId, statusUrl }: { applicationId: string; statusUrl: string }) {
  const { t } = useTranslation('admin');
  const refresh = useRefreshCases();
  const [busy, setBusy] = useState(false);

  const rotate = async () => {
    setBusy(true);
    try {
      await rotateStatusLink(applicationId);
      toast({ title: t('statusLink.rotated'), variant: 'success' });
    } catch (error) {
      console.error('Replacing the status link failed', error);
      if (!(error instanceof ApiError && error.status === 401)) {
        toast({
          title: t('statusLink.rotateFailed'),
          description: error instanceof ApiError ? t('statusLink.tryAgain') : t('errors.network'),
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(false);
    }
    await refresh();
  };

  return (
    <CopyableLinkField
      url={statusUrl}
      texts={{ label: t('statusLink.label'), copy: t('statusLink.copy'), copied: t('statusLink.copied'), copyFailed: t('statusLink.copyFailed') }}
      note={<p className="text-sm text-slate-600">{t('statusLink.hint')}</p>}
      actions={
        <Button variant="outline" size="sm" busy={busy} onClick={() => void rotate()}>
          {t('statusLink.rotate')}
        </Button>
      }
    />
  );
}
