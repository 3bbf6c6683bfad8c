import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_LINK_FROM, type AdminApplication } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { createPaymentLink, sendPaymentLink } from '../api/admin-api';
import { useRefreshCases } from '../hooks/use-admin-data';

export type PaymentLinkPanelProps = {
  application: AdminApplication;
  /** The client's payment page, once a link exists. */
  paymentUrl: string | null;
};

type Busy = 'create' | 'send' | null;

/**
 * The case's payment link: "create" while the case has none and may still get one (PAYMENT_LINK_FROM),
 * then the link itself to copy or to e-mail to the client.
 */
export function PaymentLinkPanel({ application, paymentUrl }: PaymentLinkPanelProps) {
  const { t } = useTranslation('admin');
  const refresh = useRefreshCases();
  const fieldId = useId();
  const [busy, setBusy] = useState<Busy>(null);
  const canCreate = !application.paymentToken && PAYMENT_LINK_FROM.includes(application.status);

  const failed = (title: string, error: unknown) => {
    console.error(title, error);
    if (error instanceof ApiError && error.status === 401) return;
    toast({
      title,
      description: error instanceof ApiError ? t('paymentLink.tryAgain') : t('errors.network'),
      variant: 'destructive',
    });
  };

  const create = async () => {
    setBusy('create');
    try {
      await createPaymentLink(application.id);
      toast({ title: t('paymentLink.created'), variant: 'success' });
    } catch (error) {
      failed(t('paymentLink.createFailed'), error);
    } finally {
      setBusy(null);
    }
    await refresh(application.id);
  };

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

  const send = async () => {
    setBusy('send');
    try {
      await sendPaymentLink(application.id);
      toast({ title: t('paymentLink.sent'), variant: 'success' });
      await refresh(application.id);
    } catch (error) {
      failed(t('paymentLink.sendFailed'), error);
    } finally {
      setBusy(null);
    }
  };

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
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            {t('paymentLink.copy')}
          </Button>
          <Button variant="secondary" size="sm" busy={busy === 'send'} onClick={() => void send()}>
            {t('paymentLink.send')}
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

  return <p className="text-sm text-slate-600">{t('paymentLink.none')}</p>;
}
