import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMode } from '@reactivation/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { confirmTestPayment } from '../api/payments-api';
import { usePaymentOutcome } from './payment-outcome';
import { useStripePaymentElement } from './stripe-payment-element';

export type PaymentFormProps = {
  /** Null until the payment intent exists (after the terms are accepted): the form shows, the button waits. */
  clientSecret: string | null;
  caseNumber: string;
  mode: PaymentMode;
  /** Needed in `stripe` mode; without it the form says card payments are unavailable. */
  publishableKey: string | null;
  /** Called with the paid case's number, before the success toast's page opens. */
  onPaid?: (caseNumber: string) => void;
  /** False while something outside the card fields (the terms checkbox) still stops the payment. */
  canPay?: boolean;
  /** The visitor tried to pay while `canPay` was false (Enter in a field, a script submitting the form). */
  onBlocked?: () => void;
  /** Drawn between the card fields and the button: the payment link's terms checkbox. */
  beforeSubmit?: ReactNode;
  headingLevel?: 2 | 3 | 4;
};

/**
 * Takes the $200 fee for one case (SPEC §4, §8). `stripe`: Stripe's Payment Element, cards and
 * wallets. `test`: a labelled example card whose fields go nowhere; the server completes the
 * payment through the same path as Stripe's webhook. Either way the browser records nothing itself.
 */
export function PaymentForm({
  clientSecret,
  caseNumber,
  mode,
  publishableKey,
  onPaid,
  canPay = true,
  onBlocked,
  beforeSubmit,
  headingLevel = 2,
}: PaymentFormProps) {
  const { t, i18n } = useTranslation('payment');
  const titleId = useId();
  const outcome = usePaymentOutcome(onPaid);
  const [processing, setProcessing] = useState(false);
  const stripe = useStripePaymentElement({
    enabled: mode === 'stripe' && clientSecret !== null,
    publishableKey,
    clientSecret: clientSecret ?? '',
    locale: currentLanguage(i18n),
  });
  const unavailable = mode === 'stripe' && !publishableKey;
  const ready = clientSecret !== null && (mode === 'test' || (!unavailable && stripe.status === 'ready'));

  const pay = async () => {
    if (clientSecret === null) return;
    setProcessing(true);
    try {
      if (mode === 'test') {
        outcome.succeeded(await confirmTestPayment(clientSecret));
        return;
      }
      const returnUrl = `${window.location.origin}${paths.paymentSuccess.getHref(caseNumber)}`;
      const result = await stripe.confirm(returnUrl);
      const status = result.paymentIntent?.status;
      if (!result.error && (status === 'succeeded' || status === 'processing')) {
        outcome.succeeded(caseNumber);
        return;
      }
      outcome.failed(result.error?.message);
    } catch (error) {
      outcome.threw(error);
    }
    setProcessing(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (processing) return;
    if (!canPay) {
      onBlocked?.();
      return;
    }
    if (ready) void pay();
  };

  // Enter in a field submits nothing while the button is disabled; say why instead.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && !canPay && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      onBlocked?.();
    }
  };

  const Heading = `h${headingLevel}` as const;

  return (
    <form aria-labelledby={titleId} noValidate onSubmit={submit} onKeyDown={onKeyDown} className="flex flex-col gap-5">
      <Heading id={titleId} className="text-lg font-semibold text-slate-900">
        {t('form.title')}
      </Heading>
      {mode === 'test' ? (
        <TestCardFields disabled={processing} />
      ) : unavailable ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {t('form.unavailable')}
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          {(stripe.status === 'loading' || clientSecret === null) && canPay && (
            <p role="status" className="text-slate-700">
              {t('form.preparing')}
            </p>
          )}
          {stripe.status === 'error' && (
            <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
              <p>{t('form.loadFailed')}</p>
              <Button variant="outline" size="sm" onClick={stripe.retry}>
                {t('form.retry')}
              </Button>
            </div>
          )}
          <div ref={stripe.containerRef} hidden={stripe.status === 'error'} className="min-h-12" />
          <p className="text-sm text-slate-600">{t('form.secure')}</p>
        </div>
      )}
      {beforeSubmit}
      <Button type="submit" size="lg" className="w-full" busy={processing} disabled={!ready || !canPay}>
        {processing ? t('form.processing') : t('form.pay')}
      </Button>
    </form>
  );
}

/** Test mode only: an example card, clearly labelled, that is never read or sent. */
function TestCardFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('payment');
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  return (
    <fieldset aria-describedby={field('notice')} disabled={disabled} className="flex flex-col gap-4">
      <legend className="sr-only">{t('testMode.legend')}</legend>
      <p id={field('notice')} className="rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 font-medium text-amber-950">
        {t('testMode.notice')}
      </p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('number')}>{t('testMode.cardNumber')}</Label>
        <Input id={field('number')} inputMode="numeric" autoComplete="off" defaultValue="4242 4242 4242 4242" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={field('expiry')}>{t('testMode.expiry')}</Label>
          <Input id={field('expiry')} inputMode="numeric" autoComplete="off" defaultValue="12/34" />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={field('cvc')}>{t('testMode.cvc')}</Label>
          <Input id={field('cvc')} inputMode="numeric" autoComplete="off" defaultValue="123" />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={field('name')}>{t('testMode.name')}</Label>
        <Input id={field('name')} autoComplete="off" />
      </div>
    </fieldset>
  );
}
