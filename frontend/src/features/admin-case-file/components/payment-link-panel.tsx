import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_LINK_FROM, type AdminApplication } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, useRefreshCases } from '@/features/admin-shell';
import { createPaymentLink, reissuePaymentLink, revokePaymentLink, sendPaymentLink } from '../api/payment-link';
import { CopyableLinkField } from './copyable-link-field';

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
    await refresh();
  };

  const create = () =>
    act('create', () => createPaymentLink(application.id), t('paymentLink.created'), t('paymentLink.createFailed'));
  const send = () => act('send', () => sendPaymentLink(application.id), t('paymentLink.sent'), t('paymentLink.sendFailed'));
  const revoke = () =>
    act('revoke', () => revokePaymentLink(application.id), t('paymentLink.revoked'), t('paymentLink.revokeFailed'));
  const reissue = () =>
    act('reissue', () => reissuePaymentLink(application.id), t('paymentLink.reissued'), t('paymentLink.reissueFailed'));

  const reissueButton = canReissue && (
    <Button variant="outline" size="sm" busy={busy === 'reissue'} disabled={busy !== null} onClick={() => void reissue()}>
      {t('paymentLink.reissue')}
    </Button>
  );

  if (paymentUrl) {
    return (
      <div className="flex flex-col gap-3">
        <CopyableLinkField
          url={paymentUrl}
          texts={{ label: t('paymentLink.label'), copy: t('paymentLink.copy'), copied: t('paymentLink.copied'), copyFailed: t('paymentLink.copyFailed') }}
          note={
            expiresAt && (
              <p className={expired ? 'text-sm font-medium text-red-800' : 'text-sm text-slate-600'}>
                {t(expired ? 'paymentLink.expired' : 'paymentLink.expiresAt', { date: formatDateTime(expiresAt) })}
              </p>
            )
          }
          actions={
            <>
              <Button variant="secondary" size="sm" busy={busy === 'send'} disabled={busy !== null || expired} onClick={() => void send()}>
                {t('paymentLink.send')}
              </Button>
              {reissueButton}
              <Button variant="outline" size="sm" busy={busy === 'revoke'} disabled={busy !== null} onClick={() => void revoke()}>
                {t('paymentLink.revoke')}
              </Button>
            </>
          }
        />
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
