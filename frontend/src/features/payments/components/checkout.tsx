import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentIntent } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { usePaymentIntent } from '../hooks/use-payment-intent';
import { usePublicConfig } from '../hooks/use-public-config';
import { AlreadyPaid } from './already-paid';
import { PaymentForm, type PaymentFormProps } from './payment-form';
import { TermsConsent } from './terms-consent';

export type CheckoutProps = {
  /** Names the intent (one per case). */
  intentKey: string;
  /** Records the client's acceptance of the service agreement on the server (the terms box). */
  acceptTerms: () => Promise<unknown>;
  createIntent: () => Promise<PaymentIntent>;
  caseNumber: string;
  headingLevel?: 2 | 3 | 4;
} & Pick<PaymentFormProps, 'onPaid'>;

/**
 * The payment step: the form (its button disabled) and the terms box under it. Ticking the box
 * records the acceptance on the server; only then is the payment intent asked for (the server
 * refuses one without it), and the button enabled once the form is ready. While the settings
 * (GET /api/config) or the intent are on their way it says so; if either fails it offers to try
 * again; a 409 means the case is paid already.
 */
export function Checkout({ intentKey, acceptTerms, createIntent, caseNumber, headingLevel = 2, onPaid }: CheckoutProps) {
  const { t } = useTranslation('payment');
  const config = usePublicConfig();
  const [terms, setTerms] = useState({ accepted: false, recording: false, required: false, failed: false });
  const { state, retry } = usePaymentIntent(terms.accepted ? intentKey : null, createIntent);

  const accept = () => {
    setTerms({ accepted: false, recording: true, required: false, failed: false });
    acceptTerms().then(
      () => setTerms({ accepted: true, recording: false, required: false, failed: false }),
      () => setTerms({ accepted: false, recording: false, required: false, failed: true }),
    );
  };

  if (state.status === 'error' && state.error instanceof ApiError && state.error.status === 409) {
    return <AlreadyPaid caseNumber={caseNumber} headingLevel={headingLevel} />;
  }
  const configFailed = Boolean(config.error) && !config.isValidating;
  if ((terms.accepted && state.status === 'error') || configFailed) {
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
  if (!config.data) {
    return (
      <p role="status" className="py-6 text-center text-slate-700">
        {t('checkout.loading')}
      </p>
    );
  }
  const intent = state.status === 'ready' ? state.intent : null;
  return (
    <PaymentForm
      clientSecret={intent?.clientSecret ?? null}
      caseNumber={intent?.caseNumber ?? caseNumber}
      mode={intent?.mode ?? config.data.payment.mode}
      publishableKey={config.data.payment.publishableKey}
      headingLevel={headingLevel}
      onPaid={onPaid}
      canPay={terms.accepted}
      onBlocked={() => setTerms((current) => ({ ...current, required: !current.accepted && !current.recording }))}
      beforeSubmit={<TermsConsent {...terms} onAccept={accept} />}
    />
  );
}
