import { useTranslation } from 'react-i18next';
import type { PaymentIntent } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { usePaymentIntent } from '../hooks/use-payment-intent';
import { usePublicConfig } from '../hooks/use-public-config';
import { AlreadyPaid } from './already-paid';
import { PaymentForm, type PaymentFormProps } from './payment-form';

export type CheckoutProps = {
  /** Names the intent (one per case); null holds the request back. */
  intentKey: string | null;
  createIntent: () => Promise<PaymentIntent>;
  caseNumber: string;
  headingLevel?: 2 | 3 | 4;
} & Pick<PaymentFormProps, 'canPay' | 'onBlocked' | 'beforeSubmit' | 'onPaid'>;

/**
 * Creates the case's payment intent, reads the payment settings (GET /api/config), then shows the
 * payment form. While either is on its way it says so; if either fails it offers to try again; a
 * 409 means the case is paid already.
 */
export function Checkout({ intentKey, createIntent, caseNumber, headingLevel = 2, ...formProps }: CheckoutProps) {
  const { t } = useTranslation('payment');
  const config = usePublicConfig();
  const { state, retry } = usePaymentIntent(intentKey, createIntent);

  if (state.status === 'error' && state.error instanceof ApiError && state.error.status === 409) {
    return <AlreadyPaid caseNumber={caseNumber} headingLevel={headingLevel} />;
  }
  const configFailed = Boolean(config.error) && !config.isValidating;
  if (state.status === 'error' || configFailed) {
    const Heading = `h${headingLevel}` as const;
    return (
      <section role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-5 py-4 text-red-900">
        <Heading className="text-lg font-semibold">{t('checkout.errorTitle')}</Heading>
        <p>{t('checkout.errorBody')}</p>
        <Button
          variant="outline"
          onClick={() => {
            if (state.status === 'error') retry();
            if (configFailed) void config.mutate();
          }}
        >
          {t('checkout.retry')}
        </Button>
      </section>
    );
  }
  if (state.status === 'loading' || !config.data) {
    return (
      <p role="status" className="py-6 text-center text-slate-700">
        {t('checkout.loading')}
      </p>
    );
  }
  return (
    <PaymentForm
      clientSecret={state.intent.clientSecret}
      caseNumber={state.intent.caseNumber}
      mode={state.intent.mode}
      publishableKey={config.data.payment.publishableKey}
      headingLevel={headingLevel}
      {...formProps}
    />
  );
}
