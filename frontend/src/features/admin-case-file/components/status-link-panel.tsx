import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { rotateStatusLink } from '../api/admin-api';
import { useRefreshCases } from '../hooks/use-admin-data';

/**
 * The client's no-login status page link, as e-mailed to them: to copy, or to replace when it reached
 * someone it should not have (the old link then stops opening the case).
 */
export function StatusLinkPanel({ applicationId, statusUrl }: { applicationId: string; statusUrl: string }) {
  const { t } = useTranslation('admin');
  const refresh = useRefreshCases();
  const fieldId = useId();
  const [busy, setBusy] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(statusUrl);
      toast({ title: t('statusLink.copied'), variant: 'success' });
    } catch (error) {
      console.error('Copying the status link failed', error);
      toast({ title: t('statusLink.copyFailed'), variant: 'destructive' });
    }
  };

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
    await refresh(applicationId);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={fieldId} className="text-sm">
          {t('statusLink.label')}
        </Label>
        <Input
          id={fieldId}
          readOnly
          value={statusUrl}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-sm"
        />
        <p className="text-sm text-slate-600">{t('statusLink.hint')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {t('statusLink.copy')}
        </Button>
        <Button variant="outline" size="sm" busy={busy} onClick={() => void rotate()}>
          {t('statusLink.rotate')}
        </Button>
      </div>
    </div>
  );
}
