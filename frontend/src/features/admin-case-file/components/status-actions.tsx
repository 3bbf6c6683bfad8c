import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSING_STATUS, STATUS_BUTTON_TRANSITIONS, type AdminApplication, type CaseStatus } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { StatusBadge, useRefreshCases, useStatusLabel } from '@/features/admin-shell';
import { changeStatus } from '../api/case-status';
import { CloseCaseForm } from './close-case-form';

/** The statuses with a button (SPEC §4); each has its label under admin.json `statusActions`. */
type ButtonStatus = 'review_submitted' | 'payment_sent' | 'paid' | 'in_progress';

function hasButton(status: CaseStatus): status is ButtonStatus {
  return STATUS_BUTTON_TRANSITIONS[status] !== undefined;
}

/**
 * SPEC §4 "Admin buttons per status": the one move the status machine offers from the current
 * status (contracts' STATUS_BUTTON_TRANSITIONS), or none. The list, counters and detail refresh after it.
 */
export function StatusActions({ application }: { application: AdminApplication }) {
  const { t } = useTranslation('admin');
  const statusLabel = useStatusLabel();
  const refresh = useRefreshCases();
  const [busy, setBusy] = useState(false);
  const from = application.status;
  const to = STATUS_BUTTON_TRANSITIONS[from];

  const move = async () => {
    if (!to) return;
    setBusy(true);
    try {
      await changeStatus(application.id, to);
      toast({ title: t('statusActions.success', { status: statusLabel(to) }), variant: 'success' });
    } catch (error) {
      // SPEC §8 only logs this; staff still get a short notice.
      console.error('Status change failed', error);
      if (error instanceof ApiError && error.status === 401) return;
      toast({
        title: t('statusActions.failure.title'),
        description:
          error instanceof ApiError
            ? error.status === 409
              ? t('statusActions.failure.conflict')
              : t('statusActions.failure.other')
            : t('errors.network'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
    await refresh();
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {t('statusActions.current')}: <StatusBadge status={from} />
      </p>
      {to === CLOSING_STATUS ? (
        <CloseCaseForm application={application} />
      ) : to && hasButton(from) ? (
        <Button variant="secondary" busy={busy} onClick={() => void move()} className="!h-auto min-h-11 w-full py-2 !whitespace-normal sm:w-auto">
          {t(`statusActions.${from}`)}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">{t('statusActions.none')}</p>
      )}
    </div>
  );
}
