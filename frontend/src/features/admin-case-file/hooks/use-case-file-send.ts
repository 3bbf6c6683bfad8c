import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { serverText, useRefreshCases } from '@/features/admin-shell';

/**
 * A case-file form's send: busy while it runs; on success a toast and the case read again; on
 * failure the server's words (or the network error) for the form's field. A 401 says nothing here:
 * the panel's sign-in gate takes over.
 */
export function useCaseFileSend() {
  const { t } = useTranslation('admin');
  const refresh = useRefreshCases();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Resolves true once `action` succeeded. `what` names it in the console when it fails. */
  const send = async (what: string, action: () => Promise<unknown>, successTitle: string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await action();
      toast({ title: successTitle, variant: 'success' });
      await refresh();
      return true;
    } catch (failure) {
      console.error(`${what} failed`, failure);
      if (!(failure instanceof ApiError && failure.status === 401)) setError(serverText(failure) ?? t('errors.network'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, setError, send };
}
