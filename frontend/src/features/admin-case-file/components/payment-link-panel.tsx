import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_LINK_FROM, type AdminApplication } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { createPaymentLink, reissuePaymentLink, revokePaymentLink, sendPaymentLink } from '../api/admin-api';
import { useRefreshCases } from '../hooks/use-admin-data';
import { formatDateTime } from '../lib/format';

export type PaymentLinkPanelProps = {
  application: AdminApplication;
  /** The client's payment page, once a link exists. */
  paymentUrl: string | null;
  /** When that link stops working. */
  expiresAt: string | null;
};

type Busy = 'create' | 'send' | 'revoke' | 'reissue' | null;

/**
 * The case's payment link: "create" while the case has none and may still get one (PAYMENT_LINK_FROM),
 * then the link with its expiry, to copy, e-mail to the client, revoke or replace with a new one. A case
 * waiting for payment whose link was revoked gets a new one here too.
 */
export function PaymentLinkPanel({ application, paymentUrl, expiresAt }: PaymentLinkPanelProps) {
  const { t } = useTranslation('admin');
  const refresh = useRefreshCases();
  const fieldId = useId();
  const [busy, setBusy] = useState<Busy>(null);
  const canCreate = !application.paymentToken && PAYMENT_LINK_FROM.includes(application.status);
  const canReissue = application.status === 'payment_sent';
  const expired = expiresAt !== null && new Date(expiresAt).getTime() <= Date.now();

  const failed = (title: string, error: unknown) => {
    console.error(title, error);
    if (error instanceof ApiError && error.status === 401) return;
    toast({
      title,
      description: error instanceof ApiError ? t('paymentLink.tryAgain') : t('errors.network'),
      variant: 'destructive',
    });
  };

  /** Runs one staff action, says how it went, and reloads the case either way. */
  const act = async (kind: Exclude<Busy, null>, call: () => Promise<unknown>, done: string, failure: string) => {
    setBusy(kind);
    try {
      await call();
      toast({ title: done, variant: 'success' });
    } catch (error) {
      failed(failure, error);
    } finally {
      setBusy(null);
    }
    await refresh(application.id);
  };

  const create = () =>
    act('create', () => createPaymentLink(application.id), t('paymentLink.created'), t('paymentLink.createFailed'));
  const send = () => act('send', () => sendPaymentLink(application.id), t('paymentLink.sent'), t('paymentLink.sendFailed'));
  const revoke = () =>
    act('revoke', () => revokePaymentLink(application.id), t('paymentLink.revoked'), t('paymentLink.revokeFailed'));
  const reissue = () =>
    act('reissue', () => reissuePaymentLink(application.id), t('paymentLink.reissued'), t('paymentLink.reissueFailed'));

  const copy = async () => {
    if (!paymentUrl) return;
    try {
      await navigator.clipboard.writeText(paymentUrl);
      toast({ title: t('paymentLink.copied'), variant: 'success' });
    } catch (error) {
      console.error('Copying the payment link failed', error);
      toast({ title: t('paymentLink.copyFailed'), variant: 'destructive' });
    }
  };

  const reissueButton = canReissue && (
    <Button variant="outline" size="sm" busy={busy === 'reissue'} disabled={busy !== null} onClick={() => void reissue()}>
      {t('paymentLink.reissue')}
    </Button>
  );

  if (paymentUrl) {
    return (
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={fieldId} className="text-sm">
            {t('paymentLink.label')}
          </Label>
          <Input
            id={fieldId}
            readOnly
            value={paymentUrl}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-sm"
          />
          {expiresAt && (
            <p className={expired ? 'text-sm font-medium text-red-800' : 'text-sm text-slate-600'}>
              {t(expired ? 'paymentLink.expired' : 'paymentLink.expiresAt', { date: formatDateTime(expiresAt) })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            {t('paymentLink.copy')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            busy={busy === 'send'}
            disabled={busy !== null || expired}
            onClick={() => void send()}
          >
            {t('paymentLink.send')}
          </Button>
          {reissueButton}
          <Button variant="outline" size="sm" busy={busy === 'revoke'} disabled={busy !== null} onClick={() => void revoke()}>
            {t('paymentLink.revoke')}
          </Button>
        </div>
        {application.paymentLinkSent && <p className="text-sm text-slate-600">{t('paymentLink.alreadySent')}</p>}
      </div>
    );
  }

  if (canCreate) {
    return (
      <Button variant="primary" busy={busy === 'create'} onClick={() => void create()} className="w-full sm:w-auto">
        {t('paymentLink.create')}
      </Button>
    );
  }

  if (canReissue) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-slate-600">{t('paymentLink.revokedNone')}</p>
        {reissueButton}
      </div>
    );
  }

  return <p className="text-sm text-slate-600">{t('paymentLink.none')}</p>;
}
