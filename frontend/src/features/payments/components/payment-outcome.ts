import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { reportConversion } from '@/lib/ad-tag';
import { ApiError } from '@/lib/api-client';

/** SPEC §7 "Events": the ad conversion of a paid case (sent once per case number, when the tag is configured). */
export function trackConversion(caseNumber: string): void {
  void reportConversion(caseNumber);
}

/** The three endings of a payment attempt (SPEC §4 and §8), the same on the home form and the payment link. */
export function usePaymentOutcome(onPaid?: (caseNumber: string) => void) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  return {
    succeeded(caseNumber: string) {
      toast({ title: t('toast.successTitle'), description: t('toast.successBody'), variant: 'success' });
      trackConversion(caseNumber);
      onPaid?.(caseNumber);
      void navigate(paths.paymentSuccess.getHref(caseNumber));
    },
    /** The card provider refused: its own (already localized) message. */
    failed(message?: string) {
      toast({ title: t('toast.failedTitle'), description: message || t('toast.failedFallback'), variant: 'destructive' });
    },
    /** The request itself failed: the server's message when it sent one, else the error's. */
    threw(error: unknown) {
      const message = error instanceof ApiError ? (error.body?.message ?? error.message) : error instanceof Error ? error.message : '';
      toast({ title: t('toast.errorTitle'), description: message || t('toast.errorFallback'), variant: 'destructive' });
    },
  };
}
