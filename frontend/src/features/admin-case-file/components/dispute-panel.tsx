import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, type AdminDispute } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, useRefreshCases } from '@/features/admin-shell';
import { downloadEvidencePacket, submitDisputeEvidence } from '../api/money';

export type DisputePanelProps = { applicationId: string; caseNumber: string; dispute: AdminDispute };

/**
 * A card dispute (chargeback): its status, the date Stripe wants evidence by, the amount, and the
 * outcome once closed; the evidence packet to download, and to submit to Stripe while it is open
 * (once, after a confirmation: the card network takes one submission).
 */
export function DisputePanel({ applicationId, caseNumber, dispute }: DisputePanelProps) {
  const { t } = useTranslation('admin');
  const refresh = useRefreshCases();
  const [busy, setBusy] = useState<'download' | 'submit' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const open = dispute.closedAt === null && dispute.outcome === null;
  const canSubmit = open && dispute.evidenceSubmittedAt === null;

  const download = async () => {
    setBusy('download');
    try {
      await downloadEvidencePacket(applicationId, dispute.id, `${caseNumber}-dispute.pdf`);
    } catch (error) {
      console.error('Evidence packet download failed', error);
      if (!(error instanceof ApiError && error.status === 401)) {
        toast({ title: t('money.dispute.downloadFailed'), description: error instanceof ApiError ? undefined : t('errors.network'), variant: 'destructive' });
      }
    } finally {
      setBusy(null);
    }
  };

  const submit = async () => {
    setBusy('submit');
    try {
      await submitDisputeEvidence(applicationId, dispute.id);
      toast({ title: t('money.dispute.submitDone'), variant: 'success' });
    } catch (error) {
      console.error('Evidence submission failed', error);
      if (!(error instanceof ApiError && error.status === 401)) {
        // 409: the dispute closed or its evidence went in meanwhile (the file, read again, shows which).
        const key = error instanceof ApiError && error.status === 409 ? 'changed' : 'submitFailed';
        toast({ title: t(`money.dispute.errors.${key}`), variant: 'destructive' });
      }
    } finally {
      setBusy(null);
      setConfirming(false);
    }
    await refresh(caseNumber);
  };

  return (
    <div className={cn('flex flex-col gap-2 rounded-lg border p-3', open ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-slate-50')}>
      <h3 className={cn('text-sm font-semibold', open ? 'text-red-900' : 'text-slate-900')}>
        {t('money.dispute.flag')}: {t(`money.dispute.statuses.${dispute.status}`)}
      </h3>
      <ul className="flex flex-col gap-0.5 text-sm text-slate-800">
        {dispute.dueBy && <li className="font-semibold text-red-900">{t('money.dispute.dueBy', { date: formatDateTime(dispute.dueBy) })}</li>}
        <li>{t('money.dispute.amount', { amount: formatAmount(dispute.amount, dispute.currency) })}</li>
        <li>{t('money.dispute.reason', { reason: dispute.reason })}</li>
        <li>{t('money.dispute.openedAt', { date: formatDateTime(dispute.openedAt) })}</li>
        {dispute.outcome && <li className="font-semibold">{t(`money.dispute.outcome.${dispute.outcome}`)}</li>}
        {dispute.closedAt && <li>{t('money.dispute.closedAt', { date: formatDateTime(dispute.closedAt) })}</li>}
        {dispute.evidenceSubmittedAt && <li>{t('money.dispute.submitted', { date: formatDateTime(dispute.evidenceSubmittedAt) })}</li>}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" busy={busy === 'download'} disabled={busy !== null} onClick={() => void download()}>
          {t('money.dispute.download')}
        </Button>
        {canSubmit && !confirming && (
          <Button variant="secondary" size="sm" disabled={busy !== null} onClick={() => setConfirming(true)}>
            {t('money.dispute.submit')}
          </Button>
        )}
      </div>
      {canSubmit && confirming && (
        <div role="group" aria-label={t('money.dispute.submit')} className="flex flex-col gap-2 rounded-lg border border-slate-300 bg-white p-3">
          <p className="text-sm text-slate-800">{t('money.dispute.submitConfirm')}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" busy={busy === 'submit'} onClick={() => void submit()}>
              {busy === 'submit' ? t('money.dispute.submitting') : t('money.dispute.submitYes')}
            </Button>
            <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => setConfirming(false)}>
              {t('money.refundForm.cancel')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
